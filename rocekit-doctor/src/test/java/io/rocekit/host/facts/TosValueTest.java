package io.rocekit.host.facts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The ToS files as the kernel and MLNX_OFED print them. */
class TosValueTest {
    /** configfs default_roce_tos prints the number. */
    @Test
    void readsTheRdmaCmDefault() {
        assertThat(TosValue.of("106\n")).hasValue(106);
        assertThat(TosValue.of("0")).hasValue(0);
    }

    /**
     * MLNX_OFED traffic_class: "Global tclass=236" (NVIDIA/nccl#2383), nothing when unset, per-address
     * rules after the global line (mlnx-ofa_kernel main_ext.c traffic_class_show): only the global value counts.
     */
    @Test
    void readsTheMlnxOfedGlobalTrafficClass() {
        assertThat(TosValue.of("Global tclass=236\n")).hasValue(236);
        assertThat(TosValue.of("Global tclass=106\ndst_ip=10.0.0.0/8,tclass=96\n")).hasValue(106);
        assertThat(TosValue.of("dst_ip=10.0.0.0/8,tclass=96\n")).isEmpty();
        assertThat(TosValue.of("")).isEmpty();
        assertThat(TosValue.of("Global tclass=300")).isEqualTo(OptionalInt.empty());
        assertThat(TosValue.of("not present")).isEmpty();
    }
}
