package io.rocekit.host.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.Fixtures;
import io.rocekit.doctor.switchcfg.EvidenceReaders;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.detect.ArtifactDetector;
import io.rocekit.host.detect.DetectedPart;
import io.rocekit.host.detect.Identification;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Parsers are total: whatever a real output becomes (cut at any character, a line garbled, lines
 * dropped), every parser returns a model or throws {@link ParseException} naming a line of the
 * input; never another exception. And the detector splits any sequence of known outputs pasted
 * after shell prompts back into those outputs.
 */
class ParsersAreTotalProperties {
    private static final Parsers PARSERS = EvidenceReaders.parsers();
    private static final ArtifactDetector DETECTOR = EvidenceReaders.detector();
    private static final List<String> FIXTURES = List.of(
            "host/ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt",
            "host/hw-counters/notes-cx4lx-rdma-statistic-show-4dev-oneline.txt",
            "host/hw-counters/notes-cx4lx-show-counters-mlx5_0-out-of-buffer.txt",
            "host/hw-counters/procfs-ttar-mlx5-cx4lx-vf-counters-and-hw_counters.txt",
            "host/ibstat/mlx4-cx3-fdr-56-active.txt",
            "host/ibv-devinfo/deepep60-cx6dx-down-cx7-partial.txt",
            "host/ibv-devinfo/ompi6184-cx5-verbose-tabs-mofed4-partial.txt",
            "host/lspci/linuxhw-as4124gstnr-broadcom-pex88096-usp-dsp-acs-off-partial.txt",
            "host/lspci/perftest241-acsctl-grep-all-disabled-partial.txt",
            "host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt",
            "host/mlxconfig/mstflint830-bluefield-dcqcn-params-fragment.txt",
            "host/nvidia-smi-q/notes-h800-q-i0-bar1-131072-ecc-off.txt",
            "host/show-gids/notes-cx4lx-4dev-12gids-port-down-no-ipv4.txt",
            "extra/ethtool/rxe52-1000baset-full-speed.txt",
            "extra/proc/nemu82-interrupts-4cpu-partial.txt",
            "extra/lsmod/constructed-gpu-node-with-peermem.txt",
            "extra/proc/constructed-cmdline-iommu-pt-cstate1.txt");

    @Provide
    Arbitrary<String> fixture() {
        return Arbitraries.of(FIXTURES);
    }

    @Provide
    Arbitrary<ArtifactKind> parsedKind() {
        return Arbitraries.of(List.of(ArtifactKind.values()).stream().filter(k -> PARSERS.forKind(k).isPresent()).toList());
    }

    @Property(tries = 300)
    void cutAnywhereEveryParserGivesAModelOrAPreciseError(@ForAll("fixture") String fixture,
            @ForAll("parsedKind") ArtifactKind kind, @ForAll @IntRange(min = 0, max = 100) int percent) {
        String text = Fixtures.text(fixture);
        String cut = text.substring(0, text.length() * percent / 100);
        assertTotal(kind, TextSource.of("cut.txt", cut));
    }

    @Property(tries = 300)
    void aGarbledLineGivesAModelOrAPreciseError(@ForAll("fixture") String fixture,
            @ForAll @IntRange(min = 0, max = 10_000) int where, @ForAll("garbage") String garbage) {
        List<String> lines = new ArrayList<>(Fixtures.text(fixture).lines().toList());
        int i = where % lines.size();
        lines.set(i, garbage);
        TextSource src = TextSource.of("garbled.txt", String.join("\n", lines));
        for (ArtifactKind k : ArtifactKind.values()) {
            if (PARSERS.forKind(k).isPresent()) {
                assertTotal(k, src);
            }
        }
    }

    @Provide
    Arbitrary<String> garbage() {
        return Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(60),
                Arbitraries.strings().withChars(" \t:=+-,()[]0123456789abcdefxX").ofMaxLength(40),
                Arbitraries.of("\t\tLnkSta:\tSpeed", "GPU 0000:zz:00.0", "link mlx5_0/x out_of_buffer",
                        "*        ROCE_CC_PRIO_MASK_P1", "tc: 9 ratelimit", "99999999999999999999999: 1",
                        "Port 1:", "hca_id:", "CA ''", "\tSpeed: 1e9Mb/s",
                        // numbers too large for an int or a long must be errors, not overflows
                        "\t\tLnkSta:\tSpeed 8GT/s, Width x99999999999", "\t\tNUMA node: 99999999999",
                        "\t\t\tMaxPayload 99999999999 bytes, MaxReadReq 512 bytes",
                        "           CPU0       CPU99999999999", "\t\t\tGID[99999999999]:\t\t::1, RoCE v2",
                        "tc: 99999999999 ratelimit: unlimited, tsa: ets", "link mlx5_0/99999999999 a 1",
                        "\tSpeed: 99999999999999999999Mb/s", "Port 99999999999 hw counters:",
                        "ports/99999999999/hw_counters/out_of_buffer 1", "\tPort 99999999999:",
                        "   1[  ] ==( 4X 1.2.3 Gbps Active/ LinkUp)==> x", "        Total : 99999999999999999999 MiB",
                        "\tvendor_id:\t\t0x1234567890", "\t\t\tactive_mtu:\t\t99999999999 (5)",
                        "        enabled     0   0   0   99999999999   0   0   0   0"));
    }

    @Property(tries = 100)
    void aTranscriptOfKnownOutputsSplitsBackIntoThem(@ForAll("transcript") List<String> fixtures) {
        StringBuilder sb = new StringBuilder();
        List<ArtifactKind> expected = new ArrayList<>();
        for (String f : fixtures) {
            TextSource alone = Fixtures.source(f);
            Identification id = DETECTOR.identify(alone);
            sb.append("[root@gpu01 ~]# cat ").append(f).append('\n').append(Fixtures.text(f));
            if (!Fixtures.text(f).endsWith("\n")) {
                sb.append('\n');
            }
            id.parts().forEach(p -> expected.add(p.kind()));
        }
        Identification all = DETECTOR.identify(TextSource.of("session.log", sb.toString()));
        assertThat(all.parts()).extracting(DetectedPart::kind).isEqualTo(expected);
    }

    @Provide
    Arbitrary<List<String>> transcript() {
        return Arbitraries.of(FIXTURES).list().ofMinSize(1).ofMaxSize(5);
    }

    private static void assertTotal(ArtifactKind kind, TextSource src) {
        ArtifactParser<?> parser = PARSERS.forKind(kind).orElseThrow();
        try {
            assertThat(parser.parse(src)).isNotNull();
        } catch (ParseException e) {
            assertThat(e.getMessage()).startsWith(src.file());
            assertThat(e.line()).isBetween(0, Math.max(1, src.lines().size()));
        } catch (RuntimeException e) {
            throw new AssertionError(kind + " parser threw " + e + " on:\n" + src.lines(), e);
        }
    }
}
