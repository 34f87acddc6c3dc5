package io.rocekit.cli.fabric;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.command.InputException;
import io.rocekit.cli.render.Json;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.fabric.schema.SchemaEvidence;
import io.rocekit.fabric.schema.SonicModels;
import io.rocekit.fabric.schema.SonicSchema;
import io.rocekit.fabric.schema.SonicSchemaRule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** fabric.schema for {@code fabric check}: the models read once, yanglint found once, each SONiC file judged. */
final class SchemaCheck {
    private final Optional<Path> modelsDir;
    private Optional<SonicModels> models = Optional.empty();
    private boolean loaded;
    private final Optional<Path> yanglint = SonicSchema.findYanglint();
    private final SonicSchemaRule rule = new SonicSchemaRule();

    SchemaCheck(Optional<Path> modelsDir) {
        this.modelsDir = modelsDir;
    }

    List<Finding> check(String file, String text, RuleSettings settings) throws IOException {
        JsonNode db;
        try {
            db = SonicSchema.nested(Json.mapper().readTree(text));
        } catch (IOException e) {
            return List.of(); // the reader read it; a JSON this mapper refuses is not the schema's to judge
        }
        return rule.check(new SchemaEvidence(file, db, models(), yanglint), settings.limitsFor(rule));
    }

    private Optional<SonicModels> models() throws IOException {
        if (!loaded) {
            loaded = true;
            if (modelsDir.isPresent() && !Files.isDirectory(modelsDir.get())) {
                throw new InputException("--yang-models " + modelsDir.get() + ": not a directory of SONiC YANG models");
            }
            models = modelsDir.isEmpty() ? Optional.empty() : Optional.of(SonicModels.load(modelsDir.get()));
        }
        return models;
    }
}
