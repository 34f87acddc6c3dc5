package io.rocekit.host.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.Fixtures;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.mlnxqos.MlnxQosParser;
import io.rocekit.host.parse.mlnxqos.QosSettings;
import io.rocekit.host.parse.mlxconfig.MlxconfigParser;
import io.rocekit.host.parse.mlxconfig.MlxconfigQuery;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConfigParsersTest {
    private static final String QOS = "host/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt";
    private static final String MLX = "host/mlxconfig/mstflint830-bluefield-dcqcn-params-fragment.txt";

    @Test
    void mlnxQosOfTheCx5() throws Exception {
        QosSettings q = new MlnxQosParser().parse(Fixtures.source(QOS));
        assertThat(q.dcbxMode()).contains("Firmware controlled");
        assertThat(q.trust()).contains(QosSettings.Trust.DSCP);
        assertThat(q.priorityOfDscp(26)).hasValue(3);
        assertThat(q.priorityOfDscp(48)).hasValue(6);
        assertThat(q.pfc().get().enabledPriorities()).containsExactly(3);
        assertThat(q.pfc().get().buffer()).containsExactly(0, 0, 0, 1, 0, 0, 0, 0);
        assertThat(q.receiveBufferBytes()).containsExactly(130944L, 130944L, 0L, 0L, 0L, 0L, 0L, 0L);
        assertThat(q.cableLengthMeters()).hasValue(7);
        assertThat(q.trafficClasses()).extracting(QosSettings.TrafficClass::tc).containsExactly(0, 3, 6);
        assertThat(q.trafficClasses().get(0).priorities()).containsExactly(0, 1, 2, 4, 5, 7);
        assertThat(q.trafficClasses().get(0).bwPercent()).hasValue(50);
        assertThat(q.trafficClasses().get(2).tsa()).isEqualTo("vendor");
        assertThat(q.trafficClasses().get(2).bwPercent()).isEmpty();
    }

    @Test
    void mlnxQosCutInsideThePfcTable() {
        String cut = Fixtures.text(QOS).lines().limit(15).reduce("", (a, b) -> a + b + "\n");
        assertThatThrownBy(() -> new MlnxQosParser().parse(TextSource.of("q.txt", cut)))
                .hasMessage("q.txt:14: expected the 'enabled' row of the PFC table (the output was cut short?), found 'PFC configuration:'");
        String shortRow = Fixtures.text(QOS).replace("enabled     0   0   0   1   0   0   0   0", "enabled     0   0   0   1");
        assertThatThrownBy(() -> new MlnxQosParser().parse(TextSource.of("q.txt", shortRow)))
                .hasMessage("q.txt:16: expected 8 values (priorities 0..7) in the 'enabled' row, found 'enabled     0   0   0   1'");
        String badTrust = Fixtures.text(QOS).replace("Priority trust state: dscp", "Priority trust state: dcsp");
        assertThatThrownBy(() -> new MlnxQosParser().parse(TextSource.of("q.txt", badTrust)))
                .hasMessage("q.txt:2: expected trust 'pcp' or 'dscp', found 'dcsp'");
    }

    @Test
    void mlxconfigFragmentWithThreeColumns() throws Exception {
        MlxconfigQuery q = new MlxconfigParser().parse(Fixtures.source(MLX));
        assertThat(q.columns()).isEmpty();
        assertThat(q.parameters()).hasSize(13);
        MlxconfigQuery.Parameter crypto = q.parameter("CRYPTO_POLICY").get();
        assertThat(crypto.modified()).isTrue();
        assertThat(crypto.values()).extracting(MlxconfigQuery.Value::text)
                .containsExactly("UNRESTRICTED(1)", "DEVICE_DEFAULT(0)", "UNRESTRICTED(1)");
        assertThat(crypto.effective().symbol()).contains("DEVICE_DEFAULT");
        MlxconfigQuery.Parameter mask = q.parameter("ROCE_CC_PRIO_MASK_P1").get();
        assertThat(mask.effective().number()).hasValue(255);
        assertThat(mask.baseName()).isEqualTo("ROCE_CC_PRIO_MASK");
        assertThat(mask.port()).hasValue(1);
        assertThat(q.parameter("CLAMP_TGT_RATE_AFTER_TIME_INC_P1").get().effective().number()).hasValue(1);
        assertThat(q.parameter("RPG_TIME_RESET_P1").get().nextBoot().number()).hasValue(300);
        assertThat(q.parameters().stream().filter(MlxconfigQuery.Parameter::modified).map(MlxconfigQuery.Parameter::name).toList())
                .isEqualTo(List.of("CRYPTO_POLICY"));
    }

    @Test
    void mlxconfigWithHeaderAndOneColumn() throws Exception {
        // The layout of a plain `mlxconfig -d DEV q` (device block, then a Next Boot column).
        String text = "\nDevice #1:\n----------\n\nDevice type:        ConnectX7\nName:               MCX75310AAS-NEA_Ax\n"
                + "Description:        NVIDIA ConnectX-7 HHHL adapter card\nDevice:             0000:18:00.0\n\n"
                + "Configurations:                                          Next Boot\n"
                + "        ROCE_CC_PRIO_MASK_P1                        255\n"
                + "        ROCE_CC_ALGORITHM_P1                        ECN(0)\n";
        MlxconfigQuery q = new MlxconfigParser().parse(TextSource.of("m.txt", text));
        assertThat(q.deviceType()).contains("ConnectX7");
        assertThat(q.device()).contains("0000:18:00.0");
        assertThat(q.columns()).containsExactly("Next Boot");
        assertThat(q.parameter("ROCE_CC_ALGORITHM_P1").get().effective().symbol()).contains("ECN");
    }

    /** A parameter name with a lower-case letter, as a ConnectX-4 Lx prints it ({@code EXP_ROM_UEFI_x86_ENABLE}). */
    @Test
    void mlxconfigParameterWithALowerCaseLetter() throws Exception {
        String text = "Configurations:                                          Next Boot\n"
                + "        EXP_ROM_UEFI_x86_ENABLE                     False(0)\n"
                + "        ROCE_CC_PRIO_MASK_P1                        255\n";
        MlxconfigQuery q = new MlxconfigParser().parse(TextSource.of("m.txt", text));
        assertThat(q.parameter("EXP_ROM_UEFI_x86_ENABLE")).isPresent();
        assertThat(q.parameter("ROCE_CC_PRIO_MASK_P1")).isPresent();
    }

    @Test
    void mlxconfigConnectX7QueryWithTheAuthorsElisionLine() throws Exception {
        MlxconfigQuery q = new MlxconfigParser().parse(Fixtures.source("host/mlxconfig/blog-cx7-400g-query-next-boot-elided.txt"));
        assertThat(q.deviceType()).contains("ConnectX7");
        assertThat(q.device()).contains("/dev/mst/mt4129_pciconf0");
        assertThat(q.columns()).containsExactly("Next Boot");
        assertThat(q.parameters()).extracting(MlxconfigQuery.Parameter::name).containsExactly("MODULE_SPLIT_M0",
                "MEMIC_BAR_SIZE", "MEMIC_SIZE_LIMIT", "ADVANCED_PCI_SETTINGS", "SAFE_MODE_THRESHOLD", "SAFE_MODE_ENABLE");
        assertThat(q.parameter("SAFE_MODE_ENABLE").get().values().get(0).number()).hasValue(1);
        assertThat(q.parameter("ADVANCED_PCI_SETTINGS").get().line().number()).isEqualTo(15);
    }

    @Test
    void mlxconfigRowCutShort() {
        String cut = Fixtures.text(MLX).replace("RPG_MAX_RATE_P1                             0               0               0",
                "RPG_MAX_RATE_P1                             0               0");
        assertThatThrownBy(() -> new MlxconfigParser().parse(TextSource.of("m.txt", cut)))
                .hasMessageStartingWith("m.txt:13: expected 3 value(s) for RPG_MAX_RATE_P1 (as in the rows above)");
        assertThatThrownBy(() -> new MlxconfigParser().parse(TextSource.of("m.txt", "rpg_time_reset 300\n")))
                .hasMessage("m.txt:1: expected a parameter row '[*] NAME value...' (mlxconfig q), found 'rpg_time_reset 300'");
    }
}
