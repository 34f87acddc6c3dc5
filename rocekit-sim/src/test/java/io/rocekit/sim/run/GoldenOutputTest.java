package io.rocekit.sim.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.sim.metrics.FlowRecord;
import io.rocekit.sim.metrics.HpccFctWriter;
import io.rocekit.sim.metrics.PortRecord;
import io.rocekit.sim.metrics.QueueSeries;
import io.rocekit.sim.metrics.RateTrace;
import io.rocekit.sim.scenario.Scenario;
import io.rocekit.sim.scenario.ScenarioLoader;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.traffic.Flow;
import io.rocekit.sim.validation.Fixtures;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The simulator's output pinned byte for byte on the reference scenarios: the reference-format
 * fct.txt and pfc.txt, and every counter the metric records carry (totals, per-port counters,
 * invariants, the traced rate of flow 0, a digest of the queue series). The golden files were
 * written by the code before the network model was split into parts (issue 9); a change of model
 * behaviour must show up here as a diff and be regenerated on purpose:
 * {@code mvn -pl rocekit-sim test -Dtest=GoldenOutputTest -Dgolden.write=true}.
 *
 * <p>fat320-head is the FAT320 fat-tree (the calendar event queue, 400 Gb/s fabric links, ECMP
 * over three tiers) with the first 150 flows of its web-search flow file.
 *
 * <p>fattree-k8 and fattree-k16 are the scale benchmark's workload (issue 22, a permutation of
 * 256 KB flows on a k-ary fat-tree at 400 Gb/s, {@code src/test/resources/scale/}), written by the
 * code before routing and the event queue were rebuilt for 8,192-host fabrics: the same flows
 * must finish with the same FCTs, and every counter must agree.
 */
class GoldenOutputTest {
    private static final Path WRITE_DIR = Path.of("src/test/resources/golden");

    @ParameterizedTest
    @ValueSource(strings = {"incast16", "incast16pfc", "conv2", "ls32", "fat320-head", "fattree-k8", "fattree-k16"})
    void outputIsByteIdenticalToTheGoldenFiles(String scenario) throws IOException {
        SimResult r = run(scenario);
        String fct = HpccFctWriter.fctFile(r.finishedInCompletionOrder());
        String metrics = metrics(r);
        if (Boolean.getBoolean("golden.write")) {
            Files.createDirectories(WRITE_DIR);
            Files.writeString(WRITE_DIR.resolve(scenario + ".fct.txt"), fct);
            Files.writeString(WRITE_DIR.resolve(scenario + ".metrics.txt"), metrics);
        }
        assertThat(fct).as("%s fct.txt", scenario).isEqualTo(golden(scenario + ".fct.txt"));
        assertThat(metrics).as("%s metrics", scenario).isEqualTo(golden(scenario + ".metrics.txt"));
    }

    /**
     * Reading ahead of the simulation (issue 22), inline or from a second thread, reads only: the
     * outputs stay the golden ones (on the scenarios with the calendar queue, where it runs).
     */
    @ParameterizedTest
    @CsvSource({"fat320-head, INLINE", "fattree-k8, INLINE", "fattree-k16, INLINE",
        "fat320-head, THREAD", "fattree-k8, THREAD", "fattree-k16, THREAD"})
    void outputIsByteIdenticalWhenTheStateIsReadAhead(String scenario, RunOptions.ReadAhead mode) throws IOException {
        SimResult r = run(scenario, RunOptions.defaults().withReadAhead(mode));
        assertThat(HpccFctWriter.fctFile(r.finishedInCompletionOrder())).isEqualTo(golden(scenario + ".fct.txt"));
        assertThat(metrics(r)).isEqualTo(golden(scenario + ".metrics.txt"));
    }

    /**
     * On two threads, one part of the fabric each (issue 22), the scenarios whose events seldom tie
     * across parts (web-search arrivals, a single switch without PFC) finish every flow at the
     * golden time with the golden counters; what differs is where a frame's record lived (peak
     * packet slots) and, in LS32, integrals closed at each part's last event. The synthetic
     * permutations and the PFC incast tie across parts and are checked in {@link ParallelRunTest}.
     */
    @ParameterizedTest
    @ValueSource(strings = {"incast16", "conv2", "ls32", "fat320-head"})
    void flowsAndCountersAreTheGoldenOnesOnTwoThreads(String scenario) throws IOException {
        SimResult r = run(scenario, RunOptions.defaults().withThreads(2));
        assertThat(r.run().threads()).isEqualTo(2);
        assertThat(HpccFctWriter.fctFile(r.finishedInCompletionOrder())).isEqualTo(golden(scenario + ".fct.txt"));
        assertThat(lines(metrics(r), "total ", "flow", "invariants ", "bucket "))
                .isEqualTo(lines(golden(scenario + ".metrics.txt"), "total ", "flow", "invariants ", "bucket "));
    }

