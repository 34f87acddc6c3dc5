package io.rocekit.tune.run;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The base scenario as self-contained text, so that a task can rebuild it in any JVM (a Spark
 * executor has neither the sweep file nor the files it names): the scenario (or the HPCC topology
 * and flow files) and every file the scenario refers to, under flat names the scenario text was
 * rewritten to use.
 *
 * @param kind "scenario" (a rocekit sim scenario file; {@code main} names it in {@code files}),
 *     "inline" (a scenario written in the sweep file, likewise) or "hpcc" ({@code files} holds
 *     "topology" and "flows")
 * @param displayName the scenario file as the user named it, for messages and re-run lines
 * @param profile the profile to use, or "" for the scenario's own (hpcc: hpcc-dcqcn)
 * @param untilPs stop this long after the first flow starts; 0 = the scenario's own limit
 * @param set knob overrides applied to every point and baseline, in order
 */
public record BaseBundle(String kind, String displayName, String main, Map<String, String> files, String profile,
        long untilPs, Map<String, String> set) implements Serializable {
    private static final long serialVersionUID = 1L;

    public BaseBundle {
        files = Collections.unmodifiableMap(new LinkedHashMap<>(files));
        set = Collections.unmodifiableMap(new LinkedHashMap<>(set));
    }

    /**
     * Writes the scenario and the files it names into {@code dir} (so that an inline base can be
     * re-run with rocekit sim); returns the scenario file.
     */
    public java.nio.file.Path writeTo(java.nio.file.Path dir) throws java.io.IOException {
        java.nio.file.Files.createDirectories(dir);
        for (Map.Entry<String, String> e : files.entrySet()) {
            java.nio.file.Files.writeString(dir.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8);
        }
        return dir.resolve(main);
    }

    /** The same base with {@code first} set before its own {@code set} (which wins where both set a knob). */
    public BaseBundle withSetFirst(Map<String, String> first) {
        Map<String, String> all = new LinkedHashMap<>(first);
        all.putAll(set);
        return new BaseBundle(kind, displayName, main, files, profile, untilPs, all);
    }

        /** A short fingerprint of everything that determines a run except the point's knobs and seed. */
    public String fingerprint() {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            update(d, kind);
            update(d, main);
            files.forEach((k, v) -> {
                update(d, k);
                update(d, v);
            });
            update(d, profile);
            update(d, Long.toString(untilPs));
            set.forEach((k, v) -> {
                update(d, k);
                update(d, v);
            });
            return HexFormat.of().formatHex(d.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing from the JDK", e);
        }
    }

    private static void update(MessageDigest d, String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        d.update(Integer.toString(b.length).getBytes(StandardCharsets.US_ASCII));
        d.update((byte) ':');
        d.update(b);
    }
}
