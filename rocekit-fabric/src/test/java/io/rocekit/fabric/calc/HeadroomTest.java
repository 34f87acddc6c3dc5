package io.rocekit.fabric.calc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HeadroomTest {
    /**
     * By hand from buffer_headroom_mellanox.lua: Spectrum-2 (cell 144), 100G, 5 m, port MTU 9100,
     * lossless MTU 1024, 100 % small packets: factor 2.25; peer 394 x 64 = 25216; cable
     * 1e15 / 1.98e8 / 8192 = 616.5; propagation 9100 + 616.5 + 819.2 + 25216 = 35751.7;
     * xoff 1024 + 35751.7 x 2.25 = 81465.4 -> 81920; xon 18432; size 100352.
     */
    @Test
    void spectrum2At100gAnd5mMatchesTheScriptByHand() {
        var r = Headroom.compute(new Headroom.Inputs(100_000, 5, 9100, 1024, 100, 0, false, false, Headroom.ASICS.get("spectrum-2")));
        assertThat(r.xoffBytes()).isEqualTo(81920);
        assertThat(r.xonBytes()).isEqualTo(18432);
        assertThat(r.sizeBytes()).isEqualTo(100352);
        assertThat(r.steps()).anyMatch(s -> s.contains("394 quanta x 512 / 8 = 25216.0 B"));
    }

    @Test
    void sharedHeadroomPoolReservesOnlyXon() {
        var r = Headroom.compute(new Headroom.Inputs(400_000, 5, 9216, 1024, 100, 0, false, true, Headroom.ASICS.get("spectrum-3")));
        assertThat(r.sizeBytes()).isEqualTo(18432);
        assertThat(r.xoffBytes()).isGreaterThan(r.xonBytes());
    }

    @Test
    void unitsParse() {
        assertThat(Headroom.parseSpeedMbps("400G")).isEqualTo(400_000);
        assertThat(Headroom.parseSpeedMbps("25000")).isEqualTo(25_000);
        assertThat(Headroom.parseMeters("300m")).isEqualTo(300.0);
    }
}
