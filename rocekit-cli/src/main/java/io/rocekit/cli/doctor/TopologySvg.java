package io.rocekit.cli.doctor;

import io.rocekit.cli.render.Html;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.topology.AcsState;
import io.rocekit.host.topology.Bridge;
import io.rocekit.host.topology.Gpu;
import io.rocekit.host.topology.Nic;
import io.rocekit.host.topology.Topology;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Draws a topology as an inline SVG tree: NUMA nodes (CPUs) at the top, bridges below them,
 * GPUs and NICs as leaves. A bridge whose ACS hinders peer-to-peer traffic is red and says so; a
 * GPU without a GPUDirect-capable NIC is orange. Leaves are spaced evenly and every parent is
 * centred over its children.
 */
final class TopologySvg {
    private static final int W = 132;
    private static final int H = 46;
    private static final int GAP_X = 12;
    private static final int GAP_Y = 44;

    /** The diagram's stylesheet and the colours of the matrix cells (PIX/PXB green ... SYS red). */
    static final String CSS = """
            svg.topology text{font:12px ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace;text-anchor:middle;fill:#1d232b}
            svg.topology text.title{font-weight:700}
            svg.topology rect{stroke:#8895a5;stroke-width:1.2;fill:#eef1f5}
            svg.topology .cpu rect{fill:#dfe6f3;stroke:#51627a} svg.topology .gpu rect{fill:#e2f5e4;stroke:#2f7a3a}
            svg.topology .nic rect{fill:#e1eefc;stroke:#2763a6} svg.topology .path rect{stroke-width:2.2}
            svg.topology .acs-on rect{fill:#fde2e1;stroke:#c1121f;stroke-width:3}
            svg.topology .far rect{fill:#fff1d6;stroke:#d48806;stroke-width:2.5}
            svg.topology line.edge{stroke:#9aa6b5;stroke-width:1.5}
            svg.topology line.acs-on{stroke:#c1121f;stroke-width:2.5;stroke-dasharray:5 3}
            td.link-PIX,td.link-PXB{background:#e2f5e4} td.link-PHB,td.link-NODE{background:#fff1d6}
            td.link-SYS{background:#fde2e1} td.link-NV{background:#ede4fb} #matrix td{text-align:center}
            """;

    private TopologySvg() {
    }

    private static final class Box {
        final String id;
        final String kind; // cpu, bridge, gpu, nic
        final List<String> lines = new ArrayList<>();
        final List<Box> children = new ArrayList<>();
        String cls = "";
        double x;
        int depth;

        Box(String id, String kind) {
            this.id = id;
            this.kind = kind;
        }
    }

