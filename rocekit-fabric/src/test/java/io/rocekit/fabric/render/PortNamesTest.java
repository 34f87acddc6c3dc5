package io.rocekit.fabric.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Ports as users write them, expanded per target; a name in another target's form is refused naming the form. */
class PortNamesTest {
    @Test
    void sonicRangesStepByFourUnlessToldOtherwise() {
        List<String> p = PortNames.expand(Target.SONIC, List.of("Ethernet0-124"));
        assertThat(p).hasSize(32).startsWith("Ethernet0", "Ethernet4").endsWith("Ethernet124");
        assertThat(PortNames.expand(Target.SONIC, List.of("Ethernet0-248/8"))).hasSize(32).contains("Ethernet8").doesNotContain("Ethernet4");
        assertThatThrownBy(() -> PortNames.expand(Target.SONIC, List.of("Ethernet0-126")))
                .hasMessageContaining("a range runs upwards in steps of 4");
    }

    @Test
    void nvueEosNxosComwareJunosRanges() {
        assertThat(PortNames.expand(Target.NVUE, List.of("swp1-32"))).hasSize(32).endsWith("swp32");
        assertThat(PortNames.expand(Target.NVUE, List.of("swp1s0-3"))).containsExactly("swp1s0", "swp1s1", "swp1s2", "swp1s3");
        assertThat(PortNames.expand(Target.EOS, List.of("Ethernet1/1-32"))).hasSize(32).startsWith("Ethernet1/1");
        assertThat(PortNames.expand(Target.EOS, List.of("Ethernet49/1-4", "Ethernet1"))).hasSize(5);
        assertThat(PortNames.expand(Target.NXOS, List.of("Ethernet1/1-32"))).hasSize(32).endsWith("Ethernet1/32");
        assertThat(PortNames.expand(Target.NXOS, List.of("Ethernet1/1/1-4"))).containsExactly("Ethernet1/1/1", "Ethernet1/1/2",
                "Ethernet1/1/3", "Ethernet1/1/4");
        assertThat(PortNames.expand(Target.COMWARE, List.of("HundredGigE1/0/1-8"))).hasSize(8);
        assertThat(PortNames.expand(Target.JUNOS, List.of("et-0/0/0-31"))).hasSize(32).endsWith("et-0/0/31");
    }

    @Test
    void aNameInAnotherTargetsFormIsRefusedNamingTheFormExpected() {
        assertThatThrownBy(() -> PortNames.expand(Target.EOS, List.of("swp1")))
                .hasMessage("expected EOS port names like Ethernet1 or Ethernet49/1, or a range Ethernet1-32 / Ethernet49/1-4, "
                        + "found 'swp1'");
        assertThatThrownBy(() -> PortNames.expand(Target.SONIC, List.of("Ethernet1/1"))).hasMessageContaining("SONiC port names");
        assertThatThrownBy(() -> PortNames.expand(Target.NVUE, List.of("swp1-5000000"))).hasMessageContaining("expected Cumulus");
        assertThatThrownBy(() -> PortNames.expand(Target.NXOS, List.of("Ethernet1"))).hasMessageContaining("NX-OS port names");
    }
}
