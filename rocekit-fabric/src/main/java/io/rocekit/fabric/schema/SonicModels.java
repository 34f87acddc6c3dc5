package io.rocekit.fabric.schema;

import io.rocekit.core.io.InputFileException;
import io.rocekit.core.io.TextFiles;
import io.rocekit.fabric.schema.YangStatements.Statement;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * SONiC's YANG models as CONFIG_DB sees them (sonic-buildimage src/sonic-yang-models): table
 * {@code T} is container {@code T} inside the module's top container {@code sonic-<module>}; its
 * rows are list {@code T_LIST} (or another list of the container: the one whose key has as many
 * leaves as the row key has {@code |}-separated parts); a map table's row holds an inner list of
 * key/value entries. Read from a directory of {@code .yang} files, such as a switch's
 * {@code /usr/local/yang-models}: each a user's file read as strict UTF-8 (RFC 7950 section 6.1:
 * YANG files are UTF-8), so a file that is not, or is not YANG, is an input error naming it.
 */
public final class SonicModels {
    private static final long MAX_MODEL_BYTES = 4L << 20;
    private static final int MAX_MODELS = 1000;

    /** One list of a table: its key leaves in order, its leaf-lists, and for a map table its entry list. */
    record RowList(String name, List<String> keys, Set<String> leafLists, Optional<MapEntries> entries) {
    }

    /** A map table's inner list: {@code DSCP_TO_TC_MAP {dscp, tc}}. */
    record MapEntries(String name, String keyLeaf, String valueLeaf) {
    }

    /**
     * A CONFIG_DB table's model: its lists, and the rows that are containers of their own
     * ({@code DEVICE_METADATA|localhost} is container {@code localhost}).
     */
    record Table(String module, String namespace, String top, List<RowList> lists, Set<String> rowContainers) {
    }

    private final Path dir;
    private final Map<String, Table> tables;
    private final Map<String, Set<String>> imports;
    private final Map<String, Path> files;

    private SonicModels(Path dir, Map<String, Table> tables, Map<String, Set<String>> imports, Map<String, Path> files) {
        this.dir = dir;
        this.tables = tables;
        this.imports = imports;
        this.files = files;
    }

    /** Reads every {@code .yang} file of {@code dir}. */
    public static SonicModels load(Path dir) throws IOException {
        Map<String, Table> tables = new TreeMap<>();
        Map<String, Set<String>> imports = new TreeMap<>();
        Map<String, Path> files = new TreeMap<>();
        List<Statement> modules = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "*.yang")) {
            for (Path f : ds) {
                if (files.size() >= MAX_MODELS) {
                    throw new InputFileException(dir + ": more than " + MAX_MODELS
                            + " YANG files; expected a directory of SONiC's models (a few hundred)");
                }
                if (!Files.isRegularFile(f) || Files.size(f) > MAX_MODEL_BYTES) {
                    continue;
                }
                Statement m = YangStatements.parse(f.toString(), TextFiles.readUtf8(f, MAX_MODEL_BYTES));
                if (!m.keyword().equals("module")) {
                    continue;
                }
                files.put(m.argument(), f);
                modules.add(m);
            }
        } catch (IllegalArgumentException e) {
            throw new InputFileException(e.getMessage() + "; expected a YANG module (RFC 7950)", e);
        }
        Map<String, Statement> groupings = new HashMap<>();
        modules.forEach(m -> m.all("grouping").forEach(g -> groupings.put(m.argument() + ":" + g.argument(), g)));
        for (Statement m : modules) {
            Set<String> imp = new LinkedHashSet<>();
            Map<String, String> prefixes = new HashMap<>();
            for (Statement i : m.all("import")) {
                imp.add(i.argument());
                i.first("prefix").ifPresent(p -> prefixes.put(p.argument(), i.argument()));
            }
            imports.put(m.argument(), imp);
            String ns = m.first("namespace").map(Statement::argument).orElse("");
            for (Statement top : m.all("container")) {
                for (Statement t : top.all("container")) {
                    List<RowList> lists = new ArrayList<>();
                    for (Statement l : t.all("list")) {
                        lists.add(rowList(l, m.argument(), prefixes, groupings));
                    }
                    Set<String> rows = new LinkedHashSet<>();
                    t.all("container").forEach(c -> rows.add(c.argument()));
                    if (!lists.isEmpty() || !rows.isEmpty()) {
                        tables.put(t.argument(), new Table(m.argument(), ns, top.argument(), lists, rows));
                    }
                }
            }
        }
        return new SonicModels(dir, tables, imports, files);
    }

    private static RowList rowList(Statement l, String module, Map<String, String> prefixes, Map<String, Statement> groupings) {
        List<String> keys = List.of(l.first("key").map(Statement::argument).orElse("").trim().split("\\s+"));
        Set<String> leafLists = new LinkedHashSet<>();
        collectLeafLists(l, module, prefixes, groupings, leafLists, 0);
        Optional<MapEntries> entries = Optional.empty();
        for (Statement inner : l.all("list")) {
            List<String> leaves = inner.all("leaf").stream().map(Statement::argument).toList();
            String k = inner.first("key").map(Statement::argument).orElse("").trim();
            if (leaves.size() == 2 && leaves.contains(k)) {
                entries = Optional.of(new MapEntries(inner.argument(), k, leaves.get(0).equals(k) ? leaves.get(1) : leaves.get(0)));
            }
        }
        return new RowList(l.argument(), keys, leafLists, entries);
    }

    private static void collectLeafLists(Statement s, String module, Map<String, String> prefixes, Map<String, Statement> groupings,
            Set<String> out, int depth) {
        if (depth > 16) {
            return;
        }
        for (Statement c : s.children()) {
            switch (c.keyword()) {
                case "leaf-list" -> out.add(c.argument());
                case "choice", "case" -> collectLeafLists(c, module, prefixes, groupings, out, depth + 1);
                case "uses" -> {
                    String g = c.argument();
                    int colon = g.indexOf(':');
                    String key = colon < 0 ? module + ":" + g : prefixes.getOrDefault(g.substring(0, colon), "") + ":" + g.substring(colon + 1);
                    Statement gs = groupings.get(key);
                    if (gs != null) {
                        collectLeafLists(gs, module, prefixes, groupings, out, depth + 1);
                    }
                }
                default -> {
                }
            }
        }
    }

    /** The directory the models were read from. */
    public Path dir() {
        return dir;
    }

    Optional<Table> table(String name) {
        return Optional.ofNullable(tables.get(name));
    }

    /** {@code module} and every module it imports, transitively: what yanglint must load beside it. */
    Set<String> withImports(Set<String> modules) {
        Set<String> out = new LinkedHashSet<>();
        List<String> todo = new ArrayList<>(modules);
        while (!todo.isEmpty()) {
            String m = todo.remove(todo.size() - 1);
            if (out.add(m)) {
                todo.addAll(imports.getOrDefault(m, Set.of()));
            }
        }
        return out;
    }

    Optional<Path> file(String module) {
        return Optional.ofNullable(files.get(module));
    }
}
