package io.rocekit.monitor.rate;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Severity;
import io.rocekit.monitor.alert.CnpWithoutEcnRule;
import io.rocekit.monitor.alert.RetransmissionRule;
import io.rocekit.monitor.testing.RateProbe;
import io.rocekit.monitor.testing.Resources;
import io.rocekit.monitor.testing.RoceTree;
import io.rocekit.monitor.view.PortView;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * irdma and bnxt_re name their congestion and retransmission counters differently from mlx5
 * (drivers/*.meta.md): the view's columns and the rules read them in place of the mlx5 names.
 */
class OtherDriverHwCountersTest {
    private static final Pattern NAME = Pattern.compile("= +\"(\\w+)\"");
    @TempDir
    Path dir;
    RoceTree tree;
    RateProbe probe;

    @BeforeEach
    void setUp() {
        tree = new RoceTree(dir).withoutHw();
        probe = new RateProbe(tree);
    }

    /** Every hw_counters file name of the driver's table, each written as 0. */
    private Set<String> driverFiles(String resource) {
        Set<String> names = new TreeSet<>();
        Matcher m = NAME.matcher(Resources.text(resource));
        while (m.find()) {
            names.add(m.group(1));
            tree.hw(m.group(1), 0);
        }
        return names;
    }

    private SampleRates over(double seconds, Runnable change) {
        return probe.over(seconds, change);
    }

    @Test
    void irdmaCnpAndEcnCountersFillTheColumns() {
        assertThat(driverFiles("drivers/irdma-verbs-c-gen2-stat-names.txt"))
                .contains("cnpSent", "cnpHandled", "cnpIgnored", "RxECNMrkd");
        SampleRates r = over(2, () -> tree.hw("cnpSent", 200).hw("cnpHandled", 100).hw("RxECNMrkd", 800));
        PortView v = PortView.of(r.port("mlx5_0/1").orElseThrow());
        assertThat(v.cnpSentPerSec()).hasValue(100.0);
        assertThat(v.cnpHandledPerSec()).hasValue(50.0);
        assertThat(v.ecnMarkedPerSec()).hasValue(400.0);
    }

    @Test
    void irdmaCnpsWithoutEcnMarksAreJudged() {
        driverFiles("drivers/irdma-verbs-c-gen2-stat-names.txt");
        SampleRates r = over(1, () -> tree.hw("cnpSent", 50));
        assertThat(RateProbe.findings(r, CnpWithoutEcnRule.ID)).singleElement().satisfies(f -> {
            assertThat(f.title()).startsWith("CNPs sent (50/s)");
            assertThat(f.evidence()).extracting(e -> e.text()).satisfiesExactly(
                    e -> assertThat(e).startsWith("hw_counters/cnpSent rose by 50"),
                    e -> assertThat(e).startsWith("hw_counters/RxECNMrkd rose by 0"));
        });
    }

    @Test
    void bnxtReCountersFillTheColumnsAndTheRetransmissionRule() {
        assertThat(driverFiles("drivers/bnxt_re-hw_counters-c-names.txt")).contains("tx_cnp_pkts", "rx_cnp_pkts",
                "rx_ecn_marked_pkts", "rx_out_of_buffer", "to_retransmits", "seq_err_naks_rcvd");
        SampleRates r = over(1, () -> tree.hw("tx_cnp_pkts", 30).hw("rx_cnp_pkts", 20).hw("rx_ecn_marked_pkts", 60)
                .hw("rx_out_of_buffer", 5).hw("to_retransmits", 3).hw("seq_err_naks_rcvd", 7));
        PortView v = PortView.of(r.port("mlx5_0/1").orElseThrow());
        assertThat(v.cnpSentPerSec()).hasValue(30.0);
        assertThat(v.cnpHandledPerSec()).hasValue(20.0);
        assertThat(v.ecnMarkedPerSec()).hasValue(60.0);
        assertThat(v.outOfBufferPerSec()).hasValue(5.0);
        assertThat(v.retransPerSec()).hasValue(10.0);
        assertThat(RateProbe.findings(r, RetransmissionRule.ID)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.FAIL);
            assertThat(f.title()).contains("(to_retransmits)"); // the file read, not mlx5's name (found in review)
            assertThat(f.evidence()).extracting(e -> e.text()).anySatisfy(e -> assertThat(e).startsWith("hw_counters/to_retransmits"))
                    .anySatisfy(e -> assertThat(e).startsWith("hw_counters/seq_err_naks_rcvd"));
        });
    }

    @Test
    void theMlx5FileWinsWhenBothArePresent() {
        tree.hw("np_cnp_sent", 0).hw("tx_cnp_pkts", 0);
        SampleRates r = over(1, () -> tree.hw("np_cnp_sent", 10).hw("tx_cnp_pkts", 99));
        assertThat(PortView.of(r.port("mlx5_0/1").orElseThrow()).cnpSentPerSec()).hasValue(10.0);
    }
}
