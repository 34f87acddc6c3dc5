package io.rocekit.sim.traffic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Flows in the order the simulator starts them, with UDP source ports assigned as the HPCC
 * simulator assigns them: per (source, destination) pair, from 10000 upward, in start order.
 */
public final class FlowSet {
    public static final int FIRST_SOURCE_PORT = 10000;
    public static final int DEFAULT_DST_PORT = 100;

    private FlowSet() {
    }

    /** A flow before its id and source port are known. */
    public record Spec(int src, int dst, int priority, long sizeBytes, long startPs, int dstPort, int afterSpec) {
    }

    /**
     * Sorts specs by start time (stable, so equal times keep their order), then numbers them and
     * assigns source ports. Dependencies ({@code afterSpec}, an index into {@code specs}) are
     * renumbered.
     */
    public static List<Flow> assign(List<Spec> specs) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingLong(i -> specs.get(i).startPs()));
        int[] newId = new int[specs.size()];
        for (int k = 0; k < order.size(); k++) {
            newId[order.get(k)] = k;
        }
        Map<Long, Integer> nextPort = new HashMap<>();
        List<Flow> out = new ArrayList<>(specs.size());
        for (int k = 0; k < order.size(); k++) {
            Spec s = specs.get(order.get(k));
            long pair = ((long) s.src() << 32) | (s.dst() & 0xffffffffL);
            int port = nextPort.merge(pair, 1, Integer::sum) - 1 + FIRST_SOURCE_PORT;
            int after = s.afterSpec() < 0 ? -1 : newId[s.afterSpec()];
            out.add(new Flow(k, s.src(), s.dst(), s.priority(), s.sizeBytes(), s.startPs(), port & 0xffff,
                    s.dstPort(), after));
        }
        return out;
    }
}
