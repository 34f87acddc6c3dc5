package io.rocekit.fleet.node;

import io.rocekit.host.parse.ethtool.DriverInfo;
import io.rocekit.host.parse.ibvdevinfo.IbvDevices;

/**
 * NIC firmware version and PSID (the board's firmware image id) per RDMA device: from sysfs
 * ({@code fw_ver}, {@code board_id}), else {@code ibv_devinfo}, else {@code ethtool -i}.
 */
final class FirmwareFacts {
    private FirmwareFacts() {
    }

    static void read(NodeView v, FactSink out) {
        String dir = "sys/class/infiniband";
        for (String e : v.list(dir)) {
            if (!e.endsWith(".link")) {
                continue;
            }
            String dev = e.substring(0, e.length() - ".link".length());
            v.link(dir + "/" + dev).ifPresent(real -> {
                v.value(real + "/fw_ver").ifPresent(x -> out.fact("firmware." + dev + ".version", x));
                v.value(real + "/board_id").ifPresent(x -> out.fact("firmware." + dev + ".psid", x));
            });
        }
        for (NodeView.Typed<IbvDevices> t : v.artifacts(IbvDevices.class)) {
            for (IbvDevices.Hca h : t.model().hcas()) {
                if (h.id().isEmpty()) {
                    continue;
                }
                String dev = h.id().get();
                h.fwVer().ifPresent(f -> out.fact("firmware." + dev + ".version", f.value()));
                h.boardId().ifPresent(b -> out.fact("firmware." + dev + ".psid", b));
            }
        }
        for (NodeView.Typed<DriverInfo> t : v.artifacts(DriverInfo.class)) {
            Names.between(t.file(), "commands/ethtool-i.").ifPresent(ifc -> {
                String dev = Names.nicOfNetdev(v.topology(), ifc);
                t.model().firmwareVersion().ifPresent(f -> out.fact("firmware." + dev + ".version", f));
                t.model().psid().ifPresent(p -> out.fact("firmware." + dev + ".psid", p));
            });
        }
    }
}
