package io.rocekit.cli.sim;

import io.rocekit.sim.config.Settings;
import io.rocekit.sim.scenario.Scenario;
import io.rocekit.sim.scenario.ScenarioLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A scenario file turned into run inputs; command-line options override the file. */
final class ScenarioInputs {
    private ScenarioInputs() {
    }

    static SimInputs load(Path file, String profileOption, List<String> sets, Long seedOption,
            List<Integer> traceOption) {
        Scenario sc = ScenarioLoader.load(file);
        String profile = profileOption != null ? profileOption : sc.profile();
        Settings s = SimCommand.settings(profile, sc.topology().nicRateBitsPerSec(), List.of(), null);
        for (Scenario.KnobOverride k : sc.knobs()) {
            s = s.with(k.key(), k.value(), file + ": knobs." + k.key());
        }
        if (sc.seed().isPresent()) {
            s = s.with("sim.seed", Long.toString(sc.seed().get()), file + ": seed");
        }
        List<String> cli = new ArrayList<>(sets);
        s = applySets(s, cli, seedOption);
        int[] traced = traceOption.isEmpty() ? sc.traceFlows()
                : traceOption.stream().mapToInt(Integer::intValue).toArray();
        return new SimInputs(sc.name(), profile, sc.topology(), sc.flows(), s, traced, sc.untilPs());
    }

    private static Settings applySets(Settings s, List<String> sets, Long seed) {
        Settings out = s;
        for (String kv : sets) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw new io.rocekit.cli.command.InputException("--set " + kv + ": expected KEY=VALUE");
            }
            out = out.with(kv.substring(0, eq).trim(), kv.substring(eq + 1), "--set " + kv.substring(0, eq).trim());
        }
        if (seed != null) {
            out = out.with("sim.seed", Long.toString(seed), "--seed");
        }
        return out;
    }
}
