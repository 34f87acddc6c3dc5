package io.rocekit.doctor.examine;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.doctor.Fixtures;
import io.rocekit.host.snapshot.ResourceSnapshot;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One assembly path for the doctor's evidence: snapshots, loose files, captures, switch configurations. */
class EvidenceBuilderTest {
    private static final String DEMO = "/io/rocekit/doctor/demo/h100-untuned/";

    @TempDir
    Path dir;

    /** A pcap with its global header only (Ethernet, microseconds): a capture of no packet. */
    private Path emptyPcap() throws Exception {
        ByteBuffer b = ByteBuffer.allocate(24).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(0xa1b2c3d4).putShort((short) 2).putShort((short) 4).putInt(0).putInt(0).putInt(65535).putInt(1);
        Path p = dir.resolve("roce.pcap");
        Files.write(p, b.array());
        return p;
    }

    private Path file(String name, String fixture) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, Fixtures.text(fixture), StandardCharsets.UTF_8);
        return p;
    }

    /** The demo's SONiC CONFIG_DB (the Azure QoS map). */
    private Path switchConfig() throws Exception {
        Path config = dir.resolve("config_db.json");
        try (var in = EvidenceBuilderTest.class.getResourceAsStream(DEMO + "extra/switch-config_db.json")) {
            Files.write(config, in.readAllBytes());
        }
        return config;
    }

    @Test
    void aCaptureAmongTheFilesIsAnalysedAsACaptureNotReadAsText() throws Exception {
        EvidenceBuilder b = new EvidenceBuilder().files(List.of(emptyPcap()));

        EvidenceBundle e = b.build();

        assertThat(e.observed()).isPresent();
        assertThat(e.observed().get().dataDscp()).isEmpty();
        assertThat(e.parts().refs()).isEmpty();
        assertThat(b.hostUnderstood()).as("a capture says what the node sends").isTrue();
    }

    @Test
    void switchConfigurationsAloneAreNothingUnderstoodOfTheHost() throws Exception {
        EvidenceBuilder b = new EvidenceBuilder().switchConfigs(List.of(switchConfig()));

        assertThat(b.hostUnderstood()).isFalse();
        assertThat(b.build().parts().refs()).extracting(ArtifactRef::kind).containsExactly("switch-config");
        assertThat(b.build().observed()).isEmpty();
    }

    @Test
    void theFirstSnapshotNamesTheNodeAndItsPartsComeFirst() throws Exception {
        Path lspci = file("lspci.txt", "host/lspci/linuxhw-as4124gstnr-broadcom-pex88096-usp-dsp-acs-off-partial.txt");
        EvidenceBuilder b = new EvidenceBuilder().snapshot(ResourceSnapshot.open("demo", DEMO)).files(List.of(lspci));

        EvidenceBundle e = b.build();

        assertThat(e.parts().host()).isPresent();
        assertThat(e.parts().snapshot()).isPresent();
        assertThat(e.parts().refs().get(e.parts().refs().size() - 1).file()).isEqualTo(lspci.toString());
        assertThat(b.hostUnderstood()).isTrue();
    }

    @Test
    void theHostAgainstSwitchExaminerRunsOnlyTheRulesComparingTheTwo() throws Exception {
        EvidenceBundle e = new EvidenceBuilder().snapshot(ResourceSnapshot.open("demo", DEMO))
                .switchConfigs(List.of(switchConfig())).build();

        List<Finding> findings = Examiner.hostAgainstSwitch(RuleSettings.defaults()).examine(e).findings();

        assertThat(findings).isNotEmpty();
        assertThat(findings).allSatisfy(f -> assertThat(f.rule()).startsWith("fabric.host-"));
        assertThat(new Examiner().examine(e).findings()).hasSizeGreaterThan(findings.size());
    }
}
