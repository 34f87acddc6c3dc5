package io.rocekit.host.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.Fixtures;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.hwcounters.RdmaCounters;
import io.rocekit.host.parse.hwcounters.RdmaCountersParser;
import org.junit.jupiter.api.Test;

class RdmaCountersParserTest {
    private final RdmaCountersParser parser = new RdmaCountersParser();

    @Test
    void sysfsListingOfTheProcfsFixture() throws Exception {
        RdmaCounters c = parser.parse(Fixtures.source("host/hw-counters/procfs-ttar-mlx5-cx4lx-vf-counters-and-hw_counters.txt"));
        RdmaCounters.Counter timeout = c.all("local_ack_timeout_err").get(0);
        assertThat(timeout.value()).isEqualTo(131);
        assertThat(timeout.group()).isEqualTo(RdmaCounters.Group.HW_COUNTERS);
        assertThat(timeout.port()).hasValue(1);
        assertThat(c.all("req_cqe_error").get(0).value()).isEqualTo(3481);
        assertThat(c.all("resp_cqe_flush_error").get(0).value()).isEqualTo(4708);
        assertThat(c.all("roce_adp_retrans").get(0).value()).isEqualTo(99);
        assertThat(c.all("out_of_buffer").get(0).value()).isZero();
        assertThat(c.all("port_rcv_data").get(0).group()).isEqualTo(RdmaCounters.Group.PORT_COUNTERS);
        // congestion counters are absent from this tree: absent, not 0
        assertThat(c.has("np_cnp_sent")).isFalse();
        assertThat(c.has("rp_cnp_handled")).isFalse();
        assertThat(c.attributes()).extracting(RdmaCounters.Attribute::path)
                .contains("fw_ver", "hca_type", "ports/1/link_layer", "ports/1/state", "ports/1/rate");
        assertThat(c.attributes().stream().filter(a -> a.path().equals("ports/1/state")).findFirst().get().value())
                .isEqualTo("4: ACTIVE");
    }

    @Test
    void showCountersFormat() throws Exception {
        RdmaCounters c = parser.parse(Fixtures.source("host/hw-counters/notes-cx4lx-show-counters-mlx5_0-out-of-buffer.txt"));
        assertThat(c.counters()).hasSize(30);
        assertThat(c.all("out_of_buffer").get(0).value()).isEqualTo(135);
        assertThat(c.all("out_of_buffer").get(0).port()).hasValue(1);
        assertThat(c.all("resp_cqe_error").get(0).value()).isEqualTo(1009);
        assertThat(c.all("np_cnp_sent").get(0).value()).isZero();
    }

    @Test
    void rdmaStatisticShowFormat() throws Exception {
        RdmaCounters c = parser.parse(Fixtures.source("host/hw-counters/notes-cx4lx-rdma-statistic-show-4dev-oneline.txt"));
        assertThat(c.all("out_of_buffer")).extracting(RdmaCounters.Counter::where, RdmaCounters.Counter::value)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("mlx5_0/1", 135L),
                        org.assertj.core.groups.Tuple.tuple("mlx5_1/1", 0L),
                        org.assertj.core.groups.Tuple.tuple("mlx5_2/1", 0L),
                        org.assertj.core.groups.Tuple.tuple("mlx5_3/1", 0L));
        assertThat(c.counters()).hasSize(4 * 29);
    }

    /**
     * {@code rdma statistic show -p} (iproute2's own cover letter): {@code link mlx5_0/1} alone, then one
     * TAB-indented counter a line. Before, the output was of no known kind (exit 4), and a bare link line
     * inside a counters part was an input error.
     */
    @Test
    void rdmaStatisticShowPrettyFormatNamesTheLinkOfEachCounter() throws Exception {
        String file = "extra/hw-counters/iproute2-stat-counter-cover-letter-rdma-stat-show-p.txt";
        io.rocekit.host.detect.Identification id = io.rocekit.doctor.switchcfg.EvidenceReaders.detector().identify(Fixtures.source(file));
        assertThat(id.parts()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(io.rocekit.host.artifact.ArtifactKind.HW_COUNTERS);
            assertThat(p.command()).contains("rdma stat show -p");
        });
        RdmaCounters c = parser.parse(id.parts().get(0).text());
        assertThat(c.counters()).hasSize(21).allSatisfy(k -> {
            assertThat(k.where()).isEqualTo("mlx5_0/1");
            assertThat(k.value()).isZero();
        });
        assertThat(c.has("np_cnp_sent")).isTrue();
    }

    @Test
    void grepOfSysfsPathsNamesTheDevice() throws Exception {
        RdmaCounters c = parser.parse(TextSource.of("g.txt",
                "/sys/class/infiniband/mlx5_3/ports/1/hw_counters/np_cnp_sent:77\n"));
        assertThat(c.all("np_cnp_sent").get(0).where()).isEqualTo("mlx5_3/1");
    }

    @Test
    void errorsNameTheLine() throws Exception {
        assertThatThrownBy(() -> parser.parse(TextSource.of("r.txt", "link mlx5_0/1 out_of_buffer 135 out_of_sequence\n")))
                .hasMessage("r.txt:1: expected 'name value' pairs after 'link mlx5_0/1', found 'link mlx5_0/1 out_of_buffer 135 out_of_sequence'");
        assertThatThrownBy(() -> parser.parse(TextSource.of("r.txt", "ports/1/hw_counters/out_of_buffer 1x\n")))
                .hasMessage("r.txt:1: expected a counter value for out_of_buffer, found '1x'");
        assertThat(parser.parse(TextSource.of("r.txt", "")).counters()).isEmpty();
    }
}
