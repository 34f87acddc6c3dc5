package io.rocekit.fleet.node;

import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.parse.ethtool.DriverInfo;
import io.rocekit.host.parse.nccltests.NcclTestsOutput;
import io.rocekit.host.parse.nvsmi.NvidiaSmiQuery;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Versions of the software stack: kernel, OFED, the mlx5 driver, the GPU driver and CUDA, NCCL.
 */
final class SoftwareFacts {
    private static final Pattern KERNEL = Pattern.compile("^Linux version (\\S+)");
    private static final Pattern NCCL = Pattern.compile("NCCL version (\\S+)");

    private SoftwareFacts() {
    }

    static void read(NodeView v, FactSink out) {
        v.value("proc/version").ifPresent(text -> {
            Matcher m = KERNEL.matcher(text);
            if (m.find()) {
                out.fact("software.kernel", m.group(1));
            }
        });
        v.value("commands/ofed_info-s.txt").map(t -> t.lines().findFirst().orElse("").strip())
                .map(t -> t.endsWith(":") ? t.substring(0, t.length() - 1) : t)
                .filter(t -> !t.isEmpty() && !t.contains(" "))
                .ifPresent(t -> out.fact("software.ofed", t));
        v.value("sys/module/mlx5_core/version").ifPresent(x -> out.fact("software.mlx5-driver", x));
        for (NodeView.Typed<DriverInfo> t : v.artifacts(DriverInfo.class)) {
            if (t.model().driver().filter("mlx5_core"::equals).isPresent()) {
                t.model().version().ifPresent(x -> out.fact("software.mlx5-driver", x));
            }
        }
        for (NodeView.Typed<NvidiaSmiQuery> t : v.artifacts(NvidiaSmiQuery.class)) {
            t.model().driverVersion().ifPresent(d -> out.fact("software.gpu-driver", d.value()));
            t.model().cudaVersion().ifPresent(c -> out.fact("software.cuda", c));
        }
        v.value("sys/module/nvidia/version").ifPresent(x -> out.fact("software.gpu-driver", x));
        for (NodeView.Typed<NcclLog> t : v.artifacts(NcclLog.class)) {
            nccl(t.model(), out);
        }
        for (NodeView.Typed<NcclTestsOutput> t : v.artifacts(NcclTestsOutput.class)) {
            t.model().log().ifPresent(l -> nccl(l, out));
        }
    }

    private static void nccl(NcclLog log, FactSink out) {
        log.version().ifPresent(e -> {
            Matcher m = NCCL.matcher(e.text());
            if (m.find()) {
                out.fact("software.nccl", m.group(1));
            }
        });
    }
}
