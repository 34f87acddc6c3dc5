package io.rocekit.fabric.calc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class EcnThresholdAdviceTest {
    @Test
    void fourHundredGigAtTenMicrosecondsIsHalfAMegabyteOfBdp() {
        EcnThresholdAdvice.Advice a = EcnThresholdAdvice.advise(400_000, 10_000);
        assertThat(a.bdpBytes()).isEqualTo(500_000); // 400e9 b/s x 10e-6 s / 8
        assertThat(a.proposal().minBytes()).isEqualTo(49 * 1024); // 50,000 B rounded up to 1 KiB
        assertThat(a.proposal().maxBytes()).isEqualTo(977 * 1024); // 1,000,000 B rounded up
        assertThat(a.proposal().probabilityPercent()).isEqualTo(30);
        assertThat(a.defaults()).extracting(EcnThresholdAdvice.Option::name)
                .containsExactly("NVIDIA RoCE default", "SONiC AZURE_LOSSLESS", "HPCC DCQCN preset");
        // NVIDIA documents bytes (Cumulus Linux 5.12 RoCE): 150,000 / 1,500,000, not KiB
        assertThat(a.defaults().get(0).minBytes()).isEqualTo(150_000);
        assertThat(a.defaults().get(0).maxBytes()).isEqualTo(1_500_000);
        assertThat(a.defaults().get(1).maxBytes()).isEqualTo(2_097_152);
        assertThat(a.defaults().get(2).minBytes()).isEqualTo(1_600_000); // 100 KB x 400/25
        assertThat(a.defaults().get(2).maxBytes()).isEqualTo(6_400_000);
        assertThat(a.steps().get(0)).isEqualTo("BDP  = 400000 Mb/s x 10 us / 8 = 500000 B");
    }

    @Test
    void huaweisOwnExampleIsReproduced() {
        // 100GE at 20 us: BDP 250 KB, the guide's Kmax 500 KB = 2 x BDP
        EcnThresholdAdvice.Advice a = EcnThresholdAdvice.advise(100_000, 20_000);
        assertThat(a.bdpBytes()).isEqualTo(250_000);
        assertThat(a.proposal().maxBytes()).isEqualTo(489 * 1024);
    }

    @Test
    void rttUnitsParse() {
        assertThat(EcnThresholdAdvice.parseRttNanos("10us")).isEqualTo(10_000);
        assertThat(EcnThresholdAdvice.parseRttNanos("2.5µs")).isEqualTo(2_500);
        assertThat(EcnThresholdAdvice.parseRttNanos("800ns")).isEqualTo(800);
        assertThat(EcnThresholdAdvice.parseRttNanos("0.01ms")).isEqualTo(10_000);
        assertThatThrownBy(() -> EcnThresholdAdvice.parseRttNanos("10")).isInstanceOf(NumberFormatException.class);
    }
}
