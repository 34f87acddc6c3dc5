package io.rocekit.cli.fabric;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.command.InputException;
import io.rocekit.cli.render.Json;
import io.rocekit.core.io.TextFiles;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.ConfigSyntaxException;
import io.rocekit.fabric.read.SwitchReaders;
import io.rocekit.fabric.render.PortNames;
import io.rocekit.fabric.render.SonicBase;
import io.rocekit.fabric.render.Target;
import io.rocekit.fabric.schema.SonicSchema;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The switch-side inputs of {@code fabric render}: ports as written or from a configuration, and the SONiC base. */
final class RenderInputs {
    private RenderInputs() {
    }

    /** What SONiC rendering is for: the switch, the buffer model asked for, and whether a patch is wanted. */
    record Sonic(SonicBase base, Optional<SonicBase.BufferModel> model, boolean patch) {
    }

    /** The ports, ranges expanded and names checked for the target; {@code --ports-from} adds a configuration's ports. */
    static List<String> ports(Target t, List<String> written, Path portsFrom) throws IOException {
        List<String> all = new ArrayList<>(written);
        if (portsFrom != null) {
            if (t == Target.NIC) {
                throw new InputException("--ports-from: the nic target configures hosts, not switch ports");
            }
            all.addAll(portsOf(portsFrom));
        }
        if (all.isEmpty()) {
            return List.of();
        }
        if (t == Target.NIC) {
            throw new InputException("--ports: the nic target configures hosts, not switch ports; name its devices with "
                    + "--devices mlx5_0=ens1np0,...");
        }
        try {
            return PortNames.expand(t, all);
        } catch (IllegalArgumentException e) {
            throw new InputException("--ports: " + e.getMessage(), e);
        }
    }

    private static List<String> portsOf(Path file) throws IOException {
        String text = TextFiles.read(file);
        try {
            List<String> out = new ArrayList<>();
            for (SwitchConfig c : SwitchReaders.read(file.toString(), text)) {
                c.ports().stream().map(PortQos::port).filter(p -> !p.equals("global")).forEach(out::add);
            }
            if (out.isEmpty()) {
                throw new InputException("--ports-from " + file + ": the configuration names no port");
            }
            return out;
        } catch (ConfigSyntaxException e) {
            throw new InputException("--ports-from " + e.getMessage(), e);
        }
    }

    static Sonic sonic(Target t, Path base, String model, String format) throws IOException {
        boolean sonic = t == Target.SONIC;
        if (!sonic && (base != null || model != null || !"config".equals(format))) {
            throw new InputException("--base/--buffer-model/--format: only the sonic target takes them (the " + t.id()
                    + " target renders " + t.description() + ")");
        }
        if (!List.of("config", "patch").contains(format)) {
            throw new InputException("--format: expected config or patch, found '" + format + "'");
        }
        Optional<SonicBase.BufferModel> m = Optional.empty();
        if (model != null) {
            try {
                m = Optional.of(SonicBase.BufferModel.valueOf(model.toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw new InputException("--buffer-model: expected traditional or dynamic, found '" + model + "'", e);
            }
        }
        SonicBase b = SonicBase.none();
        if (base != null) {
            JsonNode db;
            try {
                // strict UTF-8 past a byte-order mark, as fabric check reads the same file
                db = Json.mapper().readTree(TextFiles.readUtf8(base));
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new InputException("--base " + base + ": expected SONiC CONFIG_DB JSON (config_db.json): "
                        + e.getOriginalMessage(), e);
            }
            if (db == null || !db.isObject()) {
                throw new InputException("--base " + base + ": expected SONiC CONFIG_DB JSON (an object of tables)");
            }
            b = new SonicBase(SonicSchema.nested(db));
        }
        return new Sonic(b, m, "patch".equals(format));
    }
}
