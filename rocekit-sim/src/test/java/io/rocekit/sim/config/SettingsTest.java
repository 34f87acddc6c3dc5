package io.rocekit.sim.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.sim.SimInputException;
import org.junit.jupiter.api.Test;

class SettingsTest {
    private static final long G100 = 100_000_000_000L;

    @Test
    void hpccProfileIsTheReferencesPresetAt100G() {
        SimConfig c = SimConfig.from(Profile.HPCC_DCQCN.settings(G100));
        assertThat(c.dcqcn().aiBitsPerSec()).isEqualTo(20e6);
        assertThat(c.dcqcn().haiBitsPerSec()).isEqualTo(200e6);
        assertThat(c.dcqcn().alphaGain()).isEqualTo(1.0 / 256);
        assertThat(c.dcqcn().increaseTimerPs()).isEqualTo(300_000_000L);
        assertThat(c.sw().kminBytes(G100)).isEqualTo(400_000);
        assertThat(c.sw().kmaxBytes(400 * 1_000_000_000L)).isEqualTo(6_400_000);
        assertThat(c.sw().bufferBytes()).isEqualTo(32L << 20);
        assertThat(c.sw().headroomBytes(G100, 1_000_000)).isEqualTo(37_500);
        assertThat(c.sw().alphaShift(4 * G100, G100)).isEqualTo(1);
        assertThat(c.packet().maxFrameBytes()).isEqualTo(1048);
    }

    @Test
    void connectxProfileHasTheFirmwareDefaults() {
        Settings s = Profile.CONNECTX_DEFAULT.settings(G100);
        assertThat(s.getLong("dcqcn.rpg_byte_reset")).isEqualTo(32767);
        assertThat(s.getLong("dcqcn.dce_tcp_g")).isEqualTo(1019);
        assertThat(s.getDouble("dcqcn.min_time_between_cnps")).isEqualTo(4.0);
        assertThat(s.getLong("dcqcn.cnp_802p_prio")).isEqualTo(6);
        SimConfig c = SimConfig.from(s);
        assertThat(c.dcqcn().byteCounterBytes()).isEqualTo(32767L * 64);
        assertThat(c.dcqcn().cutScale()).isEqualTo(0.5);
        assertThat(c.dcqcn().minDecFactor()).isEqualTo(0.5);
    }

    @Test
    void setAcceptsBareConnectXNamesAndUnits() {
        Settings s = Profile.HPCC_DCQCN.settings(G100).with("rpg_time_reset", "55", "--set")
                .with("ecn.kmin", "200KB", "--set").with("nic.nack-interval", "100us", "--set");
        assertThat(s.getDouble("dcqcn.rpg_time_reset")).isEqualTo(55.0);
        assertThat(s.getLong("ecn.kmin")).isEqualTo(200_000);
        assertThat(s.getLong("nic.nack-interval")).isEqualTo(100_000_000L);
    }

    @Test
    void refusesUnknownKnobsAndImpossibleValuesWithTheReason() {
        Settings s = Profile.HPCC_DCQCN.settings(G100);
        assertThatThrownBy(() -> s.with("rpg_time_rest", "5", "--set")).isInstanceOf(SimInputException.class)
                .hasMessageContaining("unknown knob 'rpg_time_rest'");
        assertThatThrownBy(() -> s.with("ecn.pmax", "1.5", "--set")).hasMessageContaining("out of range (0..1");
        assertThatThrownBy(() -> s.with("switch.buffer", "-3MB", "--set")).hasMessageContaining("expected a size");
        assertThatThrownBy(() -> s.with("dcqcn.stage-rule", "fast", "--set"))
                .hasMessageContaining("one of hpcc, mellanox, paper");
        assertThatThrownBy(() -> SimConfig.from(s.with("ecn.kmin", "2MB", "x")))
                .hasMessageContaining("Kmin must not exceed Kmax");
        assertThatThrownBy(() -> SimConfig.from(s.with("switch.headroom-bytes", "500", "x")))
                .hasMessageContaining("below one MTU frame (1048 B)");
    }

    @Test
    void everyKnobHasAValueInEveryProfile() {
        for (Profile p : Profile.values()) {
            Settings s = p.settings(G100);
            for (Knob k : Knobs.all()) {
                assertThat(s.asMap()).containsKey(k.name());
            }
            assertThat(SimConfig.from(s)).isNotNull();
        }
    }
}
