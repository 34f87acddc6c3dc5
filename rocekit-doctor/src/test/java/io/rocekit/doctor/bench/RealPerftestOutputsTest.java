package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.host.bench.PerftestLatRow;
import io.rocekit.host.bench.PerftestLatRun;
import io.rocekit.host.bench.RunStatus;
import io.rocekit.host.parse.perftest.PerftestBwParser;
import io.rocekit.host.parse.perftest.PerftestOutput;
import org.junit.jupiter.api.Test;

/** Public perftest outputs (each with its source in a {@code .meta.md} beside it) read as they were printed. */
class RealPerftestOutputsTest {
    private static PerftestOutput parse(String path) throws Exception {
        return new PerftestBwParser().parse(BenchFixtures.source(path));
    }

    @Test
    void latencyCellsRunTogetherAreSplitAtTheirTwoDecimals() throws Exception {
        PerftestOutput out = parse("perftest/rxe-vbox-send-bw-lat-server-client-glued-stdev.txt");
        assertThat(out.bandwidth()).hasSize(2);
        assertThat(out.latency()).hasSize(2);
        PerftestLatRun server = out.latency().get(0);
        assertThat(server.status()).isEqualTo(RunStatus.OK);
        assertThat(server.header().device()).contains("rxe0");
        PerftestLatRow r = server.rows().get(0);
        assertThat(r.tStdev()).hasValue(2465.90);
        assertThat(r.p99()).hasValue(1216.65);
        assertThat(r.p999()).hasValue(37330.73);
        assertThat(r.tTypical()).hasValue(692.41);
    }
}
