package io.rocekit.cli.fleet;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.cli.render.Json;
import io.rocekit.fleet.analysis.FleetDocument;
import io.rocekit.fleet.analysis.FleetReport;

/** Prints {@link FleetDocument}: the shared JSON configuration, but keeping nulls ("this node lacks the fact"). */
final class FleetJson {
    private static final ObjectMapper WITH_NULLS = Json.mapper().copy()
            .setDefaultPropertyInclusion(JsonInclude.Include.ALWAYS);

    private FleetJson() {
    }

    static String render(FleetReport r) {
        try {
            return WITH_NULLS.writerWithDefaultPrettyPrinter().writeValueAsString(FleetDocument.of(r));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot render the fleet report as JSON", e);
        }
    }
}
