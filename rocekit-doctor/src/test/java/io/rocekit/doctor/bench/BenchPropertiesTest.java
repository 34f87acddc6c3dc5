package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.bench.rate.LineRate;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.bench.BusBwFactor;
import io.rocekit.host.parse.nccllog.NcclLogParser;
import io.rocekit.host.parse.nccltests.NcclTestsParser;
import io.rocekit.host.parse.perftest.PerftestBwParser;
import io.rocekit.host.parse.text.Lines;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

class BenchPropertiesTest {
    private static final List<String> FIXTURES = List.of(
            "perftest/perftest273-write-postlist-8B-msgrate.txt",
            "variants/perftest-write-bw-a-gbits-cx5-100g.txt",
            "variants/perftest-read-lat-roce-cpufreq-noise.txt",
            "nccl-tests/awsome-p5-2node-efa-mpi-prefix-elided.txt",
            "nccl-tests/hwnotes-a40-4gpu-sys-p2p-disabled-1g-8g.txt",
            "variants/nccltests-roce-2node-h100-gdr-off-with-log.txt");

    @Property(tries = 300)
    void busBandwidthFactorGivesBackItsRankCount(@ForAll @IntRange(min = 2, max = 4096) int n) {
        assertThat(BusBwFactor.TWO_N_MINUS_1_OVER_N.ranksFor(BusBwFactor.TWO_N_MINUS_1_OVER_N.of(n), 1e-12)).hasValue(n);
        assertThat(BusBwFactor.N_MINUS_1_OVER_N.ranksFor(BusBwFactor.N_MINUS_1_OVER_N.of(n), 1e-12)).hasValue(n);
    }

    @Property(tries = 200)
    void lineRateReadsWhatItIsGiven(@ForAll @IntRange(min = 1, max = 64) int nics, @ForAll @IntRange(min = 1, max = 1600) int gbps) {
        LineRate r = LineRate.parse(nics + "x" + gbps + "G");
        assertThat(r.nics()).hasValue(nics);
        assertThat(r.perNicGbps()).isEqualTo(gbps);
        assertThat(LineRate.parse(gbps + "Gb/s").perNicGbps()).isEqualTo(gbps);
    }

    @Property(tries = 200)
    void cleaningALineTwiceChangesNothing(@ForAll("decorated") String line) {
        assertThat(Lines.clean(Lines.clean(line))).isEqualTo(Lines.clean(line));
    }

    @Provide
    Arbitrary<String> decorated() {
        Arbitrary<String> body = Arbitraries.strings().withChars(" \t#0123456789abcxyz:.-[]<>").ofMaxLength(40);
        Arbitrary<String> prefix = Arbitraries.of("", "[1,0]<stdout>:", "0: ", "  12: ", "[3,1]<stderr>: ",
                "(RayWorkerWrapper pid=663) ", "(RayWorkerWrapper pid=627, ip=10.244.1.107) ", "(pid=12) ", "[0] ", "[12] ");
        return net.jqwik.api.Combinators.combine(prefix, body).as((p, b) -> p + b + "\r");
    }

    /**
     * Parsers are total: any cut, any line dropped or duplicated, any line damaged (a digit made a
     * letter, a number made 30 digits long), gives a model or a ParseException naming a line of the
     * file; never another exception.
     */
    @Property(tries = 400)
    void parsersAreTotalOnDamagedFixtures(@ForAll("fixtureIndex") int which, @ForAll("edits") List<int[]> edits) {
        TextSource src = BenchFixtures.source(FIXTURES.get(which));
        List<String> lines = new ArrayList<>(src.lines());
        for (int[] e : edits) {
            if (lines.isEmpty()) {
                break;
            }
            int at = Math.floorMod(e[1], lines.size());
            switch (e[0]) {
                case 0 -> lines.remove(at);
                case 1 -> lines.add(at, lines.get(at));
                case 2 -> lines.set(at, lines.get(at).substring(0, Math.floorMod(e[2], lines.get(at).length() + 1)));
                case 3 -> lines.set(at, lines.get(at).replaceFirst("[0-9]", "x"));
                case 4 -> lines.set(at, lines.get(at).replaceFirst("[0-9]+", "9".repeat(30)));
                default -> lines.subList(at, lines.size()).clear();
            }
        }
        TextSource damaged = new TextSource("damaged.txt", 1, lines);
        for (var parse : List.<Parse>of(s -> new PerftestBwParser().parse(s), s -> new NcclTestsParser().parse(s),
                s -> new NcclLogParser().parse(s), s -> BenchAnalysis.analyze(List.of(s), Optional.of(LineRate.parse("400G"))))) {
            try {
                assertThat(parse.apply(damaged)).isNotNull();
            } catch (ParseException e) {
                assertThat(e.file()).isEqualTo("damaged.txt");
                assertThat(e.line()).isBetween(1, lines.size());
                assertThat(e.getMessage()).startsWith("damaged.txt:" + e.line() + ": expected ");
            }
        }
    }

    @FunctionalInterface
    interface Parse {
        Object apply(TextSource s) throws ParseException;
    }

    @Provide
    Arbitrary<Integer> fixtureIndex() {
        return Arbitraries.integers().between(0, FIXTURES.size() - 1);
    }

    @Provide
    Arbitrary<List<int[]>> edits() {
        Arbitrary<int[]> edit = net.jqwik.api.Combinators.combine(Arbitraries.integers().between(0, 5),
                Arbitraries.integers().between(0, 200), Arbitraries.integers().between(0, 200))
                .as((k, at, cut) -> new int[] {k, at, cut});
        return edit.list().ofMaxSize(4);
    }
}
