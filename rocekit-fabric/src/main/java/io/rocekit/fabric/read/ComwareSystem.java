package io.rocekit.fabric.read;

import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.Threshold;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The system view of a Comware configuration, one handler per statement: the {@code qos map-table}
 * blocks, {@code qos wred queue table} blocks and the switch-wide {@code priority-flow-control
 * no-drop dot1p} list; {@code interface} blocks are kept for {@link ComwarePorts}. The WRED line
 * grammar is shared with the interface view.
 */
final class ComwareSystem {
    private static final Pattern IMPORT = Pattern.compile("import ([\\d ]+) export (\\d+)");
    static final Pattern NO_DROP = Pattern.compile("priority-flow-control no-drop dot1p ([\\d ,-]+)");
    private static final Pattern WRED = Pattern.compile("(?:qos wred )?queue (\\S+)(?: drop-level (\\d+))? low-limit (\\d+) "
            + "high-limit (\\d+)(?: discard-probability (\\d+))?");
    private static final Pattern WRED_ECN = Pattern.compile("(?:qos wred )?queue (\\S+) ecn");
    private static final Pattern WRED_WEIGHT = Pattern.compile("(?:qos wred )?queue (\\S+) weighting-constant (\\d+)");
    /** Comware's queue names: local precedence 0-7. */
    private static final List<String> QUEUE_NAMES = List.of("be", "af1", "af2", "af3", "af4", "ef", "cs6", "cs7");
    /** The largest WRED limit in cells rocekit accepts (H3C documents 0-16000 on S6850; larger ASICs stay well below this). */
    private static final int MAX_CELLS = 1_000_000;
    private static final Set<String> KNOWN = Set.of("sysname", "version", "vlan", "irf", "lldp global", "quit", "return",
            "system-view", "save");

    /** One WRED table: queue to ECN settings, ECN on or not. */
    static final class Table {
        final Map<Integer, Ecn> limits = new TreeMap<>();
        /** The limits line of each queue: what an ECN finding on a port the table is applied to cites. */
        final Map<Integer, io.rocekit.core.finding.Evidence> limitsAt = new TreeMap<>();
        final Set<Integer> ecn = new TreeSet<>();
    }

    private final ReadContext cx;
    final Map<Integer, Integer> dscpToDot1p = new TreeMap<>();
    final Map<Integer, Integer> dot1pToLp = new TreeMap<>();
    final Map<String, Table> tables = new HashMap<>();
    TreeSet<Integer> systemNoDrop;
    final Map<String, Indented.Line> interfaces = new LinkedHashMap<>();
    int mapLine;
    String mapText = "";

    ComwareSystem(ReadContext cx) {
        this.cx = cx;
    }

    void accept(Indented.Line l) throws ConfigSyntaxException {
        Matcher m;
        if (l.is("qos map-table dscp-dot1p") || l.is("qos map-table dot1p-lp")) {
            mapTable(l);
        } else if (l.is("qos wred queue table") && l.words().length >= 5) {
            String name = l.words()[4];
            cx.define("WRED table", name, l.number(), l.text());
            Table t = new Table();
            for (Indented.Line c : l.children()) {
                wredLine(c, t, true);
            }
            tables.put(name, t);
        } else if ((m = NO_DROP.matcher(l.text())).matches()) {
            systemNoDrop = new TreeSet<>(dot1pList(l, m.group(1)));
        } else if (l.is("interface range") && l.words().length > 2) {
            for (String name : ComwareCommands.range(l.text().substring("interface range".length()), cx.file, l.number())) {
                Indented.putMerged(interfaces, name, l);
            }
        } else if (l.text().startsWith("interface ")) { // a bare "interface" names no port: an unknown line
            Indented.putMerged(interfaces, l.text().substring("interface ".length()).trim(), l);
        } else if (KNOWN.stream().noneMatch(l::is)) {
            cx.unknown(l.number(), l.text());
        }
    }