    static String render(Topology t) {
        Map<String, Box> boxes = new LinkedHashMap<>();
        Map<String, Box> cpus = new LinkedHashMap<>();
        for (Bridge b : t.bridges()) {
            Box x = new Box(b.busId().toString(), "bridge");
            x.lines.add(b.busId().shortForm());
            Optional<AcsState> a = b.acs();
            if (a.isPresent() && a.get().hindersPeerToPeer()) {
                x.lines.add("ACS ON: redirect");
                x.cls = "acs-on";
            } else if (a.isPresent()) {
                x.lines.add(a.get().noCapability() ? "no ACS" : "ACS off");
                x.cls = "acs-off";
            } else {
                x.lines.add("ACS ?");
            }
            if (b.onGpuNicPath()) {
                x.cls += " path";
            }
            boxes.put(x.id, x);
        }
        for (Bridge b : t.bridges()) {
            Box x = boxes.get(b.busId().toString());
            if (b.parent().isPresent() && boxes.containsKey(b.parent().get().toString())) {
                boxes.get(b.parent().get().toString()).children.add(x);
            } else {
                cpu(cpus, b.numaNode()).children.add(x);
            }
        }
        for (Gpu g : t.gpus()) {
            Box x = new Box(g.name(), "gpu");
            x.lines.add(g.name());
            g.busId().ifPresent(b -> x.lines.add(b.shortForm()));
            t.nearest(g.name()).ifPresent(n -> {
                if (!n.connection().type().gdrByDefault()) {
                    x.cls = "far";
                    x.lines.add("nearest NIC " + n.connection().label());
                }
            });
            attach(t, cpus, boxes, x, parentOfGpu(t, g), g.numaNode());
        }
        for (Nic n : t.nics()) {
            Box x = new Box(n.name(), "nic");
            x.lines.add(n.name() + n.device().map(d -> " " + d).orElse(""));
            n.busId().ifPresent(b -> x.lines.add(b.shortForm()));
            attach(t, cpus, boxes, x, parentOfNic(t, n), n.numaNode());
        }
        double[] next = {0};
        int[] maxDepth = {0};
        for (Box c : cpus.values()) {
            layout(c, 0, next, maxDepth);
            next[0] += 0.4;
        }
        double width = Math.max(next[0] * (W + GAP_X), 300);
        int height = (maxDepth[0] + 1) * (H + GAP_Y) + 10;
        StringBuilder sb = new StringBuilder();
        // drawn at its own size (the page scrolls the diagram's box): shrunk to the page width, a
        // 32-bridge node's labels came out about 7 px high
        sb.append(String.format(java.util.Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"topology\" "
                + "width=\"%.0f\" height=\"%d\" viewBox=\"0 0 %.0f %d\" role=\"img\" aria-label=\"PCIe topology\">%n",
                width, height, width, height));
        for (Box c : cpus.values()) {
            edges(c, sb);
        }
        for (Box c : cpus.values()) {
            nodes(c, sb);
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static Box cpu(Map<String, Box> cpus, OptionalInt numa) {
        String key = numa.isPresent() ? "NUMA " + numa.getAsInt() : "NUMA ?";
        return cpus.computeIfAbsent(key, k -> {
            Box c = new Box(k, "cpu");
            c.lines.add("CPU " + k);
            return c;
        });
    }

    private static void attach(Topology t, Map<String, Box> cpus, Map<String, Box> boxes, Box x,
                               Optional<PciAddress> parent, OptionalInt numa) {
        if (parent.isPresent() && boxes.containsKey(parent.get().toString())) {
            boxes.get(parent.get().toString()).children.add(x);
        } else {
            cpu(cpus, numa).children.add(x);
        }
    }

    private static Optional<PciAddress> parentOfGpu(Topology t, Gpu g) {
        for (Nic n : t.nics()) {
            List<PciAddress> p = t.path(g.name(), n.name());
            if (!p.isEmpty()) {
                return Optional.of(p.get(0));
            }
        }
        return Optional.empty();
    }

    private static Optional<PciAddress> parentOfNic(Topology t, Nic n) {
        for (Gpu g : t.gpus()) {
            List<PciAddress> p = t.path(g.name(), n.name());
            if (!p.isEmpty()) {
                return Optional.of(p.get(p.size() - 1));
            }
        }
        return Optional.empty();
    }

    private static void layout(Box b, int depth, double[] next, int[] maxDepth) {
        b.depth = depth;
        maxDepth[0] = Math.max(maxDepth[0], depth);
        if (b.children.isEmpty()) {
            b.x = next[0];
            next[0] += 1;
            return;
        }
        for (Box c : b.children) {
            layout(c, depth + 1, next, maxDepth);
        }
        b.x = (b.children.get(0).x + b.children.get(b.children.size() - 1).x) / 2;
    }

    private static double cx(Box b) {
        return b.x * (W + GAP_X) + W / 2.0 + 4;
    }

    private static int top(Box b) {
        return b.depth * (H + GAP_Y) + 5;
    }

    private static void edges(Box b, StringBuilder sb) {
        for (Box c : b.children) {
            sb.append(String.format("  <line class=\"edge%s\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>%n",
                    c.cls.contains("acs-on") ? " acs-on" : "", cx(b), top(b) + H, cx(c), top(c)));
            edges(c, sb);
        }
    }

    private static void nodes(Box b, StringBuilder sb) {
        sb.append(String.format("  <g class=\"node %s %s\" data-id=\"%s\"><rect x=\"%.1f\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"6\"/>",
                b.kind, b.cls.trim(), Html.escape(b.id), cx(b) - W / 2.0, top(b), W, H));
        for (int i = 0; i < b.lines.size() && i < 3; i++) {
            sb.append(String.format("<text x=\"%.1f\" y=\"%d\"%s>%s</text>", cx(b), top(b) + 16 + i * 13,
                    i == 0 ? " class=\"title\"" : "", Html.escape(b.lines.get(i))));
        }
        sb.append("</g>\n");
        for (Box c : b.children) {
            nodes(c, sb);
        }
    }
}
