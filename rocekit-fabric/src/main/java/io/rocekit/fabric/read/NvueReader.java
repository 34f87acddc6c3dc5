package io.rocekit.fabric.read;

import io.rocekit.fabric.model.BufferPool;
import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Threshold;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.model.Vendor;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * NVIDIA Cumulus Linux NVUE: {@code nv set} command lists (with or without shell prompts),
 * {@code nv config show -o yaml}, and the tables of {@code nv show qos roce} and {@code nv show
 * interface IF qos roce status}. A file that holds both commands and show output (a pasted
 * session) gives two configurations: what the commands configure, and what the show output reports
 * (port {@code global} for {@code nv show qos roce}, the interface for the per-interface view).
 * Show output prints thresholds rounded to two decimals in KB or MB (KB = 1024 bytes), so their
 * byte values are approximate and marked so.
 */
public final class NvueReader implements SwitchReader {
    private static final Pattern NV_COMMAND = Pattern.compile("nv\\s+(set|show|unset|config)\\b.*");
    private static final Pattern PROMPT = Pattern.compile("^\\s*(?:\\S+@\\S+?:[^$#]*[$#]\\s*)?(nv\\s+.*)$");
    private static final Set<String> KNOWN_KEYS = Set.of("enable", "mode", "pfc", "pfc-priority", "rx-enabled", "tx-enabled",
            "cable-length", "congestion-control", "congestion-mode", "enabled-tc", "min-threshold", "max-threshold",
            "probability", "trust", "trust-mode", "lldp-app-tlv", "priority", "protocol-id", "selector");

    @Override
    public Vendor vendor() {
        return Vendor.NVUE;
    }

    /** True when the text has {@code nv set}/{@code nv show} lines or is NVUE YAML. */
    @Override
    public boolean recognises(String text) {
        for (String l : text.lines().limit(400).toList()) {
            Matcher m = PROMPT.matcher(l);
            if (m.matches() && NV_COMMAND.matcher(m.group(1)).matches()) {
                return true;
            }
        }
        return NvueYaml.recognises(text);
    }

    @Override
    public List<SwitchConfig> read(String file, String text) throws ConfigSyntaxException {
        if (NvueYaml.recognises(text)) {
            ReadContext cx = new ReadContext(file, Vendor.NVUE);
            NvueCommands cmds = new NvueCommands(cx);
            NvueYaml.apply(file, text, cmds, cx);
            cmds.build();
            return List.of(cx.build(Optional.empty()));
        }
        ReadContext commandsCx = new ReadContext(file, Vendor.NVUE);
        ReadContext showCx = new ReadContext(file, Vendor.NVUE);
        NvueCommands cmds = new NvueCommands(commandsCx);
        List<String> lines = text.lines().toList();
        int i = 0;
        boolean anyShow = false;
        while (i < lines.size()) {
            String raw = lines.get(i);
            int lineNo = i + 1;
            String l = raw.strip();
            i++;
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            Matcher m = PROMPT.matcher(raw);
            if (!m.matches()) {
                commandsCx.unknown(lineNo, raw);
                continue;
            }
            List<String> words = Arrays.asList(m.group(1).trim().split("\\s+"));
            if (words.size() >= 2 && words.get(1).equals("set")) {
                if (!cmds.set(words.subList(2, words.size()), lineNo, raw)) {
                    commandsCx.unknown(lineNo, raw);
                }
            } else if (words.size() >= 2 && words.get(1).equals("show")) {
                int end = i;
                while (end < lines.size() && !PROMPT.matcher(lines.get(end)).matches() && !lines.get(end).startsWith("#")) {
                    end++;
                }
                String port = words.size() >= 6 && words.get(2).equals("interface") && words.get(4).equals("qos")
                        ? words.get(3) : words.size() >= 4 && words.get(2).equals("qos") && words.get(3).equals("roce") ? "global" : null;
                if (port == null) {
                    for (int k = i - 1; k < end; k++) {
                        showCx.unknown(k + 1, lines.get(k));
                    }
                } else {
                    if (!new ShowTables(showCx, port, lines, i, end).read()) {
                        showCx.ports.remove(port);
                        showCx.note("'" + m.group(1).trim() + "' (line " + lineNo + "): nothing understood in its output (no value "
                                + "or table row rocekit reads; only headers?)", Optional.of(showCx.at(lineNo, raw)));
                    }
                    anyShow = true;
                }
                i = end;
            } else if (words.size() >= 2 && (words.get(1).equals("config") || words.get(1).equals("unset"))) {
                continue;
            } else {
                commandsCx.unknown(lineNo, raw);
            }
        }
        cmds.build();
        List<SwitchConfig> out = new ArrayList<>();
        if (cmds.any() || !anyShow) {
            if (anyShow) {
                showCx.unknown.addAll(0, List.of());
            }
            out.add(commandsCx.build(anyShow ? Optional.of("nv set commands") : Optional.empty()));
        }
        if (anyShow) {
            showCx.note("nv show prints thresholds and sizes rounded to two decimals in KB/MB (1 KB = 1024 B): their byte "
                    + "values are approximate", Optional.empty());
            out.add(showCx.build(Optional.of("nv show output")));
        }
        return out;
    }

