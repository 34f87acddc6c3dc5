package io.rocekit.host.parse.lspcitree;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.text.Lines;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Parses {@code lspci -tv}. The drawing is read left to right: connectors ({@code -+-},
 * {@code +-}, {@code \-}, {@code --}, {@code |}), root buses {@code [dddd:bb]}, devices
 * {@code dd.f} with an optional bus range {@code -[ss-ee]}; the text after the last device of a
 * line is its name. A device's parent is the nearest device drawn to its left on the current
 * path (its column is greater), so the column of each device is what builds the tree. A line
 * holding only an author's elision ({@code ...}, as pasted in issues) is skipped and recorded.
 */
public final class LspciTreeParser implements ArtifactParser<LspciTree> {
    @Override
    public ArtifactKind kind() {
        return ArtifactKind.LSPCI_TREE;
    }

    /** A node while the tree is built. */
    private static final class Node {
        final int column;
        final boolean root;
        final long domain;
        final int bus;
        final int device;
        final int function;
        final TreeDevice.BusRange range;
        final SourceLine line;
        String name;
        final List<Node> children = new ArrayList<>();

        Node(int column, boolean root, long domain, int bus, int device, int function, TreeDevice.BusRange range,
             SourceLine line) {
            this.column = column;
            this.root = root;
            this.domain = domain;
            this.bus = bus;
            this.device = device;
            this.function = function;
            this.range = range;
            this.line = line;
        }

        /** The bus its children sit on. */
        int childBus() {
            return root ? bus : range != null ? range.secondary() : -1;
        }

        TreeDevice freeze() {
            List<TreeDevice> kids = new ArrayList<>();
            for (Node c : children) {
                kids.add(c.freeze());
            }
            return new TreeDevice(new PciAddress(domain, bus, device, function), Optional.ofNullable(name),
                    Optional.ofNullable(range), kids, line);
        }
    }

    @Override
    public LspciTree parse(TextSource source) throws ParseException {
        List<Node> roots = new ArrayList<>();
        List<SourceLine> elisions = new ArrayList<>();
        Deque<Node> path = new ArrayDeque<>();
        List<String> lines = source.lines();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            SourceLine sl = SourceLine.of(source, i);
            if (Lines.isElision(line)) {
                elisions.add(sl);
                continue;
            }
            int p = 0;
            boolean first = true;
            while (true) {
                while (p < line.length() && "-+\\|` ".indexOf(line.charAt(p)) >= 0) {
                    p++;
                }
                if (p >= line.length()) {
                    break;
                }
                char ch = line.charAt(p);
                if (ch == '[' && first) {
                    int close = line.indexOf(']', p);
                    Optional<long[]> rb = close < 0 ? Optional.empty() : rootBus(line.substring(p + 1, close));
                    if (rb.isEmpty()) {
                        throw new ParseException(source.file(), sl.number(), "a root bus [dddd:bb] at column " + (p + 1), line);
                    }
                    Node r = new Node(p, true, rb.get()[0], (int) rb.get()[1], 0, 0, null, sl);
                    roots.add(r);
                    path.clear();
                    path.push(r);
                    p = close + 1;
                    first = false;
                    continue;
                }
                if (!isDevice(line, p)) {
                    throw new ParseException(source.file(), sl.number(),
                            "a tree element (connector, [dddd:bb] or dd.f) at column " + (p + 1), line);
                }
                int dev = Integer.parseInt(line.substring(p, p + 2), 16);
                int fn = line.charAt(p + 3) - '0';
                if (dev > 31) {
                    throw new ParseException(source.file(), sl.number(), "a device number 00..1f at column " + (p + 1), line);
                }
                int col = p;
                p += 4;
                TreeDevice.BusRange range = null;
                if (line.startsWith("-[", p)) {
                    int close = line.indexOf(']', p);
                    range = close < 0 ? null : busRange(line.substring(p + 2, close));
                    if (range == null) {
                        throw new ParseException(source.file(), sl.number(), "a bus range [ss] or [ss-ee] at column " + (p + 2), line);
                    }
                    p = close + 1;
                }
                while (!path.isEmpty() && !path.peek().root && path.peek().column >= col) {
                    path.pop();
                }
                if (path.isEmpty()) {
                    throw new ParseException(source.file(), sl.number(), "a root bus [dddd:bb] before the first device", line);
                }
                Node parent = path.peek();
                if (parent.childBus() < 0) {
                    throw new ParseException(source.file(), sl.number(),
                            "a bus range on bridge " + String.format("%02x.%x", parent.device, parent.function)
                                    + " before devices drawn behind it", line);
                }
                Node n = new Node(col, false, parent.domain, parent.childBus(), dev, fn, range, sl);
                parent.children.add(n);
                path.push(n);
                first = false;
                if (p < line.length() && line.charAt(p) == ' ') {
                    String name = line.substring(p).strip();
                    if (!name.isEmpty()) {
                        n.name = name;
                    }
                    break;
                }
            }
        }
        List<RootBus> out = new ArrayList<>();
        for (Node r : roots) {
            List<TreeDevice> devices = new ArrayList<>();
            for (Node c : r.children) {
                devices.add(c.freeze());
            }
            out.add(new RootBus(r.domain, r.bus, devices, r.line));
        }
        return new LspciTree(out, elisions);
    }

    private static boolean isDevice(String line, int p) {
        return p + 4 <= line.length() && hex(line.charAt(p)) && hex(line.charAt(p + 1)) && line.charAt(p + 2) == '.'
                && line.charAt(p + 3) >= '0' && line.charAt(p + 3) <= '7';
    }

    private static boolean hex(char c) {
        return Character.digit(c, 16) >= 0;
    }

    /** {@code dddd:bb} or {@code bb}. */
    private static Optional<long[]> rootBus(String s) {
        String[] parts = s.split(":");
        try {
            if (parts.length == 2 && parts[0].length() >= 4 && parts[0].length() <= 8 && parts[1].length() == 2) {
                return Optional.of(new long[] {Long.parseLong(parts[0], 16), Integer.parseInt(parts[1], 16)});
            }
            if (parts.length == 1 && s.length() == 2) {
                return Optional.of(new long[] {0, Integer.parseInt(s, 16)});
            }
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /** {@code ss} or {@code ss-ee}. */
    private static TreeDevice.BusRange busRange(String s) {
        try {
            String[] parts = s.split("-");
            if (parts.length == 1 && s.length() == 2) {
                int b = Integer.parseInt(s, 16);
                return new TreeDevice.BusRange(b, b);
            }
            if (parts.length == 2 && parts[0].length() == 2 && parts[1].length() == 2) {
                int a = Integer.parseInt(parts[0], 16);
                int b = Integer.parseInt(parts[1], 16);
                return a <= b ? new TreeDevice.BusRange(a, b) : null;
            }
        } catch (NumberFormatException e) {
            return null;
        }
        return null;
    }
}
