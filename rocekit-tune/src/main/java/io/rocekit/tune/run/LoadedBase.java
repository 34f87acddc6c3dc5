package io.rocekit.tune.run;

import io.rocekit.sim.config.Profile;
import io.rocekit.sim.config.Settings;
import io.rocekit.sim.scenario.Scenario;
import io.rocekit.sim.scenario.ScenarioLoader;
import io.rocekit.sim.topology.HpccTopologyReader;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.traffic.Flow;
import io.rocekit.sim.traffic.HpccFlowReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A {@link BaseBundle} turned into simulator inputs, with the settings {@code rocekit sim} would
 * use before a point's knobs: profile, the scenario's knobs, its seed, then the sweep's
 * {@code base.set} (the same order as the scenario's knobs followed by {@code --set}). Loaded once
 * per JVM and bundle; topology and flows are immutable and shared by concurrent runs.
 *
 * @param limitPs stop this long after the first flow starts; 0 = when every flow has finished
 */
public record LoadedBase(String name, String profile, Topology topology, List<Flow> flows, Settings settings,
        long firstStartPs, long limitPs) {
    private static final Map<String, LoadedBase> CACHE = new ConcurrentHashMap<>();

    public static LoadedBase of(BaseBundle b) {
        return CACHE.computeIfAbsent(b.fingerprint(), k -> load(b));
    }

    static LoadedBase load(BaseBundle b) {
        String name;
        String profile;
        Topology t;
        List<Flow> flows;
        Settings s;
        long until;
        if (b.kind().equals("hpcc")) {
            t = HpccTopologyReader.read(b.displayName() + " (topology)", b.files().get("topology"));
            flows = HpccFlowReader.read(b.displayName() + " (flows)", b.files().get("flows"), t);
            profile = b.profile().isEmpty() ? Profile.HPCC_DCQCN.id() : b.profile();
            s = profile(profile).settings(t.nicRateBitsPerSec());
            name = b.displayName();
            until = 0;
        } else {
            Scenario sc = ScenarioLoader.parse(b.displayName(), b.files().get(b.main()), materialise(b));
            profile = b.profile().isEmpty() ? sc.profile() : b.profile();
            s = profile(profile).settings(sc.topology().nicRateBitsPerSec());
            for (Scenario.KnobOverride k : sc.knobs()) {
                s = s.with(k.key(), k.value(), b.displayName() + ": knobs." + k.key());
            }
            if (sc.seed().isPresent()) {
                s = s.with("sim.seed", Long.toString(sc.seed().get()), b.displayName() + ": seed");
            }
            t = sc.topology();
            flows = sc.flows();
            name = sc.name();
            until = sc.untilPs();
        }
        for (Map.Entry<String, String> e : b.set().entrySet()) {
            s = s.with(e.getKey(), e.getValue(), "base.set." + e.getKey());
        }
        if (b.untilPs() > 0) {
            until = b.untilPs();
        }
        long first = flows.stream().mapToLong(Flow::startPs).min().orElse(0);
        return new LoadedBase(name, profile, t, flows, s, first, until);
    }

    private static Profile profile(String id) {
        return Profile.byId(id).orElseThrow(() -> new io.rocekit.sim.SimInputException("profile '" + id
                + "': unknown; expected one of " + String.join(", ", Profile.ids())));
    }

    /** Writes the files the scenario refers to into a fresh directory (null when there are none). */
    private static Path materialise(BaseBundle b) {
        if (b.files().size() <= 1) {
            return null;
        }
        try {
            Path dir = Files.createTempDirectory("rocekit-tune-");
            dir.toFile().deleteOnExit();
            for (Map.Entry<String, String> e : b.files().entrySet()) {
                if (!e.getKey().equals(b.main())) {
                    Path f = dir.resolve(e.getKey());
                    Files.writeString(f, e.getValue(), StandardCharsets.UTF_8);
                    f.toFile().deleteOnExit();
                }
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the base scenario's files to a temporary directory", e);
        }
    }
}