    /** The key-value tree and the titled tables of one {@code nv show ... qos roce} output. */
    private static final class ShowTables {
        private final ReadContext cx;
        private final PortBuilder b;
        /** Whether any value or table row was understood. */
        private boolean understood;
        private final List<String> lines;
        private final int from;
        private final int to;
        private final TreeMap<Integer, Integer> spToTc = new TreeMap<>();
        private final TreeMap<Integer, Scheduling> spScheduling = new TreeMap<>();
        private List<Integer> ecnTcs = List.of();
        private Threshold min;
        private Threshold max;
        private OptionalDouble probability = OptionalDouble.empty();
        private int ecnLine;

        ShowTables(ReadContext cx, String port, List<String> lines, int from, int to) {
            this.cx = cx;
            this.b = cx.port(port);
            this.lines = lines;
            this.from = from;
            this.to = to;
        }

        /** Reads the output; false when nothing in it was understood. */
        boolean read() throws ConfigSyntaxException {
            int i = from;
            String parent = "";
            int[] cols = null;
            while (i < to) {
                String l = lines.get(i);
                if (l.isBlank()) {
                    i++;
                    continue;
                }
                if (i + 1 < to && lines.get(i + 1).strip().matches("=+")) {
                    i = table(l.strip(), i + 2);
                    continue;
                }
                if (i + 1 < to && lines.get(i + 1).strip().matches("-[- ]*") && cols == null) {
                    cols = columns(lines.get(i + 1));
                    i += 2;
                    continue;
                }
                if (l.strip().matches("No Data")) {
                    i++;
                    continue;
                }
                if (cols == null) {
                    cx.unknown(i + 1, l);
                    i++;
                    continue;
                }
                String key = slice(l, 0, cols).strip();
                String value = slice(l, 1, cols).strip();
                if (value.isEmpty() && cols.length > 2) {
                    value = slice(l, 2, cols).strip();
                }
                if (!l.startsWith(" ")) {
                    parent = key;
                }
                kv(parent, key, value, i + 1, l);
                i++;
            }
            if (!ecnTcs.isEmpty()) {
                for (int tc : ecnTcs) {
                    b.queue(tc).ecn = new Ecn(Optional.ofNullable(min), Optional.ofNullable(max), probability);
                    b.where("queue." + tc, cx.at(ecnLine, lines.get(ecnLine - 1)));
                }
            }
            TreeMap<Integer, Integer> dscpToSp = new TreeMap<>(b.dscpToPriority);
            dscpToSp.forEach((d, sp) -> b.dscpToTc.put(d, spToTc.getOrDefault(sp, sp)));
            TreeMap<Integer, Integer> pcp = new TreeMap<>(b.pcpToTc);
            pcp.forEach((p, sp) -> b.pcpToTc.put(p, spToTc.getOrDefault(sp, sp)));
            spScheduling.forEach((sp, s) -> b.queue(spToTc.getOrDefault(sp, sp)).scheduling = s);
            return understood;
        }

        private void kv(String parent, String key, String value, int line, String text) throws ConfigSyntaxException {
            if (!KNOWN_KEYS.contains(key)) {
                cx.unknown(line, text);
                return;
            }
            understood |= !value.isEmpty();
            switch (key) {
                case "pfc-priority" -> {
                    b.pfc.addAll(list(value, line, 7, "switch priorities"));
                    b.where("pfc", cx.at(line, text));
                }
                case "cable-length" -> b.cableLength = value;
                case "mode" -> {
                    if (value.startsWith("lossy")) { // lossy, lossy-multi-tc: NVIDIA's lossy RoCE, as in the commands
                        cx.declareLossy(cx.at(line, text));
                    }
                }
                case "enabled-tc" -> {
                    ecnTcs = list(value, line, 7, "traffic classes");
                    ecnLine = line;
                }
                case "min-threshold" -> min = threshold(value, line);
                case "max-threshold" -> max = threshold(value, line);
                case "probability" -> {
                    if (parent.equals("congestion-control") && !value.isEmpty()) {
                        probability = OptionalDouble.of(ConfigNumbers.decimal(cx, line, value.split("\\s+")[0], BigDecimal.ZERO,
                                BigDecimal.valueOf(100), "a probability 0-100").doubleValue());
                    }
                }
                case "trust-mode" -> {
                    b.trust = value.contains("pcp") && value.contains("dscp") ? Trust.BOTH
                            : value.contains("dscp") ? Trust.DSCP : value.contains("pcp") ? Trust.PCP : Trust.NONE;
                    b.where("trust", cx.at(line, text));
                }
                default -> {
                }
            }
        }

        private List<Integer> list(String value, int line, int max, String what) throws ConfigSyntaxException {
            String first = value.split("\\s{2,}")[0];
            if (first.strip().equals("-")) {
                return List.of(); // nv show prints '-' for none (no PFC priority, no DSCP on a priority)
            }
            return ConfigNumbers.list(cx, line, first, 0, max, "a list of " + what);
        }