    private static List<String> lines(String text, String... prefixes) {
        return text.lines().filter(l -> java.util.Arrays.stream(prefixes).anyMatch(l::startsWith)).toList();
    }

    private static SimResult run(String scenario) {
        return run(scenario, RunOptions.defaults());
    }

    private static SimResult run(String scenario, RunOptions base) {
        RunOptions traced = base.withTracedFlows(0);
        return switch (scenario) {
            case "incast16" -> run("incast16_topology.txt", "incast16_flows.txt", Integer.MAX_VALUE, traced);
            case "incast16pfc" -> run("incast16_topology.txt", "incast16_flows.txt", Integer.MAX_VALUE, traced,
                    "switch.buffer=4MiB");
            case "conv2" -> run("conv2_topology.txt", "conv2_flows.txt", Integer.MAX_VALUE, traced);
            case "ls32" -> run("ls32_topology.txt", "ls32_websearch_l30_5ms_seed1_flows.txt", Integer.MAX_VALUE,
                    traced);
            case "fat320-head" -> run("fat320_topology.txt", "fat320_websearch_l30_2ms_seed1_flows.txt", 150, traced);
            case "fattree-k8", "fattree-k16" -> scenario("/scale/" + scenario + "-permutation.yaml", traced);
            default -> throw new IllegalArgumentException(scenario);
        };
    }

    private static SimResult run(String topo, String flowFile, int firstFlows, RunOptions options, String... sets) {
        Topology t = Fixtures.topology(topo);
        List<Flow> flows = Fixtures.flows(flowFile, t);
        if (flows.size() > firstFlows) {
            flows = flows.subList(0, firstFlows);
        }
        return SimRun.run(t, flows, Fixtures.hpcc(t, sets), options);
    }

    /** A scenario file as the CLI runs it with its profile (hpcc-dcqcn) and no overrides. */
    private static SimResult scenario(String resource, RunOptions options) {
        String text;
        try (InputStream in = GoldenOutputTest.class.getResourceAsStream(resource)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Scenario sc = ScenarioLoader.parse(resource, text, Path.of("."));
        return SimRun.run(sc.topology(), sc.flows(), Fixtures.hpcc(sc.topology()), options);
    }

    /** Every measured figure except wall and CPU time, one per line. */
    static String metrics(SimResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append("endPs ").append(r.endPs()).append('\n');
        sb.append("events ").append(r.run().events()).append(" packetHops ").append(r.run().packetHops())
                .append(" peakPacketSlots ").append(r.run().peakPacketSlots()).append('\n');
        Map<String, Long> totals = new TreeMap<>(r.totals());
        totals.forEach((k, v) -> sb.append("total ").append(k).append(' ').append(v).append('\n'));
        sb.append("invariants ").append(r.invariants()).append('\n');
        List<String> flows = r.flows().stream().map(FlowRecord::toString).toList();
        section(sb, "flow", flows);
        section(sb, "port", r.ports().stream().map(PortRecord::toString).toList());
        sb.append(HpccFctWriter.pfcFile(r.pfcEvents(), n -> 0));
        QueueSeries q = r.queues();
        long sum = 0;
        long weighted = 0;
        for (int i = 0; i < q.samples().length; i++) {
            sum += q.samples()[i];
            weighted += (long) q.samples()[i] * (i % 9973);
        }
        sb.append("queues start ").append(q.startPs()).append(" period ").append(q.periodPs()).append(" ports ")
                .append(q.ports().size()).append(" ticks ").append(q.ticks()).append(" sum ").append(sum)
                .append(" weighted ").append(weighted).append('\n');
        for (RateTrace t : r.rates()) {
            sb.append("rate flow ").append(t.flow());
            for (int i = 0; i < t.timesPs().length; i++) {
                sb.append(' ').append(t.timesPs()[i]).append(':').append(Double.toHexString(t.ratesBitsPerSec()[i]));
            }
            sb.append('\n');
        }
        for (var b : r.buckets()) {
            sb.append("bucket ").append(b).append('\n');
        }
        return sb.toString();
    }

    /** Small sections line by line (readable diffs); large ones as a count and a SHA-256. */
    private static void section(StringBuilder sb, String name, List<String> lines) {
        if (lines.size() <= 64) {
            lines.forEach(l -> sb.append(name).append(' ').append(l).append('\n'));
            return;
        }
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            lines.forEach(l -> md.update((l + "\n").getBytes(StandardCharsets.UTF_8)));
            sb.append(name).append("s ").append(lines.size()).append(" sha256 ")
                    .append(HexFormat.of().formatHex(md.digest())).append('\n');
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String golden(String name) {
        try (InputStream in = GoldenOutputTest.class.getResourceAsStream("/golden/" + name)) {
            if (in == null) {
                return "(no golden file " + name + "; run with -Dgolden.write=true)";
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
