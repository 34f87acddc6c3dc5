package io.rocekit.doctor.rule.nic;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.Devices;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.ethtool.EthtoolSettings;
import io.rocekit.host.parse.ibstat.IbstatOutput;
import io.rocekit.host.parse.ibvdevinfo.IbvDevices;
import io.rocekit.host.topology.Nic;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * {@code nic.link-speed}: a port running below its rated speed, or down.
 *
 * <p>Rationale: a 400G port that auto-negotiated 200G (a cable, an optic, a switch port limited by
 * configuration) halves what every flow through it can reach. The rated speed is the fastest
 * supported link mode ethtool lists; older ethtool (legacy ioctl) omits modes above 40G/100G,
 * so a port running FASTER than its list is not reported.
 */
public final class LinkSpeedRule implements Rule {
    public static final String ID = "nic.link-speed";
    private static final String REFERENCE = "ethtool(8) (Speed, Supported link modes, Link detected); mstflint "
            + "mstlink(1) / NVIDIA MFT mlxlink (-m show_module, -c show_counters, --show_fec): "
            + "https://docs.nvidia.com/networking/display/mftv4320/mlxlink+Utility; "
            + "Mellanox/mlnx-tools mlnx_tune (checks interface speed); canonical/lxd #7370 (legacy ethtool lists no 100G modes)";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "A NIC port whose negotiated Speed is below the fastest link mode it supports (WARN), or whose link "
                        + "is down (INFO: it may be unused on purpose), or an InfiniBand port with link that stays Initializing "
                        + "because no subnet manager configured it (WARN).",
                "ethtool IFACE (Speed:, Supported link modes:, Link detected:); ibv_devinfo or ibstat port state "
                        + "(State:, Physical state:, Link layer:)",
                "Check the cable/optic and the switch port's speed configuration; force the speed with "
                        + "`ethtool -s IFACE speed N autoneg off` only if both ends agree; `mlxlink -d DEV` shows the "
                        + "negotiation, `-m` the cable module, `--show_fec` the FEC, `-c` the error counters and BER.",
                REFERENCE);
    }

    /** Bring the port up, then the cable and the far end: mlxlink on its PCI function, as for a slow port. */
    private static List<String> linkDownFix(NodeEvidence evidence, String netdev) {
        if (netdev.equals(Devices.UNKNOWN_NETDEV)) {
            return List.of("ip link set " + netdev + " up; check the cable and the switch port (mlxlink -d <pci address> -m)");
        }
        return List.of("ip link set " + netdev + " up", cableCheck(pciAddressOf(evidence, netdev)));
    }

    /**
     * An RDMA port down: an Ethernet port's interface up (from the topology, else sysfs), then the
     * cable via mlxlink; an InfiniBand port has no interface to bring up, its link is the cable's
     * and the subnet manager's.
     */
    private static List<String> rdmaPortDownFix(NodeEvidence evidence, String dev, boolean infiniband) {
        if (dev.equals(Devices.UNKNOWN_DEV)) {
            return List.of("ibdev2netdev   # find its netdev; check cable and switch port; ip link set <iface> up");
        }
        Optional<Nic> nic = Devices.nicOf(evidence, dev);
        String cable = cableCheck(Devices.pciAddressOfRdma(nic, dev));
        if (infiniband) {
            return List.of("ibstat " + dev + "   # Physical state: LinkUp needs the cable; State: Active needs the subnet manager",
                    cable);
        }
        return List.of("ip link set " + Devices.netdevOfRdma(nic, dev) + " up   # " + dev + "'s interface", cable);
    }

    private static String cableCheck(String pciAddress) {
        return "mlxlink -d " + pciAddress + " -m   # ConnectX: the cable/module; then the switch port";
    }

    private static String pciAddressOf(NodeEvidence evidence, String netdev) {
        return Devices.pciAddress(Devices.nicOfNetdev(evidence, netdev), "/sys/class/net/" + netdev + "/device");
    }

    /**
     * What to look at on a port below its rated speed: mlxlink on the port's PCI function (from the
     * topology, else from sysfs by the command itself; a placeholder only where the interface is
     * not known).
     */
    private static List<String> slowPortFix(NodeEvidence evidence, String subject, String netdev) {
        boolean known = !netdev.equals(Devices.UNKNOWN_NETDEV);
        String bdf = known ? pciAddressOf(evidence, netdev) : "<pci address>";
        List<String> fix = new ArrayList<>();
        fix.add("ethtool " + subject + "   # compare Advertised and Link partner advertised link modes");
        if (!known) {
            fix.add("ethtool -i " + subject + " | grep bus-info   # the PCI address mlxlink -d takes");
        }
        fix.add("mlxlink -d " + bdf + " -m   # the cable/module: type, length, vendor");
        fix.add("mlxlink -d " + bdf + " --show_fec   # FEC capabilities and the FEC in use");
        fix.add("mlxlink -d " + bdf + " -c   # physical counters and BER");
        fix.add("Fix the cable/optic or the switch port speed; then check Speed again");
        return fix;
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (ParsedArtifact<EthtoolSettings> a : evidence.all(EthtoolSettings.class)) {
            EthtoolSettings s = a.model();
            String subject = s.interfaceName().orElse("interface of " + a.file());
            OptionalLong rated = s.ratedSpeedMbps();
            if (s.linkDetected().filter(up -> !up).isPresent()) {
                out.add(new Finding(ID, Severity.INFO, "Link down" + (rated.isPresent() ? " (rated " + mbps(rated.getAsLong()) + ")" : ""),
                        subject, List.of(a.evidence(s.linkDetectedLine().get())),
                        linkDownFix(evidence, Devices.netdev(s.interfaceName())),
                        REFERENCE));
                continue;
            }
            if (s.speed().isEmpty() || rated.isEmpty() || s.speed().getAsLong() >= rated.getAsLong()) {
                continue;
            }
            out.add(new Finding(ID, Severity.WARN,
                    "Port runs at " + mbps(s.speed().getAsLong()) + ", below its fastest supported mode " + mbps(rated.getAsLong()),
                    subject, List.of(a.evidence(s.speedLine().get()), a.evidence(s.supportedLine().get())),
                    slowPortFix(evidence, subject, Devices.netdev(s.interfaceName())),
                    REFERENCE));
        }
        java.util.Set<String> down = new java.util.HashSet<>();
        for (ParsedArtifact<IbvDevices> a : evidence.all(IbvDevices.class)) {
            for (IbvDevices.Hca h : a.model().hcas()) {
                for (IbvDevices.Port p : h.ports()) {
                    String port = p.number().isPresent() ? Integer.toString(p.number().getAsInt()) : "?";
                    // PORT_INIT: the logical state after physical LinkUp, before a subnet manager's sweep
                    if (p.isInfiniBand() && p.state().isPresent() && p.state().get().value().equals("PORT_INIT")
                            && p.number().isPresent() && down.add(h.name() + " port " + port)) {
                        out.add(noSubnetManager(h.name() + " port " + port, a.evidence(p.state().get().line()),
                                Devices.dev(Optional.of(h.name())), p.number().getAsInt()));
                    }
                    if (p.state().isPresent() && p.state().get().value().equals("PORT_DOWN")) {
                        if (down.add(h.name() + " port " + port)) {
                            out.add(new Finding(ID, Severity.INFO, "RDMA port down", h.name() + " port " + port,
                                    List.of(a.evidence(p.state().get().line())),
                                    rdmaPortDownFix(evidence, Devices.dev(Optional.of(h.name())),
                                            p.isInfiniBand()),
                                    REFERENCE));
                        }
                    }
                }
            }
        }
        // ibstat says the same as State: Down (with Physical state: Disabled, Polling, ...)
        for (ParsedArtifact<IbstatOutput> a : evidence.all(IbstatOutput.class)) {
            for (IbstatOutput.Adapter ad : a.model().adapters()) {
                for (IbstatOutput.Port p : ad.ports()) {
                    String subject = ad.name() + " port " + p.number();
                    if (p.waitsForSubnetManager() && p.stateLine().isPresent() && down.add(subject)) {
                        out.add(noSubnetManager(subject, a.evidence(p.stateLine().get()), Devices.dev(Optional.of(ad.name())), p.number()));
                    }
                    if (p.isDown() && p.stateLine().isPresent() && down.add(subject)) {
                        out.add(new Finding(ID, Severity.INFO, "RDMA port down", subject,
                                List.of(a.evidence(p.stateLine().get())),
                                rdmaPortDownFix(evidence, Devices.dev(Optional.of(ad.name())), p.isInfiniBand()),
                                REFERENCE));
                    }
                }
            }
        }
        return out;
    }

    /**
     * An InfiniBand port with link that stays {@code Initializing}: no subnet manager has given it a
     * LID and moved it to Active (an SM runs as opensm on a host or on a managed switch), so it
     * carries no traffic. WARN: it is cabled and up, so meant to be used.
     */
    private static Finding noSubnetManager(String subject, io.rocekit.core.finding.Evidence state, String dev, int port) {
        return new Finding(ID, Severity.WARN, "InfiniBand port has link but stays Initializing: no subnet manager has "
                + "configured it", subject, List.of(state),
                List.of("sminfo" + (dev.equals(Devices.UNKNOWN_DEV) ? "" : " -C " + dev + " -P " + port)
                                + "   # no answer: no subnet manager reaches this port",
                        "systemctl enable --now opensm   # on one host of the fabric, or enable the SM of a managed switch",
                        "ibstat " + (dev.equals(Devices.UNKNOWN_DEV) ? "" : dev + " " + port)
                                + "   # then State: Active, SM lid and Base lid set"),
                SM_REFERENCE);
    }

    private static final String SM_REFERENCE = "infiniband-diags sminfo(8), ibstat(8); opensm(8); Advanced Clustering "
            + "'InfiniBand Port States' (Initializing: link made but not discovered by a subnet manager): "
            + "https://kb.advancedclustering.com/kb/InfiniBand-Port-States.1074725608.html";

    private static String mbps(long v) {
        return v % 1000 == 0 ? v / 1000 + " Gb/s" : v + " Mb/s";
    }
}
