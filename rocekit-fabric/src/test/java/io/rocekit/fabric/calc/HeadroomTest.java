package io.rocekit.fabric.calc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class HeadroomTest {
    /**
     * By hand from buffer_headroom_mellanox.lua: Spectrum-2 (cell 144), 100G, 5 m, port MTU 9100,
     * lossless MTU 1024, 100 % small packets: factor 2.25; peer 394 x 64 = 25216; cable
     * 1e15 / 1.98e8 / 8192 = 616.5; propagation 9100 + 616.5 + 819.2 + 25216 = 35751.7;
     * xoff 1024 + 35751.7 x 2.25 = 81465.4 -> 81920; xon 19456 (the ASIC table's 19 KB); size 101376.
     */
    @Test
    void spectrum2At100gAnd5mMatchesTheScriptByHand() {
        var r = Headroom.compute(new Headroom.Inputs(100_000, 5, 9100, 1024, 100, 0, false, false, Headroom.ASICS.get("spectrum-2")));
        assertThat(r.xoffBytes()).isEqualTo(81920);
        assertThat(r.xonBytes()).isEqualTo(19456);
        assertThat(r.sizeBytes()).isEqualTo(101376);
        assertThat(r.steps()).anyMatch(s -> s.contains("394 quanta x 512 / 8 = 25216.0 B"));
    }

    @Test
    void sharedHeadroomPoolReservesOnlyXon() {
        var r = Headroom.compute(new Headroom.Inputs(400_000, 5, 9216, 1024, 100, 0, false, true, Headroom.ASICS.get("spectrum-3")));
        assertThat(r.sizeBytes()).isEqualTo(19456);
        assertThat(r.xoffBytes()).isGreaterThan(r.xonBytes());
    }

    /**
     * asic_table.j2: Spectrum-4 and -5 have a 192 B cell, Spectrum-6 a 256 B cell and a 42 KB pipeline;
     * an 8-lane port doubles the pipeline less 1 KiB and adds the port MTU to the size
     * (buffer_headroom_mellanox.lua): 800G, 40 m, MTU 9100 on Spectrum-4 at SONiC's 50 % small packets.
     */
    @Test
    void spectrum4To6ConstantsAndTheEightLaneRule() {
        assertThat(Headroom.ASICS.get("spectrum-4").cellBytes()).isEqualTo(192);
        assertThat(Headroom.ASICS.get("spectrum-5").cellBytes()).isEqualTo(192);
        assertThat(Headroom.ASICS.get("spectrum-6").cellBytes()).isEqualTo(256);
        assertThat(Headroom.ASICS.get("spectrum-6").pipelineLatencyBytes()).isEqualTo(42 * 1024);
        var r = Headroom.compute(new Headroom.Inputs(800_000, 40, 9100, 1024, Headroom.SONIC_SMALL_PACKET_PERCENT, 0, true, false,
                Headroom.ASICS.get("spectrum-4")));
        // cable 2 x 40 x 8e5 x 1e9 / 1.98e8 / 8192 = 39457.1; propagation 9100 + 39457.1 + 819.2 + 57920 = 107296.3;
        // occupancy (50 + 50 x 3) / 100 = 2; xoff 1024 + 214592.6 -> 216064; xon 2 x 19456 - 1024 = 37888; size + 9100
        assertThat(r.xoffBytes()).isEqualTo(216_064);
        assertThat(r.xonBytes()).isEqualTo(37_888);
        assertThat(r.sizeBytes()).isEqualTo(263_168);
    }

    @Test
    void platformAndSkuNameTheAsic() {
        assertThat(MellanoxPlatforms.asicOf(Optional.of("x86_64-nvidia_sn4280-r0"), Optional.empty())).map(Headroom.Asic::name)
                .contains("spectrum-3");
        assertThat(MellanoxPlatforms.asicOf(Optional.of("x86_64-nvidia_sn5610n-r0"), Optional.empty())).map(Headroom.Asic::name)
                .contains("spectrum-4");
        assertThat(MellanoxPlatforms.asicOf(Optional.of("x86_64-nvidia_sn5640-r0"), Optional.empty())).map(Headroom.Asic::name)
                .contains("spectrum-5");
        // a platform asic_table.j2 does not list: the model number in the SKU
        assertThat(MellanoxPlatforms.asicOf(Optional.of("x86_64-nvidia_sn6600-r0"), Optional.of("Mellanox-SN6600-V256")))
                .map(Headroom.Asic::name).contains("spectrum-6");
        assertThat(MellanoxPlatforms.asicOf(Optional.empty(), Optional.of("Mellanox-SN2700-D48C8"))).map(Headroom.Asic::name)
                .contains("spectrum");
        assertThat(MellanoxPlatforms.asicOf(Optional.of("x86_64-arista_7050_qx32s"), Optional.of("Arista-7050-QX32S"))).isEmpty();
    }

    @Test
    void unitsParse() {
        assertThat(Headroom.parseSpeedMbps("400G")).isEqualTo(400_000);
        assertThat(Headroom.parseSpeedMbps("25000")).isEqualTo(25_000);
        assertThat(Headroom.parseMeters("300m")).isEqualTo(300.0);
    }
}
