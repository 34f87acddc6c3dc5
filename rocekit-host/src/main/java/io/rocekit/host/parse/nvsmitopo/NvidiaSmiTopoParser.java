package io.rocekit.host.parse.nvsmitopo;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code nvidia-smi topo -m}/{@code -mp} by tokens, never by column offsets: pastes mix
 * TABs and spaces, shift the header's indent, and pad irregularly. Stage one finds the header
 * (device names, then the affinity titles), stage two reads each row as its device, one cell per
 * column and the affinity values (which never contain spaces), stage three reads the legends.
 * A paste cut short is accepted: missing rows are listed, an incomplete last row is dropped and
 * listed as missing.
 */
public final class NvidiaSmiTopoParser implements ArtifactParser<NvidiaSmiTopo> {
    /** Linux numbers NUMA nodes below MAX_NUMNODES (1,024 on x86-64): "N/A" and the like say none. */
    private static final int MAX_NUMA_NODE = 1023;

    private static final List<String> AFFINITY_TITLES = List.of("CPU Affinity", "NUMA Affinity", "GPU NUMA ID");
    private static final Pattern CELL = Pattern.compile("[A-Za-z0-9#/]+");
    private static final Pattern NIC_LEGEND = Pattern.compile("\\s*(NIC\\d+)\\s*:\\s*(\\S+)\\s*");
    private static final Pattern LEGEND_NV = Pattern.compile("\\s*NV#\\s*=.*");
    /** The label vLLM's and SGLang's environment reports print above the matrix. */
    private static final Pattern REPORT_LABEL = Pattern.compile("\\s*(?:NVIDIA|GPU) Topology:\\s*");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.NVIDIA_SMI_TOPO;
    }

    @Override
    public NvidiaSmiTopo parse(TextSource source) throws ParseException {
        List<String> lines = source.lines();
        int h = 0;
        while (h < lines.size() && lines.get(h).isBlank()) {
            h++;
        }
        if (h < lines.size() && REPORT_LABEL.matcher(lines.get(h)).matches()) {
            h++;
            while (h < lines.size() && lines.get(h).isBlank()) {
                h++;
            }
        }
        if (h == lines.size()) {
            return NvidiaSmiTopo.empty();
        }
        Header header = header(source, h);
        List<String> columns = header.columns;
        Set<String> known = new HashSet<>(columns);
        List<TopoRow> rows = new ArrayList<>();
        int i = h + 1;
        for (; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                break;
            }
            String[] tok = RowTokens.split(line.strip().split("\\s+"));
            if (!known.contains(tok[0])) {
                if (tok[0].equals("Legend:")) {
                    break;
                }
                throw new ParseException(source.file(), source.lineNumber(i),
                        "a matrix row starting with one of the header's devices (" + columns.get(0) + " ...)", line);
            }
            int cells = Math.min(tok.length - 1, columns.size());
            if (cells < columns.size()) {
                if (isLastContent(lines, i)) {
                    continue; // cut short mid-row: the device is listed as missing
                }
                throw new ParseException(source.file(), source.lineNumber(i),
                        columns.size() + " cells after " + tok[0] + " (one per header device)", line);
            }
            List<TopoCell> row = new ArrayList<>();
            for (int c = 1; c <= columns.size(); c++) {
                if (!CELL.matcher(tok[c]).matches()) {
                    throw new ParseException(source.file(), source.lineNumber(i),
                            "a connection type (X, NV#, PIX, PXB, PHB, NODE, SYS) in column " + columns.get(c - 1), tok[c]);
                }
                row.add(new TopoCell(tok[c]));
            }
            rows.add(affinity(source, i, tok, columns.size(), header.affinityTitles, row));
        }
        List<String> shown = rows.stream().map(TopoRow::device).toList();
        List<String> missing = columns.stream().filter(c -> !shown.contains(c)).toList();
        Map<String, String> legend = new LinkedHashMap<>();
        boolean sawLegend = false;
        boolean legendHasNv = false;
        for (; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.strip().equals("Legend:")) {
                sawLegend = true;
            } else if (LEGEND_NV.matcher(line).matches()) {
                legendHasNv = true;
            } else {
                Matcher m = NIC_LEGEND.matcher(line);
                if (m.matches()) {
                    legend.put(m.group(1), m.group(2));
                }
            }
        }
        boolean anyNv = rows.stream().flatMap(r -> r.cells().stream()).anyMatch(c -> c.nvlinks().isPresent());
        TopoMode mode = anyNv || legendHasNv ? TopoMode.MATRIX : sawLegend ? TopoMode.PCIE_ONLY : TopoMode.UNKNOWN;
        return new NvidiaSmiTopo(mode, columns, header.affinityTitles, rows, missing, legend,
                Optional.of(SourceLine.of(source, h)));
    }

    private static boolean isLastContent(List<String> lines, int i) {
        for (int j = i + 1; j < lines.size(); j++) {
            if (!lines.get(j).isBlank()) {
                return false;
            }
        }
        return true;
    }

    private record Header(List<String> columns, List<String> affinityTitles) {
    }

    /** Device tokens up to the first affinity title; then the titles themselves. */
    private static Header header(TextSource source, int h) throws ParseException {
        String line = source.lines().get(h);
        String[] tok = HeaderTokens.split(line.strip().split("\\s+"));
        List<String> columns = new ArrayList<>();
        int t = 0;
        while (t < tok.length && !startsTitle(tok, t)) {
            columns.add(tok[t]);
            t++;
        }
        if (columns.isEmpty() || !columns.contains("GPU0") && !columns.get(0).matches("GPU\\d+")) {
            throw new ParseException(source.file(), source.lineNumber(h),
                    "the nvidia-smi topo header (GPU0 GPU1 ... CPU Affinity ...)", line);
        }
        if (new HashSet<>(columns).size() != columns.size()) {
            throw new ParseException(source.file(), source.lineNumber(h), "distinct device names in the header", line);
        }
        String rest = String.join(" ", Arrays.asList(tok).subList(t, tok.length));
        List<String> titles = new ArrayList<>();
        while (!rest.isEmpty()) {
            String found = null;
            for (String title : AFFINITY_TITLES) {
                if (rest.startsWith(title)) {
                    found = title;
                }
            }
            if (found == null) {
                throw new ParseException(source.file(), source.lineNumber(h),
                        "an affinity title (CPU Affinity, NUMA Affinity, GPU NUMA ID)", rest);
            }
            titles.add(found);
            rest = rest.substring(found.length()).strip();
        }
        return new Header(columns, titles);
    }

    private static boolean startsTitle(String[] tok, int t) {
        String next = t + 1 < tok.length ? tok[t + 1] : "";
        return tok[t].equals("CPU") && next.equals("Affinity")
                || tok[t].equals("NUMA") && next.equals("Affinity")
                || tok[t].equals("GPU") && next.equals("NUMA");
    }

    private static TopoRow affinity(TextSource source, int i, String[] tok, int n, List<String> titles,
                                    List<TopoCell> cells) throws ParseException {
        List<String> values = tabFields(source.lines().get(i), tok, n, titles.size())
                .orElse(Arrays.asList(tok).subList(n + 1, tok.length));
        if (values.size() > titles.size()) {
            throw new ParseException(source.file(), source.lineNumber(i),
                    "at most " + titles.size() + " affinity values after the " + n + " cells", source.lines().get(i));
        }
        Optional<String> cpu = Optional.empty();
        OptionalInt numa = OptionalInt.empty();
        Optional<String> gpuNuma = Optional.empty();
        for (int v = 0; v < values.size(); v++) {
            String value = values.get(v);
            if (value.isEmpty()) {
                continue;
            }
            switch (titles.get(v)) {
                case "CPU Affinity" -> cpu = Optional.of(value);
                case "NUMA Affinity" -> numa = numaNode(source, i, value);
                default -> gpuNuma = Optional.of(value);
            }
        }
        return new TopoRow(tok[0], cells, cpu, numa, gpuNuma, SourceLine.of(source, i));
    }

    /**
     * The affinity cells of a TAB-separated row, one per title and empty where nvidia-smi printed
     * nothing (a CPU Affinity a cgroup hides: {@code NODE\t\t0\t\tN/A}), or empty when the row
     * is not TAB-separated cell for cell (a paste turned TABs into spaces, or lost some). Splitting
     * on whitespace would move the NUMA node under CPU Affinity there. nvidia-smi puts one more
     * TAB before {@code GPU NUMA ID} than its header does, so the last title takes the last
     * non-empty field.
     */
    private static Optional<List<String>> tabFields(String line, String[] tok, int n, int titles) {
        String[] f = line.split("\t", -1);
        if (f.length <= n || !f[0].strip().equals(tok[0])) {
            return Optional.empty();
        }
        for (int c = 1; c <= n; c++) {
            if (!f[c].strip().equals(tok[c])) {
                return Optional.empty();
            }
        }
        List<String> tail = Arrays.stream(f, n + 1, f.length).map(String::strip).toList();
        List<String> out = new ArrayList<>();
        for (int v = 0; v < tail.size() && out.size() < titles - 1; v++) {
            out.add(tail.get(v));
        }
        List<String> rest = tail.subList(out.size(), tail.size()).stream().filter(x -> !x.isEmpty()).toList();
        if (rest.size() > 1) {
            return Optional.empty(); // more values than titles: let the caller's count check say so
        }
        out.addAll(rest);
        return Optional.of(out);
    }

    private static OptionalInt numaNode(TextSource source, int i, String value) throws ParseException {
        if (!value.matches("\\d+")) {
            return OptionalInt.empty();
        }
        if (value.length() > 4 || Integer.parseInt(value) > MAX_NUMA_NODE) {
            throw new ParseException(source.file(), source.lineNumber(i), "a NUMA node 0-" + MAX_NUMA_NODE
                    + " (or N/A) under NUMA Affinity", value);
        }
        return OptionalInt.of(Integer.parseInt(value));
    }
}
