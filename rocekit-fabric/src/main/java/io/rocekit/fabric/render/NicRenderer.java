package io.rocekit.fabric.render;

import static io.rocekit.fabric.render.ShellWords.quote;

import io.rocekit.core.roce.Tos;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.intent.NicIntent;
import io.rocekit.fabric.model.Trust;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The host side for ConnectX NICs, per device: {@code mlnx_qos} trust, DSCP to priority, PFC and
 * cable length (MLNX_OFED mlnx-tools), {@code cma_roce_mode}/{@code cma_roce_tos} for RDMA-CM with
 * the ECN-capable ToS ({@link Tos}: 106 for DSCP 26, as NVIDIA's doRoCE.sh sets it), the MLNX_OFED
 * ECN sysfs files ({@code ecn/roce_np} CNP DSCP/priority, {@code roce_rp|roce_np/enable/N} on every
 * DCQCN priority, DCQCN parameters), and the {@code mlxconfig} lines that make the CC settings
 * persistent in firmware, with the {@code _P1}/{@code _P2} suffix of the device's port on the card
 * (mlxconfig names per-port parameters so; PCI function 1 of a dual-port card is its port 2).
 * Device names and interfaces come from {@code --devices mlx5_0=ens1np0,...}; without them,
 * {@code mlx5_0} / {@code IF-of-mlx5_0} placeholders are printed and marked. Every value in the
 * script is single-quoted and names are checked ({@link ShellWords}).
 */
final class NicRenderer implements Renderer {
    @Override
    public String render(Intent in, RenderOptions o) {
        Map<String, String> devices = new LinkedHashMap<>(new TreeMap<>(o.devices()));
        boolean placeholder = devices.isEmpty();
        if (placeholder) {
            devices.put("mlx5_0", "IF-of-mlx5_0");
        }
        devices.forEach((dev, ifc) -> {
            ShellWords.rdmaDeviceProblem(dev).ifPresent(p -> {
                throw new IllegalArgumentException("--devices: " + p);
            });
            ShellWords.netdevProblem(ifc).ifPresent(p -> {
                throw new IllegalArgumentException("--devices: " + p);
            });
        });
        NicIntent nic = in.nic();
        int tos = Tos.ecnCapable(nic.rdmaCmDscp());
        StringBuilder b = new StringBuilder();
        b.append("#!/bin/sh\n# rocekit fabric render --target nic: intent ").append(Comments.line(in.name())).append('\n');
        b.append("# ConnectX with MLNX_OFED/DOCA-OFED (the ecn/ sysfs tree is not in the inbox driver); run as root, per boot.\n");
        b.append("# Nothing is run by rocekit.\n");
        if (placeholder) {
            b.append("# PLACEHOLDER device: give --devices mlx5_0=ens1np0,mlx5_1=ens2np0 (see 'rdma link' or 'ibdev2netdev')\n");
        }
        b.append("# NCCL does not use the RDMA-CM ToS: run NCCL jobs with NCCL_IB_TC=").append(tos).append(" (")
                .append(Tos.explain(nic.rdmaCmDscp())).append(")\n");
        b.append("set -e\n");
        for (Map.Entry<String, String> d : devices.entrySet()) {
            device(b, in, d.getKey(), d.getValue(), tos);
        }
        return b.toString();
    }

    private static void device(StringBuilder b, Intent in, String dev, String ifc, int tos) {
        NicIntent nic = in.nic();
        String i = quote(ifc);
        b.append("\n# --- ").append(dev).append(" (").append(ifc).append(") ---\n");
        b.append("mlnx_qos -i ").append(i).append(" --trust ").append(nic.trust() == Trust.PCP ? "pcp" : "dscp").append('\n');
        if (nic.trust() != Trust.PCP) {
            in.dscpToPriority().forEach((ds, p) -> b.append("mlnx_qos -i ").append(i).append(" --dscp2prio ")
                    .append(quote("set," + ds + "," + p)).append('\n'));
        }
        b.append("mlnx_qos -i ").append(i).append(" --pfc ").append(quote(pfcVector(in))).append('\n');
        if (!in.pfc().priorities().isEmpty()) {
            b.append("mlnx_qos -i ").append(i).append(" --cable_len ").append(quote(NvueRenderer.meters(in.buffers().cableLength())))
                    .append("   # meters, for the NIC's own xoff/xon\n");
        }
        b.append("cma_roce_mode -d ").append(quote(dev)).append(" -p 1 -m 2   # RoCE v2 for RDMA-CM\n");
        b.append("cma_roce_tos -d ").append(quote(dev)).append(" -p 1 -t ").append(tos).append("   # ToS = ")
                .append(Tos.explain(nic.rdmaCmDscp())).append("; RDMA-CM only\n");
        String ecn = "/sys/class/net/" + ifc + "/ecn/";
        b.append("echo ").append(nic.cnpDscp()).append(" > ").append(quote(ecn + "roce_np/cnp_dscp")).append('\n');
        b.append("echo ").append(nic.cnpPriority()).append(" > ").append(quote(ecn + "roce_np/cnp_802p_prio")).append('\n');
        b.append("# DCQCN on priorities ").append(nic.dcqcnPriorities().isEmpty() ? "none" : Units.csv(nic.dcqcnPriorities()))
                .append(" (reaction point: the sender slows down; notification point: the receiver sends CNPs)\n");
        for (int p = 0; p < 8; p++) {
            int on = nic.dcqcnPriorities().contains(p) ? 1 : 0;
            b.append("echo ").append(on).append(" > ").append(quote(ecn + "roce_rp/enable/" + p)).append('\n');
            b.append("echo ").append(on).append(" > ").append(quote(ecn + "roce_np/enable/" + p)).append('\n');
        }
        nic.dcqcn().forEach((k, v) -> b.append("echo ").append(quote(v)).append(" > ")
                .append(quote(ecn + (k.startsWith("cnp_") || k.equals("min_time_between_cnps") ? "roce_np/" : "roce_rp/") + k))
                .append('\n'));
        firmware(b, dev, nic);
    }

    /** mlxconfig, on the port of the card this device is: PCI function N is port N + 1 ({@code _P1}, {@code _P2}). */
    private static void firmware(StringBuilder b, String dev, NicIntent nic) {
        int mask = 0;
        for (int p : nic.dcqcnPriorities()) {
            mask |= 1 << p;
        }
        b.append("# firmware defaults (persistent; take effect after a reboot or mlxfwreset), on this device's port of the card:\n");
        b.append("bdf=$(basename \"$(readlink -f ").append(quote("/sys/class/infiniband/" + dev + "/device")).append(")\")\n");
        b.append("port=$(( ${bdf##*.} + 1 ))   # PCI function 0 = port 1 (_P1), function 1 = port 2 (_P2) of a dual-port card\n");
        b.append("mlxconfig -y -d \"$bdf\" set \"ROCE_CC_PRIO_MASK_P$port=").append(mask).append("\" \"CNP_DSCP_P$port=")
                .append(nic.cnpDscp()).append("\" \"CNP_802P_PRIO_P$port=").append(nic.cnpPriority()).append("\"\n");
    }

    private static String pfcVector(Intent in) {
        List<String> v = new ArrayList<>();
        for (int p = 0; p < 8; p++) {
            v.add(in.pfc().priorities().contains(p) ? "1" : "0");
        }
        return String.join(",", v);
    }
}
