package io.rocekit.fabric.calc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The lossless priority-group profiles NVIDIA ships for Spectrum switches in SONiC: the rows of the
 * {@code pg_profile_lookup.ini} of several SKUs (sonic-net/sonic-buildimage {@code device/mellanox/...},
 * listed with their commits in {@code mellanox-pg-profile-lookup.txt}). buildimage's static buffer
 * model programs exactly these rows; they were computed with older versions of the headroom script
 * (a fixed 3.8 KB peer response, or no small-packet overhead), so some are below what today's script
 * gives. A profile at or above the shipped row for its ASIC, speed and cable is the vendor's own
 * choice, which {@code fabric.headroom} never calls a failure.
 */
public final class ShippedProfiles {
    /**
     * One shipped row.
     *
     * @param sku         the SKU directory ({@code Mellanox-SN5610N-C224O8})
     * @param asic        its ASIC (rocekit's name)
     * @param speedMbps   port speed
     * @param cableMeters cable length
     * @param sizeBytes   reserved size
     * @param xonBytes    xon
     * @param xoffBytes   xoff
     */
    public record Row(String sku, String asic, long speedMbps, int cableMeters, long sizeBytes, long xonBytes, long xoffBytes) {
    }

    private static final List<Row> ROWS = load();

    private ShippedProfiles() {
    }

    /** Every shipped row. */
    public static List<Row> all() {
        return List.copyOf(ROWS);
    }

    /**
     * The shipped row with the smallest xoff for this speed and cable length, on this ASIC where it is
     * known, on any Spectrum SKU otherwise.
     */
    public static Optional<Row> lowest(Optional<String> asic, long speedMbps, double cableMeters) {
        return ROWS.stream().filter(r -> r.speedMbps() == speedMbps && r.cableMeters() == cableMeters)
                .filter(r -> asic.isEmpty() || asic.get().equals(r.asic())).min(Comparator.comparingLong(Row::xoffBytes));
    }

    private static List<Row> load() {
        try (InputStream in = ShippedProfiles.class.getResourceAsStream("mellanox-pg-profile-lookup.txt")) {
            if (in == null) {
                throw new IllegalStateException("mellanox-pg-profile-lookup.txt is missing from the jar");
            }
            List<Row> rows = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] w = t.split("\\s+");
                rows.add(new Row(w[0], w[1], Long.parseLong(w[2]), Integer.parseInt(w[3]), Long.parseLong(w[4]), Long.parseLong(w[5]),
                        Long.parseLong(w[6])));
            }
            return List.copyOf(rows);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
