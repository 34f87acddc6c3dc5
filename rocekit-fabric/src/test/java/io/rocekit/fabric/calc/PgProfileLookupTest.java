package io.rocekit.fabric.calc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The headroom calculator against SONiC's static {@code pg_profile_lookup.ini} tables of Mellanox
 * SKUs (sonic-buildimage device/mellanox/..., copied in src/test/resources/sonic with their source
 * notes); docs/fabric.md "PFC headroom against SONiC's lookup tables" explains each difference.
 *
 * <p>The calculator is the dynamic-buffer script (buffer_headroom_mellanox.lua). With its defaults
 * (100 % small packets: cell occupancy 2.25 on a 144 B cell) it gives about twice the tables' xoff;
 * the SN4280 (Spectrum-4) table is the same formula with cell occupancy 1 (0 % small packets) and a
 * cable term about 4.5 % larger (as if the signal travelled at 1.94e8 m/s with 1000-based bytes,
 * where the script has 1.98e8 m/s over 8 x 1024).
 */
class PgProfileLookupTest {
    private static final int PORT_MTU = 9100;

    /** One row: speed (Mb/s), cable (m), size, xon, xoff (bytes). */
    record Row(long speedMbps, int cableMeters, long sizeBytes, long xonBytes, long xoffBytes) {
    }

