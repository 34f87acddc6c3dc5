package io.rocekit.host.parse.lspcitree;

import io.rocekit.host.artifact.SourceLine;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code lspci -tv} drew: its root buses in order.
 *
 * @param roots     the root buses
 * @param elisions  the lines where the author cut the tree short ({@code ...}): the devices drawn
 *                  are read, those left out are unknown
 */
public record LspciTree(List<RootBus> roots, List<SourceLine> elisions) {
    public LspciTree {
        roots = List.copyOf(roots);
        elisions = List.copyOf(elisions);
    }

    /** A tree drawn whole. */
    public LspciTree(List<RootBus> roots) {
        this(roots, List.of());
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
