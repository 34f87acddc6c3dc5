package io.rocekit.cli.render;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;

/**
 * The one JSON configuration every {@code --json} output uses: records serialise by component
 * name (camelCase), empty {@code Optional}s and nulls are left out, numbers stay numbers.
 */
public final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .registerModule(new Jdk8Module())
            .setSerializationInclusion(JsonInclude.Include.NON_ABSENT)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    private Json() {
    }

    /** The shared mapper; it is thread-safe once configured and never reconfigured. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Pretty-printed JSON of a result object. */
    public static String pretty(Object value) {
        try {
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot render " + value.getClass().getName() + " as JSON", e);
        }
    }
}