    /** {@code qos map-table dscp-dot1p} (DSCP 0-63 to 802.1p) or {@code dot1p-lp} (802.1p to local precedence, the queue). */
    private void mapTable(Indented.Line l) throws ConfigSyntaxException {
        boolean dscp = l.text().contains("dscp-dot1p");
        if (dscp) {
            mapLine = l.number();
            mapText = l.text();
        }
        for (Indented.Line c : l.children()) {
            Matcher im = IMPORT.matcher(c.text());
            if (!im.matches()) {
                throw new ConfigSyntaxException(cx.file, c.number(), "expected 'import VALUE... export VALUE' in " + l.text()
                        + ", found '" + c.text() + "'");
            }
            int export = ConfigNumbers.inRange(cx, c.number(), im.group(2), 0, 7, "an 802.1p priority or local precedence after 'export'");
            for (int v : ConfigNumbers.list(cx, c.number(), im.group(1), 0, dscp ? 63 : 7,
                    (dscp ? "DSCP values" : "802.1p priorities") + " after 'import'")) {
                (dscp ? dscpToDot1p : dot1pToLp).put(v, export);
            }
        }
    }

    /** One WRED line of a table or an interface: limits, ECN, or the weighting constant (not modelled). */
    void wredLine(Indented.Line c, Table t, boolean inTable) throws ConfigSyntaxException {
        Matcher m;
        String text = c.text();
        if ((m = WRED.matcher(text)).matches()) {
            int q = queueOf(c, m.group(1));
            // drop levels 0-2 (green, yellow, red) usually share one setting; the green one (or the level-less one) is kept
            if (m.group(2) != null && !m.group(2).equals("0") && t.limits.containsKey(q)) {
                return;
            }
            int low = ConfigNumbers.inRange(cx, c.number(), m.group(3), 0, MAX_CELLS, "a low-limit in cells");
            int high = ConfigNumbers.inRange(cx, c.number(), m.group(4), 0, MAX_CELLS, "a high-limit in cells");
            int p = m.group(5) == null ? 10 : ConfigNumbers.inRange(cx, c.number(), m.group(5), 0, 100, "a discard-probability");
            t.limits.put(q, new Ecn(Optional.of(Threshold.unconvertible(BigDecimal.valueOf(low), "cells")),
                    Optional.of(Threshold.unconvertible(BigDecimal.valueOf(high), "cells")), OptionalDouble.of(p)));
            t.limitsAt.put(q, cx.at(c.number(), text));
        } else if ((m = WRED_ECN.matcher(text)).matches()) {
            t.ecn.add(queueOf(c, m.group(1)));
        } else if (WRED_WEIGHT.matcher(text).matches()) {
            return;
        } else if (inTable || text.startsWith("qos wred queue")) {
            throw new ConfigSyntaxException(cx.file, c.number(), "expected 'queue Q [drop-level L] low-limit N high-limit N "
                    + "[discard-probability P]', 'queue Q ecn' or 'queue Q weighting-constant N', found '" + text + "'");
        }
    }

    int queueOf(Indented.Line c, String name) throws ConfigSyntaxException {
        int i = QUEUE_NAMES.indexOf(name);
        if (i >= 0) {
            return i;
        }
        return Numbers.integer(name).stream().filter(q -> q < 8).findFirst().orElseThrow(() -> new ConfigSyntaxException(cx.file,
                c.number(), "expected a queue 0-7 or be/af1/af2/af3/af4/ef/cs6/cs7, found '" + ConfigNumbers.shown(name) + "'"));
    }

    /** {@code 3,4}, {@code 3 4}, {@code 3 to 4}: 802.1p priorities 0-7. */
    List<Integer> dot1pList(Indented.Line c, String values) throws ConfigSyntaxException {
        return ConfigNumbers.list(cx, c.number(), values.replace(" to ", "-"), 0, 7, "a list of 802.1p priorities");
    }
}
