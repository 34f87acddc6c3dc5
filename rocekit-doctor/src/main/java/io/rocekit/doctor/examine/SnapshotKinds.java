package io.rocekit.doctor.examine;

import io.rocekit.host.artifact.ArtifactKind;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The kind of each file {@code rocekit collect} writes, known from the command that wrote it
 * (the snapshot layout is our own contract), so that a snapshot's outputs skip content detection.
 * Files of other names (a user's {@code extra/} files, a command without a parser) are still
 * recognised by content, and a hinted file that does not parse is detected again.
 */
final class SnapshotKinds {
    private static final Map<String, ArtifactKind> EXACT = Map.of(
            "commands/lspci-vvv.txt", ArtifactKind.LSPCI_VV,
            "commands/lspci-tv.txt", ArtifactKind.LSPCI_TREE,
            "commands/nvidia-smi-topo-m.txt", ArtifactKind.NVIDIA_SMI_TOPO,
            "commands/nvidia-smi-q.txt", ArtifactKind.NVIDIA_SMI_QUERY,
            "commands/ibv_devinfo-v.txt", ArtifactKind.IBV_DEVINFO,
            "commands/ibstat.txt", ArtifactKind.IBSTAT,
            "commands/show_gids.txt", ArtifactKind.SHOW_GIDS,
            "commands/lsmod.txt", ArtifactKind.LSMOD,
            "proc/cmdline", ArtifactKind.PROC_CMDLINE,
            "proc/interrupts", ArtifactKind.PROC_INTERRUPTS);
    /** Per-interface and per-device outputs, by file name prefix; longer prefixes first. */
    private static final List<Map.Entry<String, ArtifactKind>> PREFIX = List.of(
            Map.entry("commands/ethtool-S.", ArtifactKind.ETHTOOL_STATS),
            Map.entry("commands/ethtool-i.", ArtifactKind.ETHTOOL_DRIVER),
            Map.entry("commands/ethtool.", ArtifactKind.ETHTOOL),
            Map.entry("commands/mlnx_qos.", ArtifactKind.MLNX_QOS),
            Map.entry("commands/mlxconfig-q.", ArtifactKind.MLXCONFIG),
            Map.entry("commands/mstconfig-q.", ArtifactKind.MLXCONFIG));

    private SnapshotKinds() {
    }

    static Optional<ArtifactKind> of(String file) {
        ArtifactKind k = EXACT.get(file);
        if (k != null) {
            return Optional.of(k);
        }
        for (Map.Entry<String, ArtifactKind> e : PREFIX) {
            if (file.startsWith(e.getKey())) {
                return Optional.of(e.getValue());
            }
        }
        return Optional.empty();
    }
}
