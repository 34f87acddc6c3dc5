package io.rocekit.monitor.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.rocekit.monitor.sample.Sample;

/**
 * One sample as one line of JSON: the record components by name (camelCase), absent optionals
 * left out, counters as numbers (unsigned 64-bit values above 2^63 come back as the same bits).
 */
public final class SampleJson {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .registerModule(new Jdk8Module())
            .setSerializationInclusion(JsonInclude.Include.NON_ABSENT)
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private SampleJson() {
    }

    public static String line(Sample s) {
        try {
            return MAPPER.writeValueAsString(s);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a sample as JSON", e);
        }
    }

    /** @throws JsonProcessingException when the line is not a sample */
    public static Sample parse(String line) throws JsonProcessingException {
        return MAPPER.readValue(line, Sample.class);
    }

    /** A mapper configured as the shared one (a copy, so a caller cannot reconfigure the shared one). */
    public static ObjectMapper mapper() {
        return MAPPER.copy();
    }
}
