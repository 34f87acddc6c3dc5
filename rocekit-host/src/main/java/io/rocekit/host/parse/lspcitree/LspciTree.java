package io.rocekit.host.parse.lspcitree;

import java.util.ArrayList;
import java.util.List;

/** What {@code lspci -tv} drew: its root buses in order. */
public record LspciTree(List<RootBus> roots) {
    public LspciTree {
        roots = List.copyOf(roots);
    }

    /** Every device, depth first. */
    public List<TreeDevice> devices() {
        List<TreeDevice> out = new ArrayList<>();
        for (RootBus r : roots) {
            for (TreeDevice d : r.devices()) {
                walk(d, out);
            }
        }
        return out;
    }

    private static void walk(TreeDevice d, List<TreeDevice> out) {
        out.add(d);
        for (TreeDevice c : d.children()) {
            walk(c, out);
        }
    }
}
