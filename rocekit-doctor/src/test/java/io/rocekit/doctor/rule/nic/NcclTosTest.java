package io.rocekit.doctor.rule.nic;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.Evidences;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.switchcfg.EvidenceReaders;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.detect.DetectedPart;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * NCCL sets its own QPs' traffic class from NCCL_IB_TC (default 0) and ignores the RDMA-CM default: judged against
 * the real mlnx_qos of a ConnectX-5 trusting DSCP with PFC on priority 3 (blog-cx5 fixture).
 */
class NcclTosTest {
    private static final String LOG = "/bench/variants/nccltests-roce-2node-h100-tuned-with-log.txt";
    private static final String QOS = "/fixtures/host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt";

    private static String resource(String path) {
        return io.rocekit.doctor.Fixtures.resource(path);
    }

    /** The mlnx_qos output and the log as the doctor reads them: the log is recognised, not told its kind. */
    private static List<Finding> check(String log) throws Exception {
        return check(log, QOS);
    }

    private static List<Finding> check(String log, String qos) throws Exception {
        NodeEvidence e = Evidences.of(TextSource.of("mlnx_qos.txt", resource(qos)), TextSource.of("nccl.log", log));
        return new RoceTosRule().check(e, Limits.defaults()); // recognised as the doctor does: prompts off, kinds found
    }

    @Test
    void theLogInsideNcclTestsOutputIsRead() throws Exception {
        // the real file is nccl-tests output with its NCCL_DEBUG=INFO lines: recognised as nccl-tests, its log carried inside
        assertThat(EvidenceReaders.detector().identify(TextSource.of("nccl.log", resource(LOG))).parts())
                .extracting(DetectedPart::kind).contains(ArtifactKind.NCCL_TESTS);
        assertThat(check(resource(LOG).replace("NCCL_IB_TC set by environment to 106.", "NCCL_IB_TC set by environment to 0.")))
                .hasSize(1);
    }

    @Test
    void ncclIbTcOfDscp26IsOnThePfcPriority() throws Exception {
        assertThat(resource(LOG)).contains("NCCL_IB_TC set by environment to 106.");
        assertThat(check(resource(LOG))).isEmpty();
        // ToS 104 is DSCP 26 too (without ECT): the same priority
        assertThat(check(resource(LOG).replace("NCCL_IB_TC set by environment to 106.", "NCCL_IB_TC set by environment to 104.")))
                .isEmpty();
    }

    @Test
    void ncclWithoutIbTcSendsRoceOnDscp0WhichHasNoPfc() throws Exception {
        String unset = resource(LOG).replaceAll("(?m)^.*NCCL_IB_TC set by environment.*\n", "");
        List<Finding> f = check(unset);
        assertThat(f).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.WARN);
            assertThat(x.title()).isEqualTo("NCCL's RoCE ToS 0 (NCCL_IB_TC unset, DSCP 0) lands in priority 0, which has no PFC "
                    + "(PFC on [3])");
            assertThat(x.subject()).isEqualTo("nccl.log");
            assertThat(x.evidence().get(0).text()).contains("NET/IB : Using [0]mlx5_0:1/RoCE");
            assertThat(x.remediation()).containsExactly("export NCCL_IB_TC=106   # DSCP 26 x 4 + 2 (ECT(0)) = 106 -> priority 3; "
                    + "NCCL sets its QPs' traffic class itself (default 0)");
        });
        // a ToS on another priority: named with its line
        String other = resource(LOG).replace("NCCL_IB_TC set by environment to 106.", "NCCL_IB_TC set by environment to 160.");
        assertThat(check(other)).singleElement().satisfies(x -> assertThat(x.title()).startsWith("NCCL's RoCE ToS 160 "
                + "(NCCL_IB_TC=160, DSCP 40) lands in priority 5"));
    }

    @Test
    void oneFindingPerLogWhateverTheNumberOfNics() throws Exception {
        // eight NICs with one configuration: one finding for the log, not eight copies
        List<TextSource> texts = new java.util.ArrayList<>();
        for (int i = 0; i < 8; i++) {
            texts.add(TextSource.of("mlnx_qos.ens" + i + ".txt", resource(QOS)));
        }
        texts.add(TextSource.of("nccl.log", resource(LOG).replaceAll("(?m)^.*NCCL_IB_TC set by environment.*\n", "")));
        NodeEvidence a = Evidences.of(texts.toArray(new TextSource[0]));
        assertThat(new RoceTosRule().check(a, Limits.defaults())).hasSize(1);
    }

    @Test
    void anInfinibandOrSocketLogIsNotJudged() throws Exception {
        String ib = resource(LOG).replaceAll("(?m)^.*NCCL_IB_TC set by environment.*\n", "").replace(":1/RoCE", ":1/IB");
        assertThat(check(ib)).isEmpty();
    }

    /**
     * The fix names a ToS this NIC protects: the real ConnectX-7 of the 3fs write-up trusts DSCP with PFC only on
     * priority 5 (DSCP 40-47); NCCL_IB_TC=106 (DSCP 26 -> priority 3) there is the fault, not the fix.
     */
    @Test
    void theFixNamesADscpOnAPriorityWithPfc() throws Exception {
        String cx7 = "/fixtures/extra/mlnx-qos/3fs-cx7-prompt-mlnx-qos-i-ens4np0-pfc5.txt";
        assertThat(check(resource(LOG), cx7)).singleElement().satisfies(x -> {
            assertThat(x.title()).startsWith("NCCL's RoCE ToS 106 (NCCL_IB_TC=106, DSCP 26) lands in priority 3");
            assertThat(x.remediation()).containsExactly("export NCCL_IB_TC=162   # DSCP 40 x 4 + 2 (ECT(0)) = 162 -> priority 5; "
                    + "NCCL sets its QPs' traffic class itself (default 0)");
        });
    }
}
