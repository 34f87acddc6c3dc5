package io.rocekit.doctor.rule.bench;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclTransport;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code nccl.socket-transport}: NCCL moved inter-node data over TCP sockets instead of RDMA:
 * {@code Using network Socket}, channel connections {@code via NET/Socket}, or
 * {@code NET/IB : No device found} followed by {@code NET/Socket : Using}. FAIL; INFO when the log
 * shows a single host (sockets then carry only the bootstrap).
 */
public final class SocketTransportRule implements BenchRule {
    public static final String ID = "nccl.socket-transport";
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "NCCL used TCP sockets for inter-node traffic instead of RDMA (Using network Socket, channels via NET/Socket, "
                    + "or NET/IB : No device found then NET/Socket : Using).",
            "NCCL_DEBUG=INFO log lines: Using network, NET/IB, NET/Socket, Channel ... via",
            "make the RDMA devices visible to NCCL: install libibverbs, expose /dev/infiniband to the container, bring "
                    + "the ports up, unset NCCL_IB_DISABLE, fix NCCL_IB_HCA or NCCL_NET",
            "NCCL documentation, environment variables (NCCL_IB_DISABLE, NCCL_IB_HCA, NCCL_NET) and troubleshooting");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(BenchContext context, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (NcclLog log : context.logs()) {
            boolean socketNet = log.network().map(n -> n.equalsIgnoreCase("Socket")).orElse(false);
            int socketChannels = log.connections(NcclTransport.Kind.NET_SOCKET);
            boolean rdma = log.connections(NcclTransport.Kind.NET_RDMA_GDR) + log.connections(NcclTransport.Kind.NET_RDMA_NO_GDR) > 0
                    || log.network().map(n -> !n.equalsIgnoreCase("Socket")).orElse(false);
            boolean fallback = log.ibNoDevice().isPresent() && log.socketLine().isPresent() && !rdma;
            // without libibverbs NCCL's IB transport cannot load: only sockets (or a plugin) remain
            boolean noVerbs = log.warnings().stream().anyMatch(w -> w.text().contains("Failed to open libibverbs"))
                    && !rdma && log.netDevices().isEmpty();
            if (!socketNet && socketChannels == 0 && !fallback && !noVerbs) {
                continue;
            }
            List<Evidence> ev = new ArrayList<>();
            log.networks().stream().filter(e -> e.text().contains("Socket")).findFirst().ifPresent(ev::add);
            ibDisabled(log).ifPresent(ev::add);
            log.ibNoDevice().ifPresent(ev::add);
            if (noVerbs) {
                log.warnings().stream().filter(w -> w.text().contains("Failed to open libibverbs")).findFirst().ifPresent(ev::add);
            }
            log.socketLine().ifPresent(ev::add);
            log.transport(NcclTransport.Kind.NET_SOCKET).ifPresent(t -> {
                ev.add(t.example());
                ev.add(Evidence.value(t.connections() + " channel connection(s) via NET/Socket"));
            });
            boolean singleHost = context.hosts(log) == 1 && socketChannels == 0;
            Severity sev = singleHost ? Severity.INFO : Severity.FAIL;
            String title = "NCCL " + (socketChannels > 0 ? "moved data over TCP sockets" : "fell back to TCP sockets")
                    + ": no RDMA and no GPUDirect RDMA" + (singleHost ? " (one host in this log: only inter-node traffic would be affected)"
                            : ", inter-node bandwidth is bounded by the kernel TCP stack");
            out.add(new Finding(ID, sev, title, Subjects.of(log), ev, causes(log).remediation(), INFO.source()));
        }
        return out;
    }

    private static Causes causes(NcclLog log) {
        Causes c = new Causes();
        Optional<Evidence> disabled = ibDisabled(log);
        disabled.ifPresent(d -> c.seen(d.text() + ": unset NCCL_IB_DISABLE (or set it to 0)"));
        for (Evidence w : log.warnings()) {
            String t = w.text().toLowerCase(Locale.ROOT);
            if (t.contains("libibverbs")) {
                c.seen("NCCL could not load libibverbs (" + w.text() + "): install rdma-core / libibverbs1 in the image "
                        + "that runs NCCL");
            } else if (t.contains("only efa provider")) {
                c.seen("the aws-ofi-nccl plugin found no EFA device (" + w.text() + "): on a RoCE or InfiniBand cluster "
                        + "remove the plugin or set NCCL_NET=IB");
            }
        }
        // with NCCL_IB_DISABLE=1 the IB plugin reports no device because it was told to use none
        if (log.ibNoDevice().isPresent() && disabled.isEmpty()) {
            c.seen("NET/IB found no usable device: check ibv_devinfo (ports PORT_ACTIVE), that /dev/infiniband is passed "
                    + "into the container, and that NCCL_IB_HCA (if set) matches the device names");
        }
        log.env().entrySet().stream().filter(e -> e.getKey().equals("NCCL_IB_HCA") || e.getKey().equals("NCCL_NET"))
                .forEach(e -> c.seen(e.getValue().text() + ": check that it names devices or a plugin present on this host"));
        return c;
    }

    /**
     * The {@code NCCL_IB_DISABLE set by environment to V} line when V turns the IB transport off; a
     * value of 0 keeps it on (NCCL reads the variable as an integer: NVIDIA/nccl src/transport/net_ib.cc).
     */
    private static Optional<Evidence> ibDisabled(NcclLog log) {
        return Optional.ofNullable(log.env().get("NCCL_IB_DISABLE")).filter(e -> log.envInt("NCCL_IB_DISABLE").orElse(1) != 0);
    }
}
