package io.rocekit.fabric.render;

import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.model.Trust;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The host side for ConnectX NICs, per device: {@code mlnx_qos} trust, DSCP to priority, PFC and
 * cable length (MLNX_OFED mlnx-tools), {@code cma_roce_mode}/{@code cma_roce_tos} for RDMA-CM, the
 * MLNX_OFED ECN sysfs files ({@code ecn/roce_np} CNP DSCP/priority, {@code roce_rp|roce_np/enable/N},
 * DCQCN parameters), and the {@code mlxconfig} lines that make the CC settings persistent in
 * firmware. Device names and interfaces come from {@code --devices mlx5_0=ens1np0,...}; without
 * them, {@code mlx5_0} / {@code <IF-of-mlx5_0>} placeholders are printed and marked.
 */
final class NicRenderer implements Renderer {
    @Override
    public String render(Intent in, RenderOptions o) {
        Map<String, String> devices = new LinkedHashMap<>(new TreeMap<>(o.devices()));
        boolean placeholder = devices.isEmpty();
        if (placeholder) {
            devices.put("mlx5_0", "<IF-of-mlx5_0>");
        }
        var nic = in.nic();
        StringBuilder b = new StringBuilder();
        b.append("#!/bin/sh\n# rocekit fabric render --target nic: intent ").append(in.name()).append('\n');
        b.append("# ConnectX with MLNX_OFED/DOCA-OFED (the ecn/ sysfs tree is not in the inbox driver); run as root, per boot.\n");
        b.append("# Nothing is run by rocekit.\n");
        if (placeholder) {
            b.append("# PLACEHOLDER device: give --devices mlx5_0=ens1np0,mlx5_1=ens2np0 (see 'rdma link' or 'ibdev2netdev')\n");
        }
        b.append("set -e\n");
        int[] pfc = new int[8];
        in.pfc().priorities().forEach(p -> pfc[p] = 1);
        List<String> pfcList = new ArrayList<>();
        for (int v : pfc) {
            pfcList.add(Integer.toString(v));
        }
        int tos = nic.rdmaCmDscp() * 4;
        for (Map.Entry<String, String> d : devices.entrySet()) {
            String dev = d.getKey();
            String ifc = d.getValue();
            b.append("\n# --- ").append(dev).append(" (").append(ifc).append(") ---\n");
            b.append("mlnx_qos -i ").append(ifc).append(" --trust ").append(nic.trust() == Trust.PCP ? "pcp" : "dscp").append('\n');
            if (nic.trust() != Trust.PCP) {
                in.dscpToPriority().forEach((ds, p) -> b.append("mlnx_qos -i ").append(ifc).append(" --dscp2prio set,").append(ds)
                        .append(',').append(p).append('\n'));
            }
            b.append("mlnx_qos -i ").append(ifc).append(" --pfc ").append(String.join(",", pfcList)).append('\n');
            if (!in.pfc().priorities().isEmpty()) {
                b.append("mlnx_qos -i ").append(ifc).append(" --cable_len ").append(NvueRenderer.meters(in.buffers().cableLength()))
                        .append("   # meters, for the NIC's own xoff/xon\n");
            }
            b.append("cma_roce_mode -d ").append(dev).append(" -p 1 -m 2   # RoCE v2 for RDMA-CM\n");
            b.append("cma_roce_tos -d ").append(dev).append(" -p 1 -t ").append(tos).append("   # ToS = DSCP ").append(nic.rdmaCmDscp())
                    .append(" x 4; RDMA-CM only: NCCL uses NCCL_IB_TC=").append(tos).append('\n');
            String ecn = "/sys/class/net/" + ifc + "/ecn/";
            b.append("echo ").append(nic.cnpDscp()).append(" > ").append(ecn).append("roce_np/cnp_dscp\n");
            b.append("echo ").append(nic.cnpPriority()).append(" > ").append(ecn).append("roce_np/cnp_802p_prio\n");
            for (int p = 0; p < 8; p++) {
                int on = nic.dcqcnPriorities().contains(p) ? 1 : 0;
                b.append("echo ").append(on).append(" > ").append(ecn).append("roce_rp/enable/").append(p).append('\n');
                b.append("echo ").append(on).append(" > ").append(ecn).append("roce_np/enable/").append(p).append('\n');
            }
            nic.dcqcn().forEach((k, v) -> b.append("echo ").append(v).append(" > ").append(ecn)
                    .append(k.startsWith("cnp_") || k.equals("min_time_between_cnps") ? "roce_np/" : "roce_rp/").append(k).append('\n'));
            int mask = 0;
            for (int p : nic.dcqcnPriorities()) {
                mask |= 1 << p;
            }
            b.append("# firmware defaults (persistent; take effect after a reboot or mlxfwreset):\n");
            b.append("mlxconfig -y -d $(basename $(readlink -f /sys/class/infiniband/").append(dev).append("/device)) set")
                    .append(" ROCE_CC_PRIO_MASK_P1=").append(mask).append(" CNP_DSCP_P1=").append(nic.cnpDscp())
                    .append(" CNP_802P_PRIO_P1=").append(nic.cnpPriority()).append('\n');
        }
        return b.toString();
    }
}
