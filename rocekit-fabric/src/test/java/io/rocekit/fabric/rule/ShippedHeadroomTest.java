package io.rocekit.fabric.rule;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.fabric.calc.ShippedProfiles;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.SwitchReaders;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code fabric.headroom} never FAILs a lossless profile NVIDIA ships for the switch's ASIC, speed and
 * cable (every row of the pg_profile_lookup.ini tables rocekit carries), whether DEVICE_METADATA names
 * the platform or not.
 */
class ShippedHeadroomTest {
    /** A platform of each SKU whose table rocekit carries (sonic-buildimage device/mellanox/PLATFORM/SKU). */
    private static final Map<String, String> PLATFORM = Map.of("ACS-MSN2700", "x86_64-mlnx_msn2700-r0",
            "ACS-MSN3800", "x86_64-mlnx_msn3800-r0", "ACS-MSN4700", "x86_64-mlnx_msn4700-r0",
            "Mellanox-SN4280-O28", "x86_64-nvidia_sn4280-r0", "ACS-SN5600", "x86_64-nvidia_sn5600-r0",
            "Mellanox-SN5610N-C224O8", "x86_64-nvidia_sn5610n-r0", "Mellanox-SN5610N-C256S2", "x86_64-nvidia_sn5610n-r0",
            "ACS-SN6600", "x86_64-nvidia_sn6600_simx-r0");

    /** A switch whose Ethernet0 takes the row: its speed, cable, SONiC's default port MTU 9100, 8 lanes from 400G. */
    static String config(ShippedProfiles.Row r, boolean withPlatform) {
        String lanes = r.speedMbps() >= 400_000 ? "0,1,2,3,4,5,6,7" : "0,1,2,3";
        return "{\n"
                + (withPlatform ? "\"DEVICE_METADATA\": {\"localhost\": {\"platform\": \"" + PLATFORM.get(r.sku()) + "\", \"hwsku\": \""
                        + r.sku() + "\"}},\n" : "")
                + "\"PORT\": {\"Ethernet0\": {\"speed\": \"" + r.speedMbps() + "\", \"mtu\": \"9100\", \"lanes\": \"" + lanes + "\"}},\n"
                + "\"CABLE_LENGTH\": {\"AZURE\": {\"Ethernet0\": \"" + r.cableMeters() + "m\"}},\n"
                + "\"BUFFER_POOL\": {\"ingress_lossless_pool\": {\"type\": \"ingress\", \"mode\": \"dynamic\"}},\n"
                + "\"BUFFER_PROFILE\": {\"pg_lossless\": {\"pool\": \"ingress_lossless_pool\", \"size\": \"" + r.sizeBytes()
                + "\", \"xon\": \"" + r.xonBytes() + "\", \"xoff\": \"" + r.xoffBytes() + "\", \"dynamic_th\": \"0\"}},\n"
                + "\"BUFFER_PG\": {\"Ethernet0|3-4\": {\"profile\": \"pg_lossless\"}},\n"
                + "\"PORT_QOS_MAP\": {\"Ethernet0\": {\"pfc_enable\": \"3,4\"}}\n}\n";
    }

    static List<Finding> headroom(String text) throws Exception {
        List<Finding> out = new ArrayList<>();
        for (SwitchConfig c : SwitchReaders.read("shipped.json", text)) {
            FabricCheck.run(new FabricEvidence(c, Expectation.nvidiaDefault()), RuleSettings.defaults()).stream()
                    .filter(f -> f.rule().equals(PfcHeadroom.ID)).forEach(out::add);
        }
        return out;
    }

    @Test
    void noShippedProfileIsAFailureWithOrWithoutItsPlatform() throws Exception {
        int rows = 0;
        for (ShippedProfiles.Row r : ShippedProfiles.all()) {
            for (boolean withPlatform : List.of(true, false)) {
                assertThat(headroom(config(r, withPlatform))).as("%s, platform given: %s", r, withPlatform)
                        .noneMatch(f -> f.severity() == Severity.FAIL);
            }
            rows++;
        }
        assertThat(rows).isEqualTo(198);
    }

    @Test
    void onItsOwnPlatformAShippedProfileIsNoFindingAtAll() throws Exception {
        for (ShippedProfiles.Row r : ShippedProfiles.all()) {
            assertThat(headroom(config(r, true))).as("%s", r).isEmpty();
        }
    }

    @Test
    void theSameXoffOnAnotherSpectrumGenerationIsJudgedByThatAsicsTable() throws Exception {
        // SN4280 (Spectrum-3) ships 37888 B for 100G 5 m; on an SN5610N (Spectrum-4) NVIDIA ships 44032 B and
        // 37888 is above the 36864 B in flight: INFO, not FAIL; SN2700's 30720 B on a Spectrum-4 is a FAIL
        ShippedProfiles.Row sn2700 = ShippedProfiles.all().stream()
                .filter(r -> r.sku().equals("ACS-MSN2700") && r.speedMbps() == 100_000 && r.cableMeters() == 5).findFirst().orElseThrow();
        String onSpectrum4 = config(sn2700, true).replace("x86_64-mlnx_msn2700-r0", "x86_64-nvidia_sn5610n-r0")
                .replace("\"ACS-MSN2700\"", "\"Mellanox-SN5610N-C224O8\"");
        assertThat(headroom(onSpectrum4)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.FAIL);
            assertThat(f.title()).contains("xoff 30720 B is below the 36864 B in flight", "(spectrum-4, 50 % small packets)");
        });
    }

    /**
     * An Arista 7050QX (Broadcom) SONiC switch: its own pg_profile_lookup.ini sizes headroom in its cells; the
     * Mellanox formula does not apply (it was INFO "below ... SONiC's dynamic buffer model computes (least-demanding
     * ASIC spectrum ...)"). Above the bytes in flight: nothing; below: INFO naming the vendor, never FAIL.
     */
    @Test
    void anotherVendorsPlatformIsNotJudgedByTheMellanoxFormula() throws Exception {
        String arista = "\"DEVICE_METADATA\": {\"localhost\": {\"platform\": \"x86_64-arista_7050_qx32s\", \"hwsku\": \"Arista-7050-QX-32S\"}},\n";
        // (edge-core/)sonic-buildimage device/arista/x86_64-arista_7050_qx32s/Arista-7050-QX-32S/pg_profile_lookup.ini: 100000 5m size 48464 xon 18432 xoff 47216
        String shipped = config(new ShippedProfiles.Row("Arista-7050-QX-32S", "td2", 100_000, 5, 48464, 18432, 47216), false)
                .replaceFirst("\\{\n", "{\n" + arista);
        assertThat(headroom(shipped)).isEmpty();
        String small = config(new ShippedProfiles.Row("Arista-7050-QX-32S", "td2", 100_000, 300, 20000, 18432, 10000), false)
                .replaceFirst("\\{\n", "{\n" + arista);
        assertThat(headroom(small)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.title()).contains("the platform is arista's, not a Spectrum").doesNotContain("least-demanding");
        });
    }
}
