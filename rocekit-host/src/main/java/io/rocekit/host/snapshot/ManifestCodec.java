package io.rocekit.host.snapshot;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;

/** {@code manifest.json} to and from {@link Manifest}. */
public final class ManifestCodec {
    /** Built on first use only: {@link #readHost} must not pay for it. */
    private static final class Holder {
        static final ObjectMapper MAPPER = new ObjectMapper()
                .registerModule(new Jdk8Module())
                .setSerializationInclusion(JsonInclude.Include.NON_ABSENT)
                // A newer rocekit may add fields; an older one reads what it knows.
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    private ManifestCodec() {
    }

    /** Pretty JSON of the manifest, ending with a newline. */
    public static String write(Manifest manifest) {
        try {
            return Holder.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(manifest) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write manifest", e);
        }
    }

    /**
     * Only the {@code host} field, read with the streaming parser: the doctor needs nothing else
     * from the manifest, and building the object mapper costs more than the rest of a run's
     * start-up (hundreds of classes).
     */
    public static java.util.Optional<String> readHost(String where, String json) throws SnapshotException {
        try (com.fasterxml.jackson.core.JsonParser p = new com.fasterxml.jackson.core.JsonFactory().createParser(json)) {
            if (p.nextToken() != com.fasterxml.jackson.core.JsonToken.START_OBJECT) {
                throw new SnapshotException(where + ": expected a rocekit manifest (a JSON object)");
            }
            while (p.nextToken() == com.fasterxml.jackson.core.JsonToken.FIELD_NAME) {
                String name = p.currentName();
                com.fasterxml.jackson.core.JsonToken t = p.nextToken();
                if (name.equals("host") && t == com.fasterxml.jackson.core.JsonToken.VALUE_STRING) {
                    return java.util.Optional.of(io.rocekit.core.text.Printable.oneLine(p.getText()));
                }
                p.skipChildren();
            }
            return java.util.Optional.empty();
        } catch (java.io.IOException e) {
            String loc = e instanceof JsonProcessingException j && j.getLocation() != null ? ":" + j.getLocation().getLineNr() : "";
            throw new SnapshotException(where + loc + ": expected a rocekit manifest, " + e.getMessage(), e);
        }
    }

    /** The manifest in {@code json}; {@code where} names the file for the error message. */
    public static Manifest read(String where, String json) throws SnapshotException {
        try {
            Manifest m = Holder.MAPPER.readValue(json, Manifest.class);
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
