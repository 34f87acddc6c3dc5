package io.rocekit.tune.sweep;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A named setting run with the sweep's seeds beside its points, e.g. a vendor's ECN defaults.
 *
 * @param knobs knob text values applied over the base (as {@code --set})
 * @param source where the values come from, for the report
 */
public record Baseline(String name, Map<String, String> knobs, String source) {
    public Baseline {
        Map<String, String> m = new LinkedHashMap<>();
        // catalogue names (dcqcn.rpg_ai_rate, not rpg_ai_rate) as rocekit sim --list-knobs prints them
        knobs.forEach((k, v) -> m.put(KnobText.knob(k).map(io.rocekit.sim.config.Knob::name).orElse(k), v));
        knobs = java.util.Collections.unmodifiableMap(m);
    }

    /**
     * Built-in baselines. ECN thresholds of vendors are absolute per port, so they switch off the
     * simulator's scaling with port speed; the HPCC preset keeps it (100 KB / 400 KB at 25 Gb/s).
     */
    public static final List<Baseline> BUILT_IN = List.of(
            new Baseline("nvidia-spectrum", ordered("ecn.kmin", "150KB", "ecn.kmax", "1500KB", "ecn.pmax", "1",
                    "ecn.scale-with-rate", "false"),
                    "NVIDIA Spectrum RoCE ECN recommendation: min 150 KB, max 1.5 MB, probability 100 %"),
            new Baseline("sonic", ordered("ecn.kmin", "1MiB", "ecn.kmax", "2MiB", "ecn.pmax", "0.05",
                    "ecn.scale-with-rate", "false"),
                    "SONiC default lossless WRED profile: green min 1 MiB, max 2 MiB, drop probability 5 %"),
            new Baseline("hpcc-preset", ordered("ecn.kmin", "100KB", "ecn.kmax", "400KB", "ecn.pmax", "0.2",
                    "ecn.reference-rate", "25Gbps", "ecn.scale-with-rate", "true"),
                    "HPCC simulator's DCQCN preset: 100 KB / 400 KB per 25 Gb/s of port speed, 20 %"),
            new Baseline("connectx-firmware", ordered("rpg_time_reset", "300", "rpg_byte_reset", "32767",
                    "rpg_threshold", "1", "rpg_ai_rate", "5", "rpg_hai_rate", "50", "rpg_gd", "11",
                    "rpg_min_dec_fac", "50", "rpg_min_rate", "1", "dce_tcp_g", "1019", "dce_tcp_rtt", "1",
                    "initial_alpha_value", "1023", "rate_reduce_monitor_period", "4",
                    "min_time_between_cnps", "4"),
                    "ConnectX firmware DCQCN defaults (NVIDIA DOCA documentation, DCQCN CC Parameters)"));

    /** The baselines a sweep runs when it names none: the three published ECN settings. */
    public static final List<String> DEFAULT_NAMES = List.of("nvidia-spectrum", "sonic", "hpcc-preset");

    public static java.util.Optional<Baseline> builtIn(String name) {
        return BUILT_IN.stream().filter(b -> b.name().equals(name)).findFirst();
    }

    private static Map<String, String> ordered(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }
}
