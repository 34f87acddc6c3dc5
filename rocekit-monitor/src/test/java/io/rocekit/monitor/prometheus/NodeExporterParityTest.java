package io.rocekit.monitor.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.monitor.sample.EthtoolStats;
import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.testing.Exposition;
import io.rocekit.monitor.testing.Resources;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * For every {@code node_infiniband_*} sample node_exporter gives on its own fixture trees, rocekit
 * gives {@code rocekit_infiniband_*} with the same labels and value, and nothing more under that
 * prefix; the metric types agree. Expected outputs: node_exporter's e2e-output.txt for its sysfs
 * fixture, and Debian's node_exporter 1.5.0 run on prometheus/procfs' fixture (see the README in
 * the resources).
 */
class NodeExporterParityTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "node-exporter-sysfs/sys, node_exporter-expected.prom",
        "procfs-sysfs/sys, procfs-node_exporter-1.5.0.prom",
    })
    void sameSamplesAndTypesAsNodeExporter(String tree, String expected) {
        Sample s = new Sampler(Resources.path(tree), EthtoolStats.none()).sample();
        String ours = Exposition.text(SysfsCollector.snapshots(s, 0));
        String theirs = Resources.text(expected);

        Map<String, Double> want = Exposition.samples(theirs, "node_infiniband_", "infiniband_");
        // node_exporter 1.5 predates hw_counters (1.11): those are compared in HwCounterNamesTest
        Map<String, Double> got = withoutHwCounters(Exposition.samples(ours, "rocekit_infiniband_", "infiniband_"), s);
        assertThat(want).isNotEmpty();
        assertThat(got).containsExactlyInAnyOrderEntriesOf(want);
        assertThat(withoutHwCounters(Exposition.types(ours, "rocekit_infiniband_", "infiniband_"), s))
                .containsExactlyInAnyOrderEntriesOf(Exposition.types(theirs, "node_infiniband_", "infiniband_"));
    }

    /** {@code samples} without the families of the sample's hw_counters files. */
    static <V> Map<String, V> withoutHwCounters(Map<String, V> samples, Sample s) {
        java.util.Set<String> hw = new java.util.HashSet<>();
        s.ports().forEach(p -> p.hwCounters().keySet().forEach(f -> HwCounterNames.counter(f).ifPresent(hw::add)));
        hw.add(HwCounterNames.LIFESPAN_METRIC);
        Map<String, V> out = new java.util.TreeMap<>(samples);
        out.keySet().removeIf(k -> hw.contains("rocekit_" + k.replaceFirst("\\{.*", "")));
        return out;
    }

    @Test
    void fixtureValuesNamedInTheSourceNote() {
        Sample s = new Sampler(Resources.path("node-exporter-sysfs/sys"), EthtoolStats.none()).sample();
        Map<String, Double> got = Exposition.samples(Exposition.text(SysfsCollector.snapshots(s, 0)), "rocekit_", "");
        assertThat(got).containsEntry("infiniband_port_data_received_bytes_total{device=\"mlx4_0\",port=\"1\"}", 1.8527668e7)
                .containsEntry("infiniband_port_transmit_wait_total{device=\"mlx4_0\",port=\"1\"}", 4.294967295e9)
                .containsEntry("infiniband_rate_bytes_per_second{device=\"i40iw0\",port=\"1\"}", 1.25e9)
                .containsEntry("rdma_counter_saturated{counter=\"port_xmit_wait\",device=\"mlx4_0\",port=\"1\"}", 1.0);
        // i40iw0 has no PMA: its counter files say "N/A (no PMA)", which is no value and no fault.
        assertThat(got.keySet()).noneMatch(k -> k.startsWith("infiniband_port_") && k.contains("i40iw0"));
        assertThat(s.notes()).noneMatch(n -> n.contains("i40iw0"));
    }
}
