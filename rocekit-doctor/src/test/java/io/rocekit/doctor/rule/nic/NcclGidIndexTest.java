package io.rocekit.doctor.rule.nic;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.Evidences;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.switchcfg.EvidenceReaders;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.detect.DetectedPart;
import io.rocekit.host.parse.Parsers;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An NCCL log's NCCL_IB_GID_INDEX judged against the real show_gids of four ConnectX-4 Lx ports (mlx5_0 and mlx5_2:
 * v1/v2 link-local at 0/1, v1/v2 IPv4 at 2/3; mlx5_1 and mlx5_3: link-local only), the index NVIDIA/nccl #769 got wrong.
 */
class NcclGidIndexTest {
    private static final String LOG = "/bench/variants/nccltests-roce-2node-h100-tuned-with-log.txt";
    private static final String GIDS = "/fixtures/host/show-gids/notes-cx4lx-4dev-12gids-port-down-no-ipv4.txt";
    private static final String SET = "NCCL_IB_GID_INDEX set by environment to 3.";

    private static String resource(String path) {
        return io.rocekit.doctor.Fixtures.resource(path);
    }

    /** The findings about the log's index (the rule's per-port findings left out). */
    private static List<Finding> check(String log) throws Exception {
        NodeEvidence e = Evidences.of(TextSource.of("show_gids.txt", resource(GIDS)), TextSource.of("nccl.log", log));
        return new RoceGidRule().check(e, Limits.defaults()).stream()
                .filter(f -> f.title().startsWith("NCCL_IB_GID_INDEX=")).toList();
    }

    private static String withIndex(int index) throws Exception {
        return resource(LOG).replace(SET, "NCCL_IB_GID_INDEX set by environment to " + index + ".");
    }

    @Test
    void theRoutableV2IndexIsSilent() throws Exception {
        assertThat(resource(LOG)).contains(SET).contains("NET/IB : Using [0]mlx5_0:1/RoCE");
        assertThat(check(resource(LOG))).isEmpty();
        // NCCL's own choice (unset) is not judged here
        assertThat(check(resource(LOG).replaceAll("(?m)^.*NCCL_IB_GID_INDEX set by environment.*\n", ""))).isEmpty();
    }

    @Test
    void aRoceV1IndexIsWarnedWithTheRoutableIndex() throws Exception {
        List<Finding> f = check(withIndex(2));
        assertThat(f).extracting(Finding::subject).containsExactly("mlx5_0 port 1", "mlx5_2 port 1");
        assertThat(f.get(0)).satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.WARN);
            assertThat(x.title()).isEqualTo("NCCL_IB_GID_INDEX=2 is a RoCE v1 GID (10.108.164.36) on mlx5_0 port 1: NCCL's RoCE QPs "
                    + "time out across a routed fabric; the routable RoCE v2 GID is index 3");
            assertThat(x.evidence()).extracting(e -> e.text()).satisfiesExactly(
                    t -> assertThat(t).contains("NCCL_IB_GID_INDEX set by environment to 2."),
                    t -> assertThat(t).contains("10.108.164.36").contains("v1"),
                    t -> assertThat(t).contains("10.108.164.36").contains("v2"));
            assertThat(x.remediation()).containsExactly("export NCCL_IB_GID_INDEX=3   # 10.108.164.36, RoCE v2",
                    "unset NCCL_IB_GID_INDEX   # only with NCCL 2.21 or later, which then picks a routable RoCEv2 GID itself "
                            + "(older NCCL uses 0)");
        });
    }

    @Test
    void aLinkLocalV2IndexIsWarned() throws Exception {
        assertThat(check(withIndex(1))).hasSize(2).first().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.WARN);
            assertThat(x.title()).startsWith("NCCL_IB_GID_INDEX=1 is a link-local RoCE v2 GID (fe80:0000:0000:0000:0e42:a1ff:fe40:29a0)"
                    + " on mlx5_0 port 1");
        });
    }

    @Test
    void anIndexWithNoGidIsWarned() throws Exception {
        assertThat(check(withIndex(5))).hasSize(2).first().satisfies(x -> {
            assertThat(x.title()).startsWith("NCCL_IB_GID_INDEX=5 is no GID at all on mlx5_0 port 1");
            assertThat(x.remediation().get(0)).startsWith("export NCCL_IB_GID_INDEX=3 ");
        });
    }

    @Test
    void nccl221AndLaterMayLeaveItUnset() throws Exception {
        String log = withIndex(1).replace("NCCL version 2.19.3+cuda12.3", "NCCL version 2.21.5+cuda12.4");
        assertThat(check(log).get(0).remediation().get(1))
                .isEqualTo("unset NCCL_IB_GID_INDEX   # this NCCL (2.21+) then picks a routable RoCEv2 GID itself");
    }

    @Test
    void anNcclTestsOutputCarryingItsLogIsJudgedToo() throws Exception {
        Parsers p = EvidenceReaders.parsers();
        List<ParsedArtifact<?>> a = List.of(
                p.parse(new DetectedPart(TextSource.of("show_gids.txt", resource(GIDS)), ArtifactKind.SHOW_GIDS, Optional.empty(),
                        Set.of())).orElseThrow(),
                p.parse(new DetectedPart(TextSource.of("all_reduce.txt", withIndex(2)), ArtifactKind.NCCL_TESTS, Optional.empty(),
                        Set.of())).orElseThrow());
        assertThat(new RoceGidRule().check(NodeEvidence.of(a), Limits.defaults())).filteredOn(f -> f.title().startsWith("NCCL_IB"))
                .extracting(Finding::subject).containsExactly("mlx5_0 port 1", "mlx5_2 port 1");
    }

    @Test
    void theRulesOwnPerPortFindingsAreUnchanged() throws Exception {
        Parsers p = EvidenceReaders.parsers();
        ParsedArtifact<?> gids = p.parse(new DetectedPart(TextSource.of("show_gids.txt", resource(GIDS)), ArtifactKind.SHOW_GIDS,
                Optional.empty(), Set.of())).orElseThrow();
        List<Finding> alone = new RoceGidRule().check(NodeEvidence.of(List.of(gids)), Limits.defaults());
        List<Finding> withLog = new RoceGidRule().check(NodeEvidence.of(List.of(gids, p.parse(new DetectedPart(
                TextSource.of("nccl.log", withIndex(1)), ArtifactKind.NCCL_LOG, Optional.empty(), Set.of())).orElseThrow())),
                Limits.defaults());
        assertThat(withLog.stream().filter(f -> !f.title().startsWith("NCCL_IB_GID_INDEX=")).toList()).isEqualTo(alone);
    }
}