    static List<Row> table(String name) throws IOException {
        List<Row> rows = new ArrayList<>();
        try (InputStream in = PgProfileLookupTest.class.getResourceAsStream("/sonic/" + name)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] w = t.split("\\s+");
                rows.add(new Row(Long.parseLong(w[0]), Integer.parseInt(w[1].replace("m", "")), Long.parseLong(w[2]),
                        Long.parseLong(w[3]), Long.parseLong(w[4])));
            }
        }
        return rows;
    }

    private static Headroom.Result calc(Row r, double smallPacketPercent) {
        return Headroom.compute(new Headroom.Inputs(r.speedMbps(), r.cableMeters(), PORT_MTU, 1024, smallPacketPercent, 0,
                r.speedMbps() >= 400_000, true, Headroom.ASICS.get("spectrum-2")));
    }

    /** The script's cable term in bytes (2 x L x rate / 1.98e8 m/s / 8 x 1024). */
    private static double cableBytes(Row r) {
        return 2.0 * r.cableMeters() * r.speedMbps() * 1e9 / 198_000_000 / (8 * 1024);
    }

    @Test
    void sn4280IsTheScriptWithCellOccupancyOneWithinTheCableTermsDifference() throws IOException {
        List<Row> rows = table("Mellanox-SN4280-O28-pg_profile_lookup.ini");
        assertThat(rows).hasSize(35);
        int compared = 0;
        for (Row r : rows) {
            if (r.speedMbps() == 400_000 && r.cableMeters() >= 1500) {
                continue; // the table repeats the 200G value there (pinned below)
            }
            // tolerance: 1 KiB rounding each way, the table's fixed part 257 B above the script's
            // (1024 + 9100 + 819), and its cable term 4.5 % above the script's
            long calc = calc(r, 0).xoffBytes();
            double diff = r.xoffBytes() - calc;
            assertThat(diff).as("%s: table xoff %d, calculator %d", r, r.xoffBytes(), calc)
                    .isBetween(-1024.0, 2048 + 0.046 * cableBytes(r));
            compared++;
        }
        assertThat(compared).isEqualTo(33);
        // 100G 5m and 100G 2000m, worked in docs/fabric.md
        assertThat(calc(rows.get(4), 0).xoffBytes()).isEqualTo(36864);
        assertThat(rows.get(4).xoffBytes()).isEqualTo(37888);
    }

    @Test
    void withSonicDynamicDefaultsTheCalculatorIsAboutTwiceTheStaticTables() throws IOException {
        for (String t : List.of("Mellanox-SN4280-O28-pg_profile_lookup.ini", "Mellanox-SN5610N-C224O8-pg_profile_lookup.ini",
                "ACS-SN6600-pg_profile_lookup.ini")) {
            for (Row r : table(t)) {
                double ratio = (double) calc(r, 100).xoffBytes() / r.xoffBytes();
                assertThat(ratio).as(t + " " + r).isBetween(1.6, 4.3);
            }
        }
    }

    @Test
    void xonIs19KibSizeIsXonAndEightLanePortsDoubleIt() throws IOException {
        for (Row r : table("Mellanox-SN4280-O28-pg_profile_lookup.ini")) {
            // a shared headroom pool holds xoff: the PG reserves xon alone, as the script does then
            assertThat(r.sizeBytes()).isEqualTo(r.xonBytes());
            if (r.speedMbps() >= 400_000) {
                // the script's 8-lane rule gives 2 x 19456 - 1024 = 37888; the table has 2 x 19456
                assertThat(r.xonBytes()).isEqualTo(2 * 19_456);
                var eight = Headroom.compute(new Headroom.Inputs(r.speedMbps(), r.cableMeters(), PORT_MTU, 1024, 0, 0, true, true,
                        new Headroom.Asic("sn4280", 144, 19_456, 0.8 * 1024, 3.8 * 1024)));
                assertThat(eight.xonBytes()).isEqualTo(37_888);
            } else {
                assertThat(r.xonBytes()).isEqualTo(19_456);
                // the calculator's pipeline latency is asic_table.j2's 19 KB, as the table's
                assertThat(calc(r, 0).xonBytes()).isEqualTo(19_456);
            }
        }
    }

    @Test
    void tableQuirksTheDocNames() throws IOException {
        List<Row> sn4280 = table("Mellanox-SN4280-O28-pg_profile_lookup.ini");
        for (int len : List.of(1500, 2000)) {
            long at200 = sn4280.stream().filter(r -> r.speedMbps() == 200_000 && r.cableMeters() == len).findFirst().orElseThrow().xoffBytes();
            long at400 = sn4280.stream().filter(r -> r.speedMbps() == 400_000 && r.cableMeters() == len).findFirst().orElseThrow().xoffBytes();
            assertThat(at400).as("400G %d m repeats 200G", len).isEqualTo(at200);
        }
        List<Row> sn5610 = table("Mellanox-SN5610N-C224O8-pg_profile_lookup.ini");
        long at5 = sn5610.stream().filter(r -> r.speedMbps() == 10_000 && r.cableMeters() == 5).findFirst().orElseThrow().xoffBytes();
        long at250 = sn5610.stream().filter(r -> r.speedMbps() == 10_000 && r.cableMeters() == 250).findFirst().orElseThrow().xoffBytes();
        assertThat(at250).as("SN5610N 10G: 250 m below 5 m").isLessThan(at5);
    }

    /** How rocekit computes a shipped row's xoff for the docs/fabric.md reproduction table. */
    enum Model {
        /** SONiC's dynamic model today: the SKU's ASIC, 50 % small packets. */
        DYNAMIC_DEFAULT,
        /** The script with 0 % small packets: the bytes in flight with every cell full (fabric.headroom's floor). */
        IN_FLIGHT,
        /** The script with 100 % small packets (SONiC's default before PR #20632). */
        SCRIPT_100,
        /** The script before it took the peer response from the pause quanta: a fixed 3.8 KB, 100 % small packets. */
        OLDER_SCRIPT
    }

    static long xoff(Model m, ShippedProfiles.Row r) {
        Headroom.Asic a = Headroom.ASICS.get(r.asic());
        double small = switch (m) {
            case DYNAMIC_DEFAULT -> Headroom.SONIC_SMALL_PACKET_PERCENT;
            case IN_FLIGHT -> 0;
            case SCRIPT_100, OLDER_SCRIPT -> 100;
        };
        if (m != Model.OLDER_SCRIPT) {
            return Headroom.compute(new Headroom.Inputs(r.speedMbps(), r.cableMeters(), PORT_MTU, 1024, small, 0, false, false, a)).xoffBytes();
        }
        double worst = a.cellBytes() > 128 ? a.cellBytes() / 64.0 : 2.0 * a.cellBytes() / (1 + a.cellBytes());
        double cable = 2.0 * r.cableMeters() * r.speedMbps() * 1e9 / 198_000_000 / (8 * 1024);
        double propagation = PORT_MTU + cable + a.macPhyDelayBytes() + a.peerResponseBytes();
        return (long) Math.ceil((1024 + propagation * worst) / 1024) * 1024;
    }

    /** One line of the table: a SKU, the model that comes closest, and table xoff / rocekit xoff over its rows. */
    record Closeness(String sku, Model closest, double min, double median, double max) {
    }

    static Closeness closeness(String sku, Model m) {
        double[] r = ShippedProfiles.all().stream().filter(x -> x.sku().equals(sku)).mapToDouble(x -> (double) x.xoffBytes() / xoff(m, x))
                .sorted().toArray();
        double median = r.length % 2 == 1 ? r[r.length / 2] : (r[r.length / 2 - 1] + r[r.length / 2]) / 2;
        return new Closeness(sku, m, r[0], median, r[r.length - 1]);
    }

    /** The reproduction table of docs/fabric.md ("PFC headroom against SONiC's lookup tables"), each figure pinned. */
    @Test
    void eachShippedTableComesAsCloseAsDocsFabricMdStates() {
        List<Closeness> doc = List.of(new Closeness("ACS-MSN2700", Model.OLDER_SCRIPT, 1.00, 1.02, 1.04),
                new Closeness("ACS-MSN3800", Model.SCRIPT_100, 0.69, 1.02, 1.09),
                new Closeness("ACS-MSN4700", Model.OLDER_SCRIPT, 1.00, 1.01, 1.03),
                new Closeness("Mellanox-SN4280-O28", Model.IN_FLIGHT, 0.53, 1.04, 1.07),
                new Closeness("ACS-SN5600", Model.SCRIPT_100, 1.00, 1.05, 1.17),
                new Closeness("Mellanox-SN5610N-C224O8", Model.IN_FLIGHT, 0.78, 1.14, 1.33),
                new Closeness("Mellanox-SN5610N-C256S2", Model.IN_FLIGHT, 0.89, 1.19, 1.33),
                new Closeness("ACS-SN6600", Model.IN_FLIGHT, 1.12, 1.20, 1.33));
        for (Closeness d : doc) {
            Closeness c = closeness(d.sku(), d.closest());
            assertThat(new double[] {c.min(), c.median(), c.max()}).as(d.sku())
                    .containsExactly(new double[] {d.min(), d.median(), d.max()}, org.assertj.core.data.Offset.offset(0.005));
        }
        // and SONiC's dynamic default (50 % small packets) against the newest tables: about 0.5-0.7 of it
        assertThat(closeness("Mellanox-SN5610N-C224O8", Model.DYNAMIC_DEFAULT).median()).isBetween(0.56, 0.58);
        assertThat(closeness("ACS-SN6600", Model.DYNAMIC_DEFAULT).median()).isBetween(0.48, 0.50);
    }
}
