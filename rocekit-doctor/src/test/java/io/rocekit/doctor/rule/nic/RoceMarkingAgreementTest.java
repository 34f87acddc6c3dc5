package io.rocekit.doctor.rule.nic;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.roce.RoceMarking;
import io.rocekit.fabric.intent.Profiles;
import io.rocekit.fabric.render.RenderOptions;
import io.rocekit.fabric.render.Rendering;
import io.rocekit.fabric.render.Target;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * One answer everywhere: the NIC script rocekit fabric renders for NVIDIA's lossless profile and
 * the doctor's fixes for the same intent name the same ToS, PFC priority, CNP DSCP and CNP priority.
 */
class RoceMarkingAgreementTest {
    private static final String SCRIPT = Rendering.render(Target.NIC, Profiles.intent("nvidia-lossless"),
            new RenderOptions(List.of(), Map.of("mlx5_0", "ens1np0"), 256, 10_000_000)).text();

    private static int first(String regex, String text) {
        Matcher m = Pattern.compile(regex).matcher(text);
        assertThat(m.find()).as("%s in%n%s", regex, text).isTrue();
        return Integer.parseInt(m.group(1));
    }

    @Test
    void theTosOfTheNicScriptIsTheTosOfEveryDoctorFix() {
        int tos = first("cma_roce_tos -d 'mlx5_0' -p 1 -t (\\d+)", SCRIPT);
        assertThat(tos).isEqualTo(106).isEqualTo(RoceMarking.dataTos());
        assertThat(first("NCCL_IB_TC=(\\d+)", SCRIPT)).isEqualTo(tos);
        List<String> cm = RoceTosRule.fixes("sys/kernel/config/rdma_cm/mlx5_0/ports/1/default_roce_tos");
        assertThat(first("cma_roce_tos -d mlx5_0 -t (\\d+)", cm.get(0))).isEqualTo(tos);
        assertThat(first("NCCL_IB_TC=(\\d+)", cm.get(1))).isEqualTo(tos);
        assertThat(first("^echo (\\d+) ", RoceTosRule.fixes("sys/class/infiniband/mlx5_0/tc/1/traffic_class").get(0)))
                .isEqualTo(tos);
        String info = new RoceTosRule().info().fix();
        assertThat(first("cma_roce_tos -d DEV -t (\\d+)", info)).isEqualTo(tos);
        assertThat(first("NCCL_IB_TC=(\\d+)", info)).isEqualTo(tos);
    }

    @Test
    void thePfcPriorityAndCnpMarkingOfTheNicScriptAreTheDoctorDefaults() {
        Matcher pfc = Pattern.compile("--pfc '([01,]+)'").matcher(SCRIPT);
        assertThat(pfc.find()).isTrue();
        assertThat(new PfcPriorityRule().info().fix()).contains("--pfc " + pfc.group(1));
        assertThat(pfc.group(1).split(",")[RoceDefaults.ROCE_PRIORITY]).isEqualTo("1");
        assertThat(first("echo (\\d+) > '[^']*roce_np/cnp_dscp'", SCRIPT)).isEqualTo(RoceDefaults.CNP_DSCP);
        assertThat(first("echo (\\d+) > '[^']*roce_np/cnp_802p_prio'", SCRIPT)).isEqualTo(RoceDefaults.CNP_PRIORITY);
        assertThat(first("CNP_802P_PRIO_P1=(\\d+)", new CnpPriorityRule().info().fix())).isEqualTo(RoceDefaults.CNP_PRIORITY);
        assertThat(first("\"CNP_DSCP_P\\$port=(\\d+)\"", SCRIPT)).isEqualTo(RoceDefaults.CNP_DSCP);
    }
}
