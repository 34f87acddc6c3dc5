package io.rocekit.sim.topology;

import io.rocekit.sim.SimInputException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the HPCC simulator's topology file: line 1 {@code nodes switches links}, line 2 the
 * switch node ids, then one link per line {@code a b rate delay error_rate} (for example
 * {@code 0 32 100Gbps 1000ns 0}). Lines after the declared link count are ignored, as the
 * reference ignores them. Every malformation is reported with the file name and line number.
 */
public final class HpccTopologyReader {
    private HpccTopologyReader() {
    }

    public static Topology read(String fileName, String text) {
        List<String[]> lines = new ArrayList<>();
        List<Integer> lineNos = new ArrayList<>();
        String[] raw = text.split("\r?\n", -1);
        for (int i = 0; i < raw.length; i++) {
            String t = raw[i].strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            lines.add(t.split("\\s+"));
            lineNos.add(i + 1);
        }
        if (lines.isEmpty()) {
            throw SimInputException.at(fileName, 1, "'nodes switches links'", "");
        }
        String[] head = lines.get(0);
        int headLine = lineNos.get(0);
        if (head.length < 3) {
            throw SimInputException.at(fileName, headLine, "'nodes switches links' (three integers)",
                    String.join(" ", head));
        }
        int nodes = nonNegative(fileName, headLine, head[0], "a node count");
        int switches = nonNegative(fileName, headLine, head[1], "a switch count");
        if (nodes > io.rocekit.sim.SimLimits.MAX_NODES) {
            throw SimInputException.at(fileName, headLine, "a node count of at most " + io.rocekit.sim.SimLimits.MAX_NODES,
                    head[0]);
        }
        int links = nonNegative(fileName, headLine, head[2], "a link count");
        if (switches > nodes) {
            throw SimInputException.at(fileName, headLine, "at most as many switches as nodes (" + nodes + ")",
                    head[1]);
        }
        int[] switchIds = new int[switches];
        if (switches > 0) {
            if (lines.size() < 2) {
                throw SimInputException.at(fileName, headLine + 1, switches + " switch ids", "");
            }
            String[] ids = lines.get(1);
            int idLine = lineNos.get(1);
            if (ids.length < switches) {
                throw SimInputException.at(fileName, idLine, switches + " switch ids", String.join(" ", ids));
            }
            for (int i = 0; i < switches; i++) {
                int id = nonNegative(fileName, idLine, ids[i], "a switch node id");
                if (id >= nodes) {
                    throw SimInputException.at(fileName, idLine, "a node id below " + nodes, ids[i]);
                }
                switchIds[i] = id;
            }
        }
        int first = switches > 0 ? 2 : 1;
        List<Link> out = new ArrayList<>();
        for (int i = 0; i < links; i++) {
            int idx = first + i;
            if (idx >= lines.size()) {
                int lastLine = lineNos.get(lines.size() - 1);
                throw SimInputException.at(fileName, lastLine + 1,
                        "link " + (i + 1) + " of " + links + " ('a b rate delay error_rate')", "");
            }
            String[] f = lines.get(idx);
            int ln = lineNos.get(idx);
            if (f.length < 4) {
                throw SimInputException.at(fileName, ln, "'a b rate delay error_rate'", String.join(" ", f));
            }
            int a = nonNegative(fileName, ln, f[0], "a node id");
            int b = nonNegative(fileName, ln, f[1], "a node id");
            if (a >= nodes || b >= nodes) {
                throw SimInputException.at(fileName, ln, "node ids below " + nodes, f[0] + " " + f[1]);
            }
            if (a == b) {
                throw SimInputException.at(fileName, ln, "two different nodes", f[0] + " " + f[1]);
            }
            long rate = Units.parseRateBitsPerSec(f[2]).orElseThrow(() ->
                    SimInputException.at(fileName, ln, "a rate such as 100Gbps", f[2]));
            long delay = Units.parseDurationPs(f[3]).orElseThrow(() ->
                    SimInputException.at(fileName, ln, "a delay such as 1000ns", f[3]));
            if (delay > io.rocekit.sim.SimLimits.MAX_TIME_PS) {
                throw SimInputException.at(fileName, ln, "a delay of at most " + io.rocekit.sim.SimLimits.MAX_TIME_TEXT,
                        f[3]);
            }
            if (rate > io.rocekit.sim.SimLimits.MAX_RATE_BITS_PER_SEC) {
                throw SimInputException.at(fileName, ln, "a rate of at most 10Tbps", f[2]);
            }
            if (rate < io.rocekit.sim.SimLimits.MIN_RATE_BITS_PER_SEC) {
                throw SimInputException.at(fileName, ln, "a rate of at least 1Mbps", f[2]);
            }
            if (f.length >= 5) {
                double err;
                try {
                    err = Double.parseDouble(f[4]);
                } catch (NumberFormatException e) {
                    throw SimInputException.at(fileName, ln, "an error rate (a number)", f[4]);
                }
                if (err != 0) {
                    throw SimInputException.at(fileName, ln,
                            "error rate 0 (random link loss is not modelled)", f[4]);
                }
            }
            out.add(new Link(a, b, rate, delay));
        }
        return Topology.of(nodes, switchIds, out);
    }

    private static int nonNegative(String file, int line, String s, String what) {
        try {
            int v = Integer.parseInt(s);
            if (v >= 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // fall through
        }
        throw SimInputException.at(file, line, what + " (a non-negative integer)", s);
    }
}
