package io.rocekit.host.parse.nvsmitopo;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What {@code nvidia-smi topo -m} (or {@code -mp}) printed.
 *
 * @param mode         {@code -m}, {@code -mp}, or not known
 * @param columns      the device columns of the header, in order ({@code GPU0 … NIC0 …} or {@code mlx5_0 …})
 * @param affinityColumns the trailing columns of the header ({@code CPU Affinity}, {@code NUMA Affinity}, {@code GPU NUMA ID})
 * @param rows         the rows shown, in order
 * @param missingRows  columns that have no row (the paste was cut short), in column order
 * @param nicLegend    {@code NIC0 -> mlx5_0} from the {@code NIC Legend:} block
 * @param header       the header line, when there was a matrix
 */
public record NvidiaSmiTopo(TopoMode mode, List<String> columns, List<String> affinityColumns, List<TopoRow> rows,
                            List<String> missingRows, Map<String, String> nicLegend, Optional<SourceLine> header) {
    private static final Pattern GPU_COLUMN = Pattern.compile("GPU\\d+");
    public NvidiaSmiTopo {
        columns = List.copyOf(columns);
        affinityColumns = List.copyOf(affinityColumns);
        rows = List.copyOf(rows);
        missingRows = List.copyOf(missingRows);
        nicLegend = Map.copyOf(nicLegend);
    }

    /** The empty matrix (empty input). */
    public static NvidiaSmiTopo empty() {
        return new NvidiaSmiTopo(TopoMode.UNKNOWN, List.of(), List.of(), List.of(), List.of(), Map.of(), Optional.empty());
    }

    /** True for a GPU column name ({@code GPU3}). */
    public static boolean isGpu(String column) {
        return GPU_COLUMN.matcher(column).matches();
    }

    /** The GPU columns, in order. */
    public List<String> gpus() {
        return columns.stream().filter(NvidiaSmiTopo::isGpu).toList();
    }

    /** The NIC columns ({@code NIC0} or device names), in order. */
    public List<String> nics() {
        return columns.stream().filter(c -> !isGpu(c)).toList();
    }

    /** The row of {@code device}, if shown. */
    public Optional<TopoRow> row(String device) {
        return rows.stream().filter(r -> r.device().equals(device)).findFirst();
    }

    /** The cell at row {@code from}, column {@code to}, if that row was shown. */
    public Optional<TopoCell> cell(String from, String to) {
        int c = columns.indexOf(to);
        if (c < 0) {
            return Optional.empty();
        }
        return row(from).map(r -> r.cells().get(c));
    }

    /** The RDMA device name of a NIC column: from the legend, or the column itself when it is one. */
    public Optional<String> deviceOf(String nicColumn) {
        if (nicLegend.containsKey(nicColumn)) {
            return Optional.of(nicLegend.get(nicColumn));
        }
        return nicColumn.matches("NIC\\d+") ? Optional.empty() : Optional.of(nicColumn);
    }
}
