package io.rocekit.cli.doctor;

import io.rocekit.cli.render.Report;
import io.rocekit.cli.render.Table;
import io.rocekit.cli.render.Table.Cell;
import io.rocekit.cli.render.Table.Column;
import io.rocekit.doctor.examine.Examination;
import io.rocekit.host.topology.Connection;
import io.rocekit.host.topology.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * The doctor's report as a page of the report kit: the topology drawn (an SVG diagram at its own
 * size, scrolling in its box rather than shrunk to unreadable labels), the GPU/NIC matrix, and the
 * findings with evidence and fix commands that wrap.
 */
final class DoctorHtml {
    /** The diagram's colours, explained above it (they match the stylesheet of TopologySvg). */
    private static final String LEGEND = "<p class=\"legend\">"
            + "<span><i class=\"swatch\" style=\"background:#dfe6f3\"></i>CPU / NUMA node</span>"
            + "<span><i class=\"swatch\" style=\"background:#eef1f5\"></i>PCIe bridge (bold: on a GPU-NIC path)</span>"
            + "<span><i class=\"swatch\" style=\"background:#fde2e1;border-color:#c1121f\"></i>ACS redirects peer-to-peer</span>"
            + "<span><i class=\"swatch\" style=\"background:#e2f5e4\"></i>GPU</span>"
            + "<span><i class=\"swatch\" style=\"background:#fff1d6\"></i>GPU without a GPUDirect NIC</span>"
            + "<span><i class=\"swatch\" style=\"background:#e1eefc\"></i>NIC</span></p>";

    private DoctorHtml() {
    }

    static Report render(Examination e, String inputName) {
        String host = e.host().orElse(inputName);
        Report page = Report.page("rocekit doctor: " + host, e.artifacts().size() + " input parts read from "
                + inputName);
        e.topology().ifPresent(t -> page.stat("GPUs", Integer.toString(t.gpus().size()), io.rocekit.cli.render.Tone.PLAIN)
                .stat("NICs", Integer.toString(t.nics().size()), io.rocekit.cli.render.Tone.PLAIN));
        page.findingCounts(e.findings()).css(TopologySvg.CSS);
        e.topology().ifPresent(t -> topology(page, t));
        return page.findings(e.findings());
    }

    private static void topology(Report page, Topology t) {
        page.section("topology", "Topology").html(LEGEND)
                .html("<div class=\"diagram\">" + TopologySvg.render(t) + "</div>");
        List<String> names = new ArrayList<>(t.matrix().keySet());
        if (!names.isEmpty()) {
            List<Column> cols = new ArrayList<>();
            cols.add(Column.text(""));
            names.forEach(n -> cols.add(Column.text(n)));
            Table m = Table.of("matrix", cols).rowHeadings();
            for (String r : names) {
                List<Cell> cells = new ArrayList<>();
                cells.add(Cell.text(r));
                for (String c : names) {
                    String l = t.connection(r, c).map(Connection::label).orElse("?");
                    cells.add(Cell.code(l).css("link-" + (l.startsWith("NV") ? "NV" : l)));
                }
                m.row(cells);
            }
            page.section("matrix", "GPU and NIC matrix")
                    .note("How each pair is connected, as nvidia-smi topo -m prints it: PIX and PXB (one or more PCIe "
                            + "switches) allow GPUDirect RDMA by default; PHB, NODE and SYS cross the CPU.")
                    .table(m);
        }
        if (!t.notes().isEmpty()) {
            page.list(t.notes());
        }
    }
}
