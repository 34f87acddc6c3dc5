package io.rocekit.sim.run;

import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.engine.CalendarEventQueue;
import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.net.Network;
import io.rocekit.sim.scenario.Scenario;
import io.rocekit.sim.scenario.ScenarioLoader;
import io.rocekit.sim.topology.Routing;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.topology.Wiring;
import io.rocekit.sim.traffic.Flow;
import io.rocekit.sim.validation.Fixtures;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/** A fabric set up as SimRun does, on the calendar queue, for the read-ahead tests. */
record ReadAheadFabric(CalendarEventQueue calendar, EventLoop loop, Network net) {

    /** FAT320 with the first 150 flows of its web-search file: light, a few events a day. */
    static ReadAheadFabric fat320Head() {
        Topology t = Fixtures.topology("fat320_topology.txt");
        List<Flow> flows = Fixtures.flows("fat320_websearch_l30_2ms_seed1_flows.txt", t).subList(0, 150);
        return start(t, flows);
    }

    /** The k=8 fat-tree permutation of the golden tests: every host sends at once, hundreds of events a day. */
    static ReadAheadFabric fatTreeK8() {
        String resource = "/scale/fattree-k8-permutation.yaml";
        try (InputStream in = ReadAheadFabric.class.getResourceAsStream(resource)) {
            Scenario sc = ScenarioLoader.parse(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8),
                    Path.of("."));
            return start(sc.topology(), sc.flows());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ReadAheadFabric start(Topology t, List<Flow> flows) {
        SimConfig cfg = Fixtures.hpcc(t);
        Wiring wiring = new Wiring(t);
        CalendarEventQueue calendar = new CalendarEventQueue(100_000);
        EventLoop loop = new EventLoop(calendar);
        Network net = new Network(wiring, new Routing(wiring, cfg.packet().mtuBytes()), cfg, flows, loop, new int[0]);
        net.start();
        return new ReadAheadFabric(calendar, loop, net);
    }
}
