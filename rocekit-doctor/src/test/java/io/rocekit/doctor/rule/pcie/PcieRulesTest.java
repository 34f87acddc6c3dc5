package io.rocekit.doctor.rule.pcie;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.core.finding.Finding;
import io.rocekit.doctor.rule.RuleCases;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PcieRulesTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            host/lspci/linuxhw-as4124gstnr-broadcom-pex88096-usp-dsp-acs-off-partial.txt |
            host/lspci/perftest241-acsctl-grep-all-disabled-partial.txt |
            extra/lspci/l2fwd6-cx6dx-endpoint-mrrs4096-partial.txt |
            extra/lspci/pciutils128-cx5-socketdirect-speed-unknown-grep.txt |
            extra/lspci/rocm92-root-port-lnksta-downgraded-fragment-partial.txt | WARN lines 2-6 of extra/lspci/rocm92-root-port-lnksta-downgraded-fragment-partial.txt
            extra/lspci/derived-l2fwd6-cx6dx-mrrs512-x8.txt | FAIL b3:00.0 Mellanox Technologies MT2892 Family [ConnectX-6 Dx]
            """)
    void linkDegraded(String fixtures, String expected) {
        RuleCases.check(new LinkDegradedRule(), fixtures, expected);
    }

    @TestFactory
    Stream<DynamicTest> maxReadRequest() {
        return RuleCases.file(new MaxReadRequestRule(), "pcie.max-read-request.cases.json");
    }

    @Test
    void degradedNicFindingCitesTheLinesAndTheSlotWidth() {
        Finding f = RuleCases.check(new LinkDegradedRule(), "extra/lspci/derived-l2fwd6-cx6dx-mrrs512-x8.txt",
                "FAIL b3:00.0 Mellanox Technologies MT2892 Family [ConnectX-6 Dx]").get(0);
        assertThat(f.title()).isEqualTo("NIC PCIe link 16GT/s x8 is below its capability 16GT/s x16");
        assertThat(f.evidence()).extracting(Object::toString).containsExactly(
                "extra/lspci/derived-l2fwd6-cx6dx-mrrs512-x8.txt:1: b3:00.0 Ethernet controller: Mellanox Technologies MT2892 Family [ConnectX-6 Dx]",
                "extra/lspci/derived-l2fwd6-cx6dx-mrrs512-x8.txt:17: LnkCap: Port #0, Speed 16GT/s, Width x16, ASPM not supported, Exit Latency L0s unlimited, L1 <4us",
                "extra/lspci/derived-l2fwd6-cx6dx-mrrs512-x8.txt:19: LnkSta: Speed 16GT/s (ok), Width x8 (downgraded)");
        assertThat(f.remediation().get(1)).contains("slot wired x16 at 16GT/s");
    }

    @Test
    void mrrsFindingGivesThePasteableSetpci() {
        Finding f = RuleCases.check(new MaxReadRequestRule(), "extra/lspci/derived-l2fwd6-cx6dx-mrrs512-x8.txt",
                "WARN b3:00.0 Mellanox Technologies MT2892 Family [ConnectX-6 Dx]").get(0);
        assertThat(f.title()).isEqualTo("NIC MaxReadReq 512 bytes is below 4096 bytes");
        assertThat(f.remediation()).first().asString().startsWith("setpci -s b3:00.0 CAP_EXP+0x8.w=5000:7000");
        assertThat(f.evidence().get(1).line()).hasValue(15);
    }

    @Test
    void mrrsThresholdIsTypedAndRangeChecked() {
        assertThat(new MaxReadRequestRule().thresholds()).singleElement()
                .satisfies(t -> assertThat(t.defaultText()).isEqualTo("4KiB"));
        assertThatThrownBy(() -> MaxReadRequestRule.MIN.parse("8KiB")).hasMessageContaining("outside 128B .. 4KiB");
        assertThat(List.of(new MaxReadRequestRule().info().id(), new LinkDegradedRule().info().id()))
                .containsExactly(MaxReadRequestRule.ID, LinkDegradedRule.ID);
    }
}
