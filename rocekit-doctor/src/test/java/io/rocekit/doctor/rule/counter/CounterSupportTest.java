package io.rocekit.doctor.rule.counter;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.Fixtures;
import io.rocekit.doctor.rule.Evidences;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.ethtool.NicStatistics;
import org.junit.jupiter.api.Test;

/** Counter fixes name the interface the evidence names, as the mlnx_qos fixes do (Devices.netdev of the artifact). */
class CounterSupportTest {
    private static final String DUMP = "host/ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt";

    private static ParsedArtifact<NicStatistics> stats(TextSource text) {
        NodeEvidence e = Evidences.of(text);
        return e.all(NicStatistics.class).get(0);
    }

    @Test
    void theFixNamesTheInterfaceOfTheTranscriptsPrompt() {
        String dump = Fixtures.text(DUMP);
        assertThat(CounterSupport.ifaceArg(stats(TextSource.of("paste.txt", "root@node7:~# ethtool -S ens1f0np0\n" + dump))))
                .isEqualTo("ens1f0np0");
        // without a prompt or a file that names one: the placeholder, and the subject stays the file's
        ParsedArtifact<NicStatistics> plain = stats(TextSource.of("paste.txt", dump));
        assertThat(CounterSupport.ifaceArg(plain)).isEqualTo("<iface>");
        assertThat(CounterSupport.iface(plain)).isEqualTo("netdev of paste.txt");
    }
}
