package io.rocekit.host.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.Fixtures;
import io.rocekit.doctor.switchcfg.EvidenceReaders;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.detect.ArtifactDetector;
import io.rocekit.host.detect.DetectedPart;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every shared fixture of a kind rocekit-doctor parses is detected and parsed without error. */
class EveryFixtureParsesTest {
    private static final ArtifactDetector DETECTOR = EvidenceReaders.detector();
    private static final Parsers PARSERS = EvidenceReaders.parsers();

    @ParameterizedTest
    @ValueSource(strings = {
        "ethtool-stats/ethq8-cx4lx-mlx5-ethtool-i-and-S-partial.txt",
        "ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt",
        "gid-table/nccl769-bond-gid-table-devinfo-v.txt",
        "hw-counters/notes-cx4lx-rdma-statistic-show-4dev-oneline.txt",
        "hw-counters/notes-cx4lx-show-counters-mlx5_0-out-of-buffer.txt",
        "hw-counters/procfs-ttar-mlx5-cx4lx-vf-counters-and-hw_counters.txt",
        "ibstat/mlx4-cx3-fdr-56-active.txt",
        "ibv-devinfo/azhpc44-cx4lx-vf-renamed-mtu1024.txt",
        "ibv-devinfo/deepep60-cx6dx-down-cx7-partial.txt",
        "ibv-devinfo/ompi6184-cx5-verbose-tabs-mofed4-partial.txt",
        "lspci/linuxhw-as4124gstnr-broadcom-pex88096-usp-dsp-acs-off-partial.txt",
        "lspci/perftest241-acsctl-grep-all-disabled-partial.txt",
        "mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt",
        "mlxconfig/mstflint830-bluefield-dcqcn-params-fragment.txt",
        "nvidia-smi-q/notes-h800-q-i0-bar1-131072-ecc-off.txt",
        "show-gids/notes-cx4lx-4dev-12gids-port-down-no-ipv4.txt"})
    void parses(String file) throws Exception {
        List<ParsedArtifact<?>> parsed = new ArrayList<>();
        for (DetectedPart p : DETECTOR.identify(Fixtures.source("host/" + file)).parts()) {
            assertThat(p.kind()).isNotEqualTo(ArtifactKind.UNKNOWN);
            PARSERS.parse(p).ifPresent(parsed::add);
        }
        assertThat(parsed).isNotEmpty();
    }
}
