package io.rocekit.sim.validation;

import io.rocekit.sim.config.Profile;
import io.rocekit.sim.config.Settings;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.run.RunOptions;
import io.rocekit.sim.run.SimResult;
import io.rocekit.sim.run.SimRun;
import io.rocekit.sim.topology.HpccTopologyReader;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.traffic.Flow;
import io.rocekit.sim.traffic.HpccFlowReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The reference scenarios copied from the shared fixtures (see resources/hpcc/SOURCE.md). */
public final class Fixtures {
    private Fixtures() {
    }

    public static String text(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/hpcc/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Topology topology(String name) {
        return HpccTopologyReader.read(name, text(name));
    }

    public static List<Flow> flows(String name, Topology t) {
        return HpccFlowReader.read(name, text(name), t);
    }

    public static SimConfig hpcc(Topology t, String... sets) {
        Settings s = Profile.HPCC_DCQCN.settings(t.nicRateBitsPerSec());
        for (String kv : sets) {
            int eq = kv.indexOf('=');
            s = s.with(kv.substring(0, eq), kv.substring(eq + 1), "test");
        }
        return SimConfig.from(s);
    }

    public static SimResult run(String topo, String flows, String... sets) {
        Topology t = topology(topo);
        return SimRun.run(t, flows(flows, t), hpcc(t, sets), RunOptions.defaults());
    }
}
