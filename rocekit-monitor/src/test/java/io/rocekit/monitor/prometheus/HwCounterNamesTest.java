package io.rocekit.monitor.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.monitor.sample.EthtoolStats;
import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.testing.Exposition;
import io.rocekit.monitor.testing.RoceTree;
import io.rocekit.monitor.testing.SharedFixtures;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * hw_counters exported as node_exporter 1.11 exports them (names and scale from its collector,
 * listed in ../shared/fixtures/monitor/node_exporter-hw-counters.tsv), with rocekit_ for node_.
 */
class HwCounterNamesTest {
    @TempDir
    Path dir;

    @Test
    void aScrapeCarriesAllThirtyNodeExporterNamesWithTheFilesValues() throws Exception {
        List<String[]> rows = Files.readAllLines(SharedFixtures.path("fixtures/monitor/node_exporter-hw-counters.tsv"),
                StandardCharsets.UTF_8).stream().skip(1).filter(l -> !l.isBlank()).map(l -> l.split("\t")).toList();
        assertThat(rows).hasSize(30);
        RoceTree tree = new RoceTree(dir);
        long v = 1000;
        for (String[] r : rows) {
            tree.hw(r[0], v++);
        }
        Sample s = new Sampler(tree.sysfs(), EthtoolStats.none()).sample();
        Map<String, Double> got = Exposition.samples(Exposition.text(SysfsCollector.snapshots(s, 0)), "rocekit_", "node_");
        v = 1000;
        for (String[] r : rows) {
            double scale = r[2].equals("1/1000") ? 1e-3 : Double.parseDouble(r[2]);
            assertThat(got).as(r[0]).containsEntry(r[1] + "{device=\"mlx5_0\",port=\"1\"}", (v++) * scale);
        }
    }

    @Test
    void aCounterNodeExporterLacksKeepsTheSameStyle() {
        assertThat(HwCounterNames.counter("resp_rnr_nak")).contains("rocekit_infiniband_resp_rnr_nak_total");
        assertThat(HwCounterNames.counter("np_cnp_sent")).contains("rocekit_infiniband_np_cnp_packets_sent_total");
        assertThat(HwCounterNames.counter("link_downed")).contains("rocekit_infiniband_hw_link_downed_total");
        assertThat(HwCounterNames.counter("bad name")).isEmpty();
    }
}
