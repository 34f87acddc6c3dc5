package io.rocekit.sim.net;

import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.traffic.Flow;
import java.util.ArrayList;
import java.util.List;

/**
 * When flows start. Flows without a predecessor form one chain in start-time order (the flow list
 * is sorted so) with a single pending start event, as the reference schedules them; a flow that
 * waits for another ({@link Flow#afterFlow()}, e.g. a ring all-reduce step) starts when that one
 * completes, or at its own start time if later.
 */
final class FlowStarts {
    private final EventLoop loop;
    private final Flow[] flows;
    private final FlowEvent open;
    private final boolean[] chained;
    private final int[] chain;
    private final int[][] dependents;
    private int chainPos;
    /** Start events run, counted for partitioned runs, whose every part runs the chain. */
    long eventsRun;

    /** @param open called for each flow at its start (routes, then the sender's queue pair) */
    FlowStarts(Flow[] flows, EventLoop loop, FlowEvent open) {
        this.loop = loop;
        this.flows = flows;
        this.open = open;
        int n = flows.length;
        chained = new boolean[n];
        List<List<Integer>> deps = new ArrayList<>();
        List<Integer> chainList = new ArrayList<>();
        for (int f = 0; f < n; f++) {
            Flow fl = flows[f];
            if (fl.id() != f) {
                throw new IllegalArgumentException("flow ids must be 0..n-1 in order; flow " + f + " has id "
                        + fl.id());
            }
            deps.add(null);
            if (fl.afterFlow() < 0) {
                chained[f] = true;
                chainList.add(f);
            }
        }
        for (int f = 0; f < n; f++) {
            int a = flows[f].afterFlow();
            if (a >= 0) {
                if (deps.get(a) == null) {
                    deps.set(a, new ArrayList<>());
                }
                deps.get(a).add(f);
            }
        }
        dependents = new int[n][];
        for (int f = 0; f < n; f++) {
            dependents[f] = deps.get(f) == null ? new int[0]
                    : deps.get(f).stream().mapToInt(Integer::intValue).toArray();
        }
        chain = chainList.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Start time of the first flow of the chain (0 without flows). */
    long firstStartPs() {
        return chain.length == 0 ? 0 : flows[chain[0]].startPs();
    }

    void scheduleFirst() {
        if (chain.length > 0) {
            loop.scheduleAt(flows[chain[0]].startPs(), Events.of(Events.FLOW_START, chain[0]));
        }
    }

    /** The start event of flow {@code f} runs. */
    void onStart(int f, long nowPs) {
        eventsRun++;
        if (!chained[f]) {
            open.at(f, nowPs);
            return;
        }
        // Start every chained flow due now, then wait for the next one (as the reference does).
        while (chainPos < chain.length && flows[chain[chainPos]].startPs() <= nowPs) {
            open.at(chain[chainPos++], nowPs);
        }
        if (chainPos < chain.length) {
            int next = chain[chainPos];
            loop.scheduleAt(flows[next].startPs(), Events.of(Events.FLOW_START, next));
        }
    }

    /** True when some flow waits for another to complete (a partitioned run cannot tell when that is in time). */
    boolean anyDependent() {
        for (int[] d : dependents) {
            if (d.length > 0) {
                return true;
            }
        }
        return false;
    }

    /** Flow {@code f} completed: the flows waiting for it are scheduled. */
    void onFinish(int f, long nowPs) {
        for (int d : dependents[f]) {
            loop.scheduleAt(Math.max(nowPs, flows[d].startPs()), Events.of(Events.FLOW_START, d));
        }
    }
}
