package io.rocekit.sim.validation;

import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.engine.CalendarEventQueue;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.net.Network;
import io.rocekit.sim.topology.Routing;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.topology.Wiring;
import io.rocekit.sim.traffic.Flow;
import java.util.List;

/** Manual: calendar queue costs on a fixture. */
public final class QueueCost {
    public static void main(String[] args) {
        Topology t = Fixtures.topology(args[0]);
        List<Flow> flows = Fixtures.flows(args[1], t);
        SimConfig cfg = Fixtures.hpcc(t);
        CalendarEventQueue q = new CalendarEventQueue(100_000);
        EventLoop loop = new EventLoop(q);
        Wiring w = new Wiring(t);
        Network net = new Network(w, new Routing(w, 1000), cfg, flows, loop, new int[0]);
        net.start();
        long t0 = System.nanoTime();
        while (!loop.stopped() && !loop.idleUntil(Long.MAX_VALUE)) {
            loop.run(Long.MAX_VALUE, net, 1_000_000);
            System.out.println(loop.eventsRun() + " pending " + loop.pendingEvents() + " " + q.costReport());
        }
        System.out.println("wall " + (System.nanoTime() - t0) / 1e9);
    }
}
