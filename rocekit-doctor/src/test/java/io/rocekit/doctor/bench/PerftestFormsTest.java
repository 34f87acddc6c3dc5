package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.bench.RunStatus;
import io.rocekit.host.parse.perftest.PerftestBwParser;
import io.rocekit.host.parse.perftest.PerftestCompletionError;
import java.util.List;
import org.junit.jupiter.api.Test;

/** perftest output forms beyond one process's table, each on a public output (source in its {@code .meta.md}). */
class PerftestFormsTest {
    /**
     * The form of linux-rdma/perftest PR #342 ("make completion error outputs more descriptive"): the
     * status as ibv_wc_status_str() prints it (rdma-core libibverbs/enum_strs.c). The lines are those
     * of zrlio/softiwarp issue #27 (fixture softiwarp27-...) with the number replaced by that text.
     */
    @Test
    void statusPrintedAsTextDecodesLikeTheNumber() throws Exception {
        String numeric = BenchFixtures.source("perftest/softiwarp27-send-bw-siw-retry-exceeded-one-line.txt").lines().get(0);
        for (String status : List.of("transport retry counter exceeded", "transport retry counter exceeded (12)")) {
            String text = numeric.replace("Failed status 12:", "Failed status " + status + ":");
            var run = new PerftestBwParser().parse(TextSource.of("pr342.txt", text)).runs().get(0);
            assertThat(run.status()).isEqualTo(RunStatus.FAILED);
            assertThat(PerftestCompletionError.in(run.errors())).hasValueSatisfying(e -> {
                assertThat(e.status()).isEqualTo(12);
                assertThat(e.vendorErr()).isEqualTo(0x81);
                assertThat(e.side()).contains("client");
            });
        }
        var flushed = new PerftestBwParser().parse(TextSource.of("f.txt",
                " Completion with error at server\n Failed status Work Request Flushed Error: wr_id 0 syndrom 0xf9\n rcnt=0\n"));
        assertThat(PerftestCompletionError.in(flushed.runs().get(0).errors())).hasValueSatisfying(e -> assertThat(e.status()).isEqualTo(5));
        var unknown = new PerftestBwParser().parse(TextSource.of("u.txt",
                " Completion with error at client\n Failed status no such status text: wr_id 0 syndrom 0x81\n"));
        assertThat(unknown.runs().get(0).status()).isEqualTo(RunStatus.FAILED);
        assertThat(PerftestCompletionError.in(unknown.runs().get(0).errors())).isEmpty();
    }
}
