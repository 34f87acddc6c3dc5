package io.rocekit.doctor.snapshot;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;

/** {@code manifest.json} to and from {@link Manifest}. */
public final class ManifestCodec {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .registerModule(new Jdk8Module())
            .setSerializationInclusion(JsonInclude.Include.NON_ABSENT)
            // A newer rocekit may add fields; an older one reads what it knows.
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ManifestCodec() {
    }

    /** Pretty JSON of the manifest, ending with a newline. */
    public static String write(Manifest manifest) {
        try {
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(manifest) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write manifest", e);
        }
    }

    /** The manifest in {@code json}; {@code where} names the file for the error message. */
    public static Manifest read(String where, String json) throws SnapshotException {
        try {
            Manifest m = MAPPER.readValue(json, Manifest.class);
            if (m == null) {
                throw new SnapshotException(where + ": expected a JSON object, found nothing");
            }
            return m;
        } catch (JsonProcessingException e) {
            String loc = e.getLocation() == null ? "" : ":" + e.getLocation().getLineNr();
            throw new SnapshotException(where + loc + ": expected a rocekit manifest, " + e.getOriginalMessage(), e);
        }
    }
}
