package io.rocekit.doctor.rule.nic;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The parameter names of the mstflint 4.21.0 mlxconfig database (bundled CSV), so that a rule or
 * a rendered command only names parameters that exist.
 */
public final class MlxconfigDatabase {
    private static final String RESOURCE = "mlxconfig-params-all.csv";
    private final Map<String, Entry> byName;

    /** One parameter: its TLV and whether it is per port ({@code _P1}/{@code _P2}). */
    public record Entry(String name, String tlv, boolean perPort, String enumValues) {
    }

    private MlxconfigDatabase(Map<String, Entry> byName) {
        this.byName = Map.copyOf(byName);
    }

    /** The bundled database. */
    public static MlxconfigDatabase bundled() {
        InputStream in = MlxconfigDatabase.class.getResourceAsStream(RESOURCE);
        if (in == null) {
            throw new IllegalStateException("resource " + RESOURCE + " missing from the rocekit-doctor jar");
        }
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            Map<String, Entry> m = new HashMap<>();
            r.readLine(); // header
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] f = line.split(",", -1);
                if (f.length >= 7 && !f[0].isEmpty()) {
                    m.put(f[0], new Entry(f[0], f[1], f[3].startsWith("per-port"), f[6]));
                }
            }
            return new MlxconfigDatabase(m);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The entry of a name as queried ({@code ROCE_CC_PRIO_MASK_P1} finds {@code ROCE_CC_PRIO_MASK}). */
    public Optional<Entry> lookup(String queriedName) {
        Entry e = byName.get(queriedName);
        if (e != null) {
            return Optional.of(e);
        }
        String base = queriedName.replaceFirst("_P\\d$", "");
        return Optional.ofNullable(byName.get(base)).filter(Entry::perPort);
    }

    public int size() {
        return byName.size();
    }
}
