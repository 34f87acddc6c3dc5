package io.rocekit.fabric.schema;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * A CONFIG_DB document checked by SONiC's own schema: the tables asked for, and every table of the
 * document in the models those import (leafrefs point there: ports, pools, profiles, maps), as one
 * YANG instance given to libyang's {@code yanglint} (Debian {@code libyang2-tools}) with the models
 * SONiC ships (sonic-buildimage src/sonic-yang-models; {@code /usr/local/yang-models} on a switch).
 * yanglint runs with an argument list, never a shell, and a time limit.
 */
public final class SonicSchema {
    /** Where a SONiC switch keeps its models. */
    public static final Path SWITCH_MODELS = Path.of("/usr/local/yang-models");
    private static final long TIMEOUT_SECONDS = 60;
    private static final int MAX_OUTPUT_BYTES = 1 << 20;

    private SonicSchema() {
    }

    /** What validation gave. */
    public sealed interface Outcome {
        /** libyang accepted the instance; {@code modules} were loaded. */
        record Valid(List<String> modules) implements Outcome {
        }

        /** libyang refused it: its messages, one per line, the instance named {@code <instance>}. */
        record Invalid(List<String> messages) implements Outcome {
        }

        /** Nothing was validated, and why (yanglint or the models missing). */
        record NotValidated(String why) implements Outcome {
        }
    }

    /**
     * Validates the tables {@code tables} of {@code db}.
     *
     * @param models   the models, if a directory of them was found
     * @param yanglint the yanglint executable, if installed
     */
    public static Outcome validate(JsonNode db, Set<String> tables, Optional<SonicModels> models, Optional<Path> yanglint)
            throws IOException {
        if (yanglint.isEmpty()) {
            return new Outcome.NotValidated("yanglint is not installed (Debian/Ubuntu: apt-get install libyang2-tools)");
        }
        if (models.isEmpty()) {
            return new Outcome.NotValidated("no SONiC YANG models found (give their directory with --yang-models DIR or "
                    + "ROCEKIT_SONIC_YANG_MODELS; a switch has them in " + SWITCH_MODELS + ")");
        }
        SonicModels m = models.get();
        Set<String> start = new LinkedHashSet<>();
        for (String t : tables) {
            m.table(t).ifPresent(x -> start.add(x.module()));
        }
        if (start.isEmpty()) {
            return new Outcome.NotValidated("none of the tables " + tables + " has a model in " + m.dir());
        }
        Set<String> modules = m.withImports(start);
        Path dir = Files.createTempDirectory("rocekit-yang");
        try {
            Path instance = dir.resolve("instance.xml");
            Files.writeString(instance, ConfigDbXml.instance(db, m, modules), StandardCharsets.UTF_8);
            // absolute paths: yanglint runs in the temporary directory, where a relative models path means nothing
            List<String> cmd = new ArrayList<>(List.of(yanglint.get().toString(), "-p", m.dir().toAbsolutePath().toString(), "-t",
                    "config"));
            for (String mod : modules) {
                m.file(mod).ifPresent(f -> cmd.add(f.toAbsolutePath().toString()));
            }
            cmd.add(instance.toString());
            return run(cmd, new ArrayList<>(modules), dir, instance.toString());
        } finally {
            deleteTree(dir);
        }
    }

    private static Outcome run(List<String> cmd, List<String> modules, Path dir, String instance) throws IOException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).directory(dir.toFile()).start();
        byte[] out;
        try (InputStream in = p.getInputStream()) {
            out = in.readNBytes(MAX_OUTPUT_BYTES);
            try {
                if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    return new Outcome.NotValidated("yanglint did not finish within " + TIMEOUT_SECONDS + " s");
                }
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
                return new Outcome.NotValidated("interrupted while yanglint ran");
            }
        }
        // libyang's errors, not its warnings (which may run over several lines)
        List<String> lines = new String(out, StandardCharsets.UTF_8).lines()
                .filter(l -> l.startsWith("libyang err") || l.startsWith("YANGLINT[E]"))
                // the temporary instance is deleted when this returns: never name it
                .map(l -> l.replace(instance, SchemaMessages.INSTANCE)).toList();
        if (p.exitValue() == 0) {
            return new Outcome.Valid(modules);
        }
        return new Outcome.Invalid(lines.isEmpty() ? List.of("yanglint exited " + p.exitValue()) : lines);
    }

    /** The directory of models: the one given, else {@code ROCEKIT_SONIC_YANG_MODELS}, else a switch's own. */
    public static Optional<Path> modelsDir(Optional<Path> given) {
        if (given.isPresent()) {
            return given;
        }
        String env = System.getenv("ROCEKIT_SONIC_YANG_MODELS");
        if (env != null && !env.isBlank()) {
            return Optional.of(Path.of(env));
        }
        return Files.isDirectory(SWITCH_MODELS) ? Optional.of(SWITCH_MODELS) : Optional.empty();
    }

    /** yanglint on the PATH, if installed. */
    public static Optional<Path> findYanglint() {
        String path = System.getenv().getOrDefault("PATH", "") + ":/usr/bin:/usr/local/bin";
        for (String d : path.split(":")) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, "yanglint"))) {
                return Optional.of(Path.of(d, "yanglint"));
            }
        }
        return Optional.empty();
    }

    /**
     * The document with tables at the top: a flat dump ({@code "PORT_QOS_MAP|Ethernet0": {...}}, as
     * {@code redis-dump} and some tools write it) is regrouped by table.
     */
    public static JsonNode nested(JsonNode db) {
        boolean flat = false;
        for (Iterator<String> it = db.fieldNames(); it.hasNext(); ) {
            flat |= it.next().contains("|");
        }
        if (!flat) {
            return db;
        }
        com.fasterxml.jackson.databind.node.ObjectNode out = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        db.fields().forEachRemaining(e -> {
            int bar = e.getKey().indexOf('|');
            if (bar > 0 && e.getValue().isObject()) {
                com.fasterxml.jackson.databind.node.ObjectNode t = out.has(e.getKey().substring(0, bar))
                        ? (com.fasterxml.jackson.databind.node.ObjectNode) out.get(e.getKey().substring(0, bar))
                        : out.putObject(e.getKey().substring(0, bar));
                t.set(e.getKey().substring(bar + 1), e.getValue());
            } else {
                out.set(e.getKey(), e.getValue());
            }
        });
        return out;
    }

    /** The table names of a CONFIG_DB document. */
    public static Set<String> tables(JsonNode db) {
        Set<String> out = new LinkedHashSet<>();
        for (Iterator<String> it = db.fieldNames(); it.hasNext(); ) {
            out.add(it.next());
        }
        return out;
    }

    private static void deleteTree(Path dir) {
        try (var s = Files.walk(dir)) {
            for (Path f : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(f);
            }
        } catch (IOException e) {
            // a temporary directory left behind is not worth failing the check for
        }
    }
}
