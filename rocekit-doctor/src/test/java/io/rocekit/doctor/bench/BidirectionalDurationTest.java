package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.bench.rate.LineRate;
import io.rocekit.host.artifact.TextSource;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@code ib_write_bw -b -D 5} on a 100 GbE ConnectX-5 (the shape of a public RoCE blog's run, with
 * its CPU-frequency warning between header and row): in duration mode perftest prints this host's
 * direction only (it adds both sides' reports only when it counts iterations, perftest *_bw.c
 * {@code if (user_param.duplex && user_param.test_type != DURATION)}), so 98 Gb/s is 98 % of one
 * 100G direction, not 49 % of two, and no FAIL.
 */
class BidirectionalDurationTest {
    private static final String RUN = """
            WARNING: BW peak won't be measured in this run.
            ---------------------------------------------------------------------------------------
                                RDMA_Write Bidirectional BW Test
             Dual-port       : OFF          Device         : mlx5_0
             Number of qps   : 1            Transport type : IB
             Connection type : RC           Using SRQ      : OFF
             Mtu             : 4096[B]
             Link type       : Ethernet
             GID index       : 4
            ---------------------------------------------------------------------------------------
             #bytes     #iterations    BW peak[Gb/sec]    BW average[Gb/sec]   MsgRate[Mpps]
            Conflicting CPU frequency values detected: 1500.000000 != 3300.016000. CPU Frequency is not max.
             65536      560845           0.00               98.02                0.186950
            ---------------------------------------------------------------------------------------
            """;

    @Test
    void aBidirectionalRunInDurationModeIsJudgedAgainstOneDirection() throws Exception {
        BenchReport r = BenchAnalysis.analyze(List.of(TextSource.of("bidir.txt", RUN)), Optional.of(LineRate.parse("100G")));
        assertThat(r.verdicts()).singleElement().satisfies(v -> {
            assertThat(v.lineRateGbps()).hasValue(100.0);
            assertThat(v.nics()).hasValue(1);
            assertThat(v.efficiency().getAsDouble()).isBetween(0.97, 0.99);
            assertThat(v.notes()).anyMatch(n -> n.contains("with -b it is this host's direction only"));
        });
        assertThat(r.findings()).noneMatch(f -> f.severity() == io.rocekit.core.finding.Severity.FAIL);
        // counted by iterations, the same -b run reports both sides' sum: two directions are the reference
        BenchReport iter = BenchAnalysis.analyze(List.of(TextSource.of("iter.txt", RUN.replace("WARNING: BW peak won't be measured"
                + " in this run.\n", "").replace("0.00               98.02", "98.10              98.02"))),
                Optional.of(LineRate.parse("100G")));
        assertThat(iter.verdicts().get(0).nics()).as("one port, both directions").hasValue(2);
    }
}
