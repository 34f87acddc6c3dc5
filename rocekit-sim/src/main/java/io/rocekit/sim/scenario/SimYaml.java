package io.rocekit.sim.scenario;

import io.rocekit.core.yaml.YamlNode;
import io.rocekit.sim.SimLimits;
import io.rocekit.sim.topology.Units;

/** The simulator's own scalars in a scenario (sizes, durations, rates), within what it holds. */
final class SimYaml {
    private SimYaml() {
    }

    static long bytes(YamlNode y) {
        String t = y.text();
        long v = Units.parseBytes(t).orElseThrow(() ->
                y.error("expected a size such as 4096, 100KB or 1MiB, found '" + t + "'"));
        if (v <= 0) {
            throw y.error("a size must be positive, found '" + t + "'");
        }
        if (v > SimLimits.MAX_FLOW_BYTES) {
            throw y.error(t + " is larger than the simulator holds (at most 1 TB)");
        }
        return v;
    }

    static long durationPs(YamlNode y) {
        String t = y.text();
        if (y.raw() instanceof Number n && n.doubleValue() == 0) {
            return 0;
        }
        long ps = Units.parseDurationPs(t).orElseThrow(() ->
                y.error("expected a duration such as 10us or 2ms (negative values are not allowed), found '" + t + "'"));
        if (ps > SimLimits.MAX_TIME_PS) {
            throw y.error(t + " is longer than the simulator holds (at most " + SimLimits.MAX_TIME_TEXT + ")");
        }
        return ps;
    }

    static long rate(YamlNode y) {
        String t = y.text();
        long r = Units.parseRateBitsPerSec(t).orElseThrow(() ->
                y.error("expected a positive rate such as 100Gbps, found '" + t + "'"));
        if (r > SimLimits.MAX_RATE_BITS_PER_SEC) {
            throw y.error(t + " is faster than the simulator holds (at most 10Tbps)");
        }
        if (r < SimLimits.MIN_RATE_BITS_PER_SEC) {
            throw y.error(t + " is slower than the simulator holds (at least 1Mbps)");
        }
        return r;
    }
}
