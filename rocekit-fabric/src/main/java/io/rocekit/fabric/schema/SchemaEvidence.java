package io.rocekit.fabric.schema;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@code fabric.schema} reads: a SONiC CONFIG_DB document (nested tables), the models and yanglint.
 *
 * @param file     the file's name, for findings
 * @param db       the document, tables at the top
 * @param models   SONiC's YANG models, where found
 * @param yanglint the yanglint executable, where installed
 */
public record SchemaEvidence(String file, JsonNode db, Optional<SonicModels> models, Optional<Path> yanglint) {
    public SchemaEvidence {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(db, "db");
        Objects.requireNonNull(models, "models");
        Objects.requireNonNull(yanglint, "yanglint");
    }
}
