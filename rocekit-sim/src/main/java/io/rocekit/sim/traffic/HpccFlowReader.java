package io.rocekit.sim.traffic;

import io.rocekit.sim.SimInputException;
import io.rocekit.sim.topology.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the HPCC simulator's flow file: line 1 the number of flows, then
 * {@code src dst priority dport size_bytes start_seconds} per flow. Start times are converted as
 * the reference converts them (seconds as a double, truncated to whole nanoseconds).
 */
public final class HpccFlowReader {
    private HpccFlowReader() {
    }

    public static List<Flow> read(String fileName, String text, Topology topology) {
        String[] raw = text.split("\r?\n", -1);
        List<String[]> lines = new ArrayList<>();
        List<Integer> lineNos = new ArrayList<>();
        for (int i = 0; i < raw.length; i++) {
            String t = raw[i].strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            lines.add(t.split("\\s+"));
            lineNos.add(i + 1);
        }
        if (lines.isEmpty()) {
            throw SimInputException.at(fileName, 1, "the number of flows", "");
        }
        int count;
        try {
            count = Integer.parseInt(lines.get(0)[0]);
        } catch (NumberFormatException e) {
            count = -1;
        }
        if (count > io.rocekit.sim.SimLimits.MAX_FLOWS) {
            throw SimInputException.at(fileName, lineNos.get(0), "at most " + io.rocekit.sim.SimLimits.MAX_FLOWS
                    + " flows", lines.get(0)[0]);
        }
        if (count < 0) {
            throw SimInputException.at(fileName, lineNos.get(0), "the number of flows (an integer)",
                    lines.get(0)[0]);
        }
        List<FlowSet.Spec> specs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (i + 1 >= lines.size()) {
                throw SimInputException.at(fileName, lineNos.get(lines.size() - 1) + 1,
                        "flow " + (i + 1) + " of " + count + " ('src dst priority dport size start_s')", "");
            }
            String[] f = lines.get(i + 1);
            int ln = lineNos.get(i + 1);
            if (f.length < 6) {
                throw SimInputException.at(fileName, ln, "'src dst priority dport size start_s'", String.join(" ", f));
            }
            int src = intField(fileName, ln, f[0], "a source host id");
            int dst = intField(fileName, ln, f[1], "a destination host id");
            for (int node : new int[] {src, dst}) {
                if (node >= topology.nodeCount() || !topology.isHost(node)) {
                    throw SimInputException.at(fileName, ln, "host ids (node " + node + " is "
                            + (node >= topology.nodeCount() ? "not in the topology" : "a switch") + ")",
                            String.join(" ", f));
                }
            }
            if (src == dst) {
                throw SimInputException.at(fileName, ln, "different source and destination", String.join(" ", f));
            }
            int pg = intField(fileName, ln, f[2], "a priority 0..7");
            if (pg > 7) {
                throw SimInputException.at(fileName, ln, "a priority 0..7", f[2]);
            }
            int dport = intField(fileName, ln, f[3], "a destination port");
            long size;
            try {
                size = Long.parseLong(f[4]);
            } catch (NumberFormatException e) {
                size = -1;
            }
            if (size <= 0) {
                throw SimInputException.at(fileName, ln, "a positive size in bytes", f[4]);
            }
            if (size > io.rocekit.sim.SimLimits.MAX_FLOW_BYTES) {
                throw SimInputException.at(fileName, ln, "a size of at most 1 TB (what the simulator holds)", f[4]);
            }
            double startS;
            try {
                startS = Double.parseDouble(f[5]);
            } catch (NumberFormatException e) {
                startS = -1;
            }
            if (!(startS >= 0) || !(startS <= io.rocekit.sim.SimLimits.MAX_TIME_PS / 1e12)) {
                throw SimInputException.at(fileName, ln, "a start time in seconds, at most "
                        + io.rocekit.sim.SimLimits.MAX_TIME_TEXT, f[5]);
            }
            long startPs = ((long) (startS * 1e9)) * 1000L;
            specs.add(new FlowSet.Spec(src, dst, pg, size, startPs, dport, -1));
        }
        return FlowSet.assign(specs);
    }

    private static int intField(String file, int line, String s, String what) {
        try {
            int v = Integer.parseInt(s);
            if (v >= 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw SimInputException.at(file, line, what, s);
    }
}