        private Threshold threshold(String value, int line) throws ConfigSyntaxException {
            String[] p = value.split("\\s+");
            if (p.length >= 2) {
                Optional<Threshold> t = Thresholds.of(p[0], p[1], true);
                if (t.isPresent()) {
                    return t.get();
                }
            }
            if (p.length == 1 && Numbers.longValue(p[0]).isPresent()) {
                return Threshold.ofBytes(Numbers.longValue(p[0]).getAsLong());
            }
            throw new ConfigSyntaxException(cx.file, line, "expected a threshold such as '146.48 KB', found '" + value + "'");
        }

        /** A titled table: header, dashes, rows until a blank line or the next title. */
        private int table(String title, int i) throws ConfigSyntaxException {
            if (i + 1 >= to) {
                return to;
            }
            String header = lines.get(i);
            if (header.strip().equals("No Data")) {
                return i + 1;
            }
            int[] cols = columns(lines.get(i + 1));
            List<String> names = new ArrayList<>();
            for (int c = 0; c < cols.length / 2; c++) {
                names.add(slice(header, c, cols).strip());
            }
            int r = i + 2;
            while (r < to && !lines.get(r).isBlank() && !(r + 1 < to && lines.get(r + 1).strip().matches("=+"))) {
                Map<String, String> row = new java.util.HashMap<>();
                for (int c = 0; c < names.size(); c++) {
                    row.put(names.get(c), slice(lines.get(r), c, cols).strip());
                }
                row(title, row, r + 1, lines.get(r));
                r++;
            }
            return r;
        }

        private void row(String title, Map<String, String> row, int line, String text) throws ConfigSyntaxException {
            understood |= title.startsWith("RoCE PCP/DSCP->SP") || title.startsWith("RoCE SP->TC") || title.startsWith("RoCE pool")
                    || title.startsWith("RoCE Pool");
            if (title.startsWith("RoCE PCP/DSCP->SP")) {
                int sp = ConfigNumbers.inRange(cx, line, row.getOrDefault("switch-prio", ""), 0, 7, "a switch priority in column switch-prio");
                for (int d : list(row.getOrDefault("dscp", ""), line, 63, "DSCP values")) {
                    b.dscpToPriority.put(d, sp);
                    b.where("dscp." + d, cx.at(line, text));
                }
                for (int p : list(row.getOrDefault("pcp", ""), line, 7, "PCP values")) {
                    b.pcpToTc.put(p, sp);
                }
                b.where("dscp", cx.at(line, text));
            } else if (title.startsWith("RoCE SP->TC")) {
                int sp = ConfigNumbers.inRange(cx, line, row.getOrDefault("switch-prio", ""), 0, 7, "a switch priority in column switch-prio");
                int tc = ConfigNumbers.inRange(cx, line, row.getOrDefault("traffic-class", ""), 0, 7,
                        "a traffic class in column traffic-class");
                spToTc.put(sp, tc);
                String w = row.getOrDefault("scheduler-weight", "").toLowerCase(java.util.Locale.ROOT);
                Matcher m = Pattern.compile("dwrr-(\\d+)%").matcher(w);
                if (w.startsWith("strict")) {
                    spScheduling.put(sp, Scheduling.strict());
                } else if (m.matches()) {
                    spScheduling.put(sp, new Scheduling(Scheduling.Kind.DWRR, ConfigNumbers.inRange(cx, line, m.group(1), 0, 100,
                            "a DWRR percentage")));
                }
            } else if (title.startsWith("RoCE pool") || title.startsWith("RoCE Pool")) {
                String name = row.getOrDefault("name", "");
                Optional<Threshold> size = sizeOf(row.getOrDefault("size", ""));
                cx.pools.put(name, new BufferPool(name, size.map(Threshold::bytes).orElse(OptionalLong.empty()),
                        OptionalLong.empty(), Optional.of(name.contains("egress") ? "egress" : "ingress"),
                        Optional.of(row.getOrDefault("mode", "").toLowerCase(java.util.Locale.ROOT))));
            } else if (!title.startsWith("Exception List")) {
                cx.unknown(line, text);
            }
        }

        private static Optional<Threshold> sizeOf(String s) {
            String[] p = s.split("\\s+");
            return p.length == 2 ? Thresholds.of(p[0], p[1], true) : Optional.empty();
        }
    }

    /** Start and end of each column, from a line of dashes: [s0, e0, s1, e1, ...]. */
    static int[] columns(String dashes) {
        List<Integer> c = new ArrayList<>();
        Matcher m = Pattern.compile("-+").matcher(dashes);
        while (m.find()) {
            c.add(m.start());
            c.add(m.end());
        }
        return c.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The text of column {@code c}: from its start to the start of the next column; empty where the
     * dashes line has fewer columns (found by SwitchConfigFuzzTest: a two-column table read as three).
     */
    static String slice(String line, int c, int[] cols) {
        if (2 * c >= cols.length) {
            return "";
        }
        int s = cols[2 * c];
        int e = 2 * c + 2 < cols.length ? cols[2 * c + 2] : Integer.MAX_VALUE;
        if (s >= line.length()) {
            return "";
        }
        return line.substring(s, Math.min(e, line.length()));
    }
}
