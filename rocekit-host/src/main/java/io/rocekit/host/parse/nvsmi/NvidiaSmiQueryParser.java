package io.rocekit.host.parse.nvsmi;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.text.Values;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code nvidia-smi -q}. Two stages: the indented text becomes a tree of sections and
 * {@code key : value} lines (parents found by indentation, so pastes that changed the indent
 * width still read), then the fields rules use are typed from their paths
 * ({@code BAR1 Memory Usage/Total}), compared without case ({@code Ecc Mode} became {@code ECC Mode}).
 */
public final class NvidiaSmiQueryParser implements ArtifactParser<NvidiaSmiQuery> {
    private static final Pattern LOG_BANNER = Pattern.compile("=+NVSMI LOG=+");
    private static final Pattern GPU = Pattern.compile("^GPU ([0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\\.[0-7])\\s*$");
    private static final Pattern KEY_VALUE = Pattern.compile("^(\\S.*?)\\s+: ?(.*)$");
    private static final Pattern MIB = Pattern.compile("^(\\d{1,15}) MiB$");
    private static final Pattern WIDTH = Pattern.compile("^(\\d+)x$");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.NVIDIA_SMI_QUERY;
    }

    /** A line's path and value. */
    private record Entry(String path, String value, SourceLine line) {
    }

    @Override
    public NvidiaSmiQuery parse(TextSource src) throws ParseException {
        Map<String, Entry> global = new HashMap<>();
        List<GpuSection> gpus = new ArrayList<>();
        GpuSection gpu = null;
        Deque<int[]> indents = new ArrayDeque<>();
        Deque<String> names = new ArrayDeque<>();
        SourceLine lastSection = null;
        boolean lastWasSection = false;
        List<String> lines = src.lines();
        for (int i = 0; i < lines.size(); i++) {
            String raw = lines.get(i);
            if (raw.isBlank() || LOG_BANNER.matcher(raw.strip()).matches()) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            Matcher g = GPU.matcher(raw);
            if (g.matches()) {
                Optional<PciAddress> a = PciAddress.parse(g.group(1));
                if (a.isEmpty()) {
                    throw new ParseException(src.file(), line.number(), "a GPU bus id dddddddd:bb:dd.f", g.group(1));
                }
                gpu = new GpuSection(a.get(), line);
                gpus.add(gpu);
                indents.clear();
                names.clear();
                lastWasSection = false;
                continue;
            }
            int indent = Values.indent(raw);
            while (!indents.isEmpty() && indents.peek()[0] >= indent) {
                indents.pop();
                names.pop();
            }
            String text = raw.strip();
            Matcher kv = KEY_VALUE.matcher(text);
            String prefix = String.join("/", reversed(names));
            if (kv.matches() && text.contains(" :")) {
                String path = (prefix.isEmpty() ? "" : prefix + "/") + kv.group(1).strip();
                Entry e = new Entry(path, kv.group(2).strip(), line);
                (gpu == null ? global : gpu.entries).putIfAbsent(key(path), e);
                lastWasSection = false;
            } else if (text.contains(":") && !text.contains(" :")) {
                throw new ParseException(src.file(), line.number(), "'Key : value' or a section title", text);
            } else {
                indents.push(new int[] {indent});
                names.push(text);
                lastSection = line;
                lastWasSection = true;
            }
        }
        if (lastWasSection && lastSection != null && !lastSection.trimmed().equals("Processes")) {
            throw new ParseException(src.file(), lastSection.number(),
                    "the values of section '" + lastSection.trimmed() + "' (the output was cut short?)", null);
        }
        List<GpuQuery> out = new ArrayList<>();
        for (GpuSection s : gpus) {
            out.add(s.build(src));
        }
        Optional<GpuQuery.Field<String>> driver = Optional.ofNullable(global.get(key("Driver Version")))
                .map(e -> new GpuQuery.Field<>(e.value(), e.line()));
        Optional<String> cuda = Optional.ofNullable(global.get(key("CUDA Version"))).map(Entry::value);
        OptionalInt attached = OptionalInt.empty();
        Entry a = global.get(key("Attached GPUs"));
        if (a != null) {
            attached = OptionalInt.of(Values.integer(src, a.line(), a.value(), "a GPU count"));
        }
        return new NvidiaSmiQuery(driver, cuda, attached, out);
    }

    /**
     * A path as looked up: drivers changed the case of some titles ({@code Ecc Mode} in 525.105.17,
     * {@code ECC Mode} in 550.90.12), so paths are compared without case.
     */
    private static String key(String path) {
        return path.toLowerCase(java.util.Locale.ROOT);
    }

    private static List<String> reversed(Deque<String> names) {
        List<String> l = new ArrayList<>(names);
        java.util.Collections.reverse(l);
        return l;
    }

    /** The entries of one GPU section, typed on build. */
    private static final class GpuSection {
        final PciAddress busId;
        final SourceLine header;
        final Map<String, Entry> entries = new HashMap<>();

        GpuSection(PciAddress busId, SourceLine header) {
            this.busId = busId;
            this.header = header;
        }

        GpuQuery build(TextSource src) throws ParseException {
            return new GpuQuery(busId, header, text("Product Name"), mib(src, "FB Memory Usage/Total"),
                    mib(src, "BAR1 Memory Usage/Total"),
                    mib(src, "BAR1 Memory Usage/Used"),
                    pair(src, "PCI/GPU Link Info/PCIe Generation", "a PCIe generation number", false),
                    pair(src, "PCI/GPU Link Info/Link Width", "a link width such as 16x", true),
                    text("Ecc Mode/Current"), text("Persistence Mode"), text("MIG Mode/Current"), memoryErrors());
        }

        private MemoryErrors memoryErrors() {
            Optional<GpuQuery.Field<Long>> remapped = count(entries.get(key("Remapped Rows/Uncorrectable Error")));
            return new MemoryErrors(uncorrectable("ecc errors/volatile/"), uncorrectable("ecc errors/aggregate/"),
                    remapped, text("Remapped Rows/Pending"), text("Remapped Rows/Remapping Failure Occurred"),
                    text("Retired Pages/Pending Page Blacklist"));
        }

        /**
         * The counts above 0 of the uncorrectable errors under a path, in line order: the
         * {@code ... Uncorrectable} rows (Ampere and later), or the {@code Double Bit} block of older
         * GPUs (Volta and before: double bit errors are the uncorrectable ones, nvidia-smi(1)), whose
         * {@code Total} counts only when no part of it does.
         */
        private List<GpuQuery.Field<Long>> uncorrectable(String prefix) {
            List<GpuQuery.Field<Long>> named = counted(k -> k.startsWith(prefix) && k.contains("uncorrectable"));
            List<GpuQuery.Field<Long>> parts = counted(k -> k.startsWith(prefix + "double bit/") && !k.endsWith("/total"));
            List<GpuQuery.Field<Long>> total = parts.isEmpty() ? counted(k -> k.equals(prefix + "double bit/total")) : List.of();
            return java.util.stream.Stream.of(named, parts, total).flatMap(List::stream)
                    .sorted(java.util.Comparator.comparingInt(f -> f.line().number())).toList();
        }

        private List<GpuQuery.Field<Long>> counted(java.util.function.Predicate<String> key) {
            return entries.entrySet().stream().filter(e -> key.test(e.getKey()))
                    .map(e -> count(e.getValue())).flatMap(Optional::stream).filter(f -> f.value() > 0).toList();
        }

        /** A count, when the value is one ({@code N/A} and other words are no count). */
        private static Optional<GpuQuery.Field<Long>> count(Entry e) {
            if (e == null || !e.value().matches("\\d{1,15}")) {
                return Optional.empty();
            }
            return Optional.of(new GpuQuery.Field<>(Long.parseLong(e.value()), e.line()));
        }

        private Optional<GpuQuery.Field<String>> text(String path) {
            return Optional.ofNullable(entries.get(key(path))).map(e -> new GpuQuery.Field<>(e.value(), e.line()));
        }

        private Optional<GpuQuery.Field<Long>> mib(TextSource src, String path) throws ParseException {
            Entry e = entries.get(key(path));
            if (e == null || e.value().equals("N/A")) {
                return Optional.empty();
            }
            Matcher m = MIB.matcher(e.value());
            if (!m.matches()) {
                throw new ParseException(src.file(), e.line().number(), "a size in MiB such as '131072 MiB'", e.value());
            }
            return Optional.of(new GpuQuery.Field<>(Long.parseLong(m.group(1)), e.line()));
        }

        private Optional<GpuQuery.MaxCurrent> pair(TextSource src, String path, String what, boolean width)
                throws ParseException {
            Optional<GpuQuery.Field<Integer>> max = number(src, path + "/Max", what, width);
            Optional<GpuQuery.Field<Integer>> cur = number(src, path + "/Current", what, width);
            if (max.isEmpty() || cur.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new GpuQuery.MaxCurrent(max.get(), cur.get()));
        }

        private Optional<GpuQuery.Field<Integer>> number(TextSource src, String path, String what, boolean width)
                throws ParseException {
            Entry e = entries.get(key(path));
            if (e == null || e.value().equals("N/A") || e.value().equals("Unknown Error")) {
                return Optional.empty();
            }
            String v = e.value();
            if (width) {
                Matcher m = WIDTH.matcher(v);
                if (!m.matches()) {
                    throw new ParseException(src.file(), e.line().number(), what, v);
                }
                v = m.group(1);
            }
            return Optional.of(new GpuQuery.Field<>(Values.integer(src, e.line(), v, what), e.line()));
        }
    }
}
