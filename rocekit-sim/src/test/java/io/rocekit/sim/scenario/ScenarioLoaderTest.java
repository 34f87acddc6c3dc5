package io.rocekit.sim.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.sim.SimInputException;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ScenarioLoaderTest {
    private static final Path EXAMPLES = Path.of("..", "examples");

    private static Scenario parse(String yaml) {
        return ScenarioLoader.parse("s.yaml", yaml, Path.of("."));
    }

    @Test
    void everyExampleLoads() throws IOException {
        int n = 0;
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(EXAMPLES, "*.yaml")) {
            for (Path p : ds) {
                Scenario s = ScenarioLoader.load(p);
                assertThat(s.flows()).as(p.toString()).isNotEmpty();
                n++;
            }
        }
        assertThat(n).isGreaterThanOrEqualTo(5);
        Scenario ls = ScenarioLoader.load(EXAMPLES.resolve("ls32-websearch.yaml"));
        assertThat(ls.flows()).hasSize(325);
        assertThat(ls.topology().hostIds()).hasSize(32);
        Scenario fat = ScenarioLoader.load(EXAMPLES.resolve("fat320-websearch.yaml"));
        assertThat(fat.flows()).hasSize(1394);
        assertThat(fat.topology().switchIds()).hasSize(56);
    }

    @Test
    void readsEveryPattern() {
        Scenario s = parse("""
                name: t
                seed: 4
                until: 3ms
                topology:
                  leaf-spine: {leaves: 2, spines: 2, hosts-per-leaf: 4, host-rate: 100Gbps, oversubscription: 2}
                traffic:
                  - flows: [{src: 0, dst: 1, size: 10KB, start: 5us}]
                  - incast: {senders: 1..3, receiver: 0, size: 1MB}
                  - permutation: {size: 2MB}
                  - all-to-all: {hosts: [0, 1, 2], size: 1KB}
                  - ring-allreduce: {hosts: [4, 5, 6, 7], size: 4MB}
                  - poisson: {load: 0.3, cdf: fb-hadoop, duration: 100us}
                knobs:
                  ecn: {kmin: 50KB, kmax: 200KB}
                  rpg_time_reset: 55
                trace-flows: [0]
                """);
        assertThat(s.name()).isEqualTo("t");
        assertThat(s.seed()).contains(4L);
        assertThat(s.untilPs()).isEqualTo(3_000_000_000L);
        assertThat(s.topology().hostIds()).hasSize(8);
        assertThat(s.knobs()).extracting(Scenario.KnobOverride::key).containsExactly("ecn.kmin", "ecn.kmax",
                "rpg_time_reset");
        // 2(G-1) = 6 steps of 4 chunks; every step after the first waits for the previous one
        long waiting = s.flows().stream().filter(f -> f.afterFlow() >= 0).count();
        assertThat(waiting).isEqualTo(5L * 4);
        assertThat(s.flows().size()).isGreaterThan(1 + 3 + 8 + 6 + 24);
    }

    @Test
    void refusesUnknownKeysWithTheirPath() {
        assertThatThrownBy(() -> parse("topology: {star: {hosts: 3, rate: 100Gbps}}\ntraffic: []\nfoo: 1\n"))
                .isInstanceOf(SimInputException.class).hasMessageContaining("s.yaml: foo: unknown key");
        assertThatThrownBy(() -> parse("topology: {star: {hosts: 3, rate: 100Gbps, speed: 1}}\ntraffic: []\n"))
                .hasMessageContaining("topology.star.speed: unknown key");
        assertThatThrownBy(() -> parse("topology: {star: {hosts: 3, rate: 100Gbps}}\n"
                + "traffic: [{flows: [{src: 0, dst: 1, size: 1KB}]}]\nknobs: {ecn: {kmn: 5KB}}\n"))
                .hasMessageContaining("knobs.ecn.kmn: unknown knob 'ecn.kmn'");
    }

    @Test
    void refusesImpossibleValuesWithTheReason() {
        assertThatThrownBy(() -> parse("topology: {star: {hosts: 3, rate: -100Gbps}}\ntraffic: []\n"))
                .hasMessageContaining("topology.star.rate: expected a positive rate");
        // at a few b/s a PFC pause outgrew the clock (an ArithmeticException, exit 3, before)
        assertThatThrownBy(() -> parse("topology: {star: {hosts: 3, rate: 1bps}}\ntraffic: []\n"))
                .hasMessageContaining("topology.star.rate: 1bps is slower than the simulator holds (at least 1Mbps)");
        assertThatThrownBy(() -> parse("topology: {star: {hosts: 3, rate: 100Gbps}}\n"
                + "traffic: [{flows: [{src: 0, dst: 3, size: 1KB}]}]\n"))
                .hasMessageContaining("traffic[0].flows[0].dst: node 3 is a switch, not a host");
        assertThatThrownBy(() -> parse("topology: {star: {hosts: 3, rate: 100Gbps}}\n"
                + "traffic: [{flows: [{src: 0, dst: 1, size: 0}]}]\n"))
                .hasMessageContaining("traffic[0].flows[0].size: a size must be positive");
        assertThatThrownBy(() -> parse("topology: {star: {hosts: 3, rate: 100Gbps}}\n"
                + "traffic: [{poisson: {load: 1.5, cdf: websearch, duration: 1ms}}]\n"))
                .hasMessageContaining("traffic[0].poisson.load: 1.5 is out of range");
        assertThatThrownBy(() -> parse("topology: {star: {hosts: 3, rate: 100Gbps}}\n"
                + "traffic: [{flows: [{src: 0, dst: 1, size: 1KB, start: -5us}]}]\n"))
                .hasMessageContaining("traffic[0].flows[0].start: expected a duration");
        assertThatThrownBy(() -> parse("topology: {star: {hosts: 3, rate: 100Gbps}, fat-tree: {k: 4,"
                + " host-rate: 100Gbps}}\ntraffic: []\n"))
                .hasMessageContaining("topology: expected exactly one of");
        assertThatThrownBy(() -> parse("topology: [1, 2\n")).hasMessageContaining("not valid YAML");
        assertThatThrownBy(() -> parse("profile: fast\ntopology: {star: {hosts: 3, rate: 100Gbps}}\n"
                + "traffic: []\n")).hasMessageContaining("profile: unknown profile 'fast'");
    }
}
