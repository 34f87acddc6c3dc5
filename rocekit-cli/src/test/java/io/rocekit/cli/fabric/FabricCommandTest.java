package io.rocekit.cli.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.cli.CliRunner;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class FabricCommandTest {
    private static String fixture(String name) throws Exception {
        return Path.of(FabricCommandTest.class.getResource("/fabric/" + name).toURI()).toString();
    }

    @Test
    void checkJsonKeepsTheContract() throws Exception {
        var r = CliRunner.run("fabric", "check", "--json", fixture("sonic-qos-arista7050.json"));
        assertThat(r.exitCode()).isEqualTo(1);
        JsonNode c = new ObjectMapper().readTree(r.out()).get("configs").get(0);
        assertThat(c.get("vendor").asText()).isEqualTo("sonic");
        JsonNode p = c.get("ports").get(0);
        assertThat(p.get("port").asText()).isEqualTo("Ethernet4");
        assertThat(p.get("dscpToTc").get("26").asInt()).isEqualTo(1);
        assertThat(p.get("dscpToTc").get("3").asInt()).isEqualTo(3);
        assertThat(p.get("pfcPriorities").toString()).isEqualTo("[3,4]");
        assertThat(p.get("pfcWatchdogPriorities").toString()).isEqualTo("[3,4]");
        JsonNode q3 = p.get("queues").get(3);
        assertThat(q3.get("queue").asInt()).isEqualTo(3);
        assertThat(q3.get("ecn").get("minBytes").asLong()).isEqualTo(1048576);
        assertThat(q3.get("ecn").get("maxBytes").asLong()).isEqualTo(2097152);
        assertThat(q3.get("ecn").get("probabilityPercent").asDouble()).isEqualTo(5.0);
        assertThat(c.get("buffers").has("pools")).isTrue();
        JsonNode f = c.get("findings").get(0);
        assertThat(f.get("rule").asText()).isEqualTo("fabric.roce-dscp-lossy");
        assertThat(f.get("severity").asText()).isEqualTo("FAIL");
        assertThat(f.has("subject") && f.has("title") && f.has("evidence")).isTrue();
    }

    @Test
    void checkJsonMarksVoqSystemPorts() throws Exception {
        // before: a VOQ chassis' system ports were in "ports" with nothing telling them from front-panel ports
        String sw = "../rocekit-fabric/src/test/resources/switch/sonic-qos-pch-config.json";
        JsonNode ports = new ObjectMapper().readTree(CliRunner.run("fabric", "check", "--json", sw).out()).get("configs").get(0).get("ports");
        assertThat(ports).hasSize(145);
        for (JsonNode p : ports) {
            assertThat(p.get("systemPort").asBoolean()).as(p.get("port").asText()).isEqualTo(p.get("port").asText().contains("|"));
        }
        assertThat(ports).filteredOn(p -> p.get("systemPort").asBoolean()).hasSize(144);
        assertThat(ports).filteredOn(p -> p.get("port").asText().equals("Ethernet0")).singleElement()
                .satisfies(p -> assertThat(p.get("systemPort").isBoolean()).isTrue());
    }

    /**
     * An older SONiC switch's own configuration (sonic-utilities' db_migrator input, an MSN2700 at
     * CONFIG_DB version_1_0_1, references as [BUFFER_PROFILE|name]) is not failed for its age: with
     * SONiC's YANG models, fabric.schema says it passes once written as the upgrade writes it (INFO),
     * and nothing else fails (its headroom profiles are SONiC's own).
     */
    @Test
    void anOlderSonicSwitchsOwnConfigIsNotFailed() throws Exception {
        Path models = Path.of("..", "..", "shared", "fixtures", "switch", "sonic-yang", "models");
        boolean peers = java.nio.file.Files.isDirectory(models) && io.rocekit.fabric.schema.SonicSchema.findYanglint().isPresent();
        if (!peers) {
            assertThat(System.getenv("ROCEKIT_REQUIRE_PEERS")).as("SONiC's YANG models and yanglint are required").isNotEqualTo("1");
            org.junit.jupiter.api.Assumptions.abort("../shared SONiC YANG models or yanglint (libyang2-tools) absent");
        }
        String sw = "../rocekit-fabric/src/test/resources/switch/sonic-utilities-db-migrator-msn2700-v1_0_1.json";
        var r = CliRunner.run("fabric", "check", "--json", "--yang-models", models.toString(), sw);
        assertThat(r.exitCode()).as(r.err() + r.out()).isZero();
        JsonNode findings = new ObjectMapper().readTree(r.out()).get("configs").get(0).get("findings");
        assertThat(findings).hasSize(1);
        assertThat(findings.get(0).get("rule").asText()).isEqualTo("fabric.schema");
        assertThat(findings.get(0).get("severity").asText()).isEqualTo("INFO");
        assertThat(findings.get(0).get("title").asText()).contains("212 references in the older [TABLE|name] form");
    }

    @Test
    void unconvertibleThresholdsKeepValueAndUnitBesideNullBytes() throws Exception {
        var r = CliRunner.run("fabric", "check", "--json", fixture("eos-avd-qos.cfg"));
        JsonNode ports = new ObjectMapper().readTree(r.out()).get("configs").get(0).get("ports");
        JsonNode uc = null;
        for (JsonNode p : ports) {
            if (p.get("port").asText().equals("profile uc_mc_queues_test")) {
                uc = p;
            }
            assertThat(p.has("pfcWatchdogPriorities")).isEqualTo(p.get("port").asText().equals("profile test_with_pfc"));
        }
        JsonNode ecn = uc.get("queues").get(0).get("ecn");
        assertThat(ecn.get("minBytes").isNull()).isTrue();
        assertThat(ecn.get("minAsWritten").get("unit").asText()).isEqualTo("milliseconds");
        assertThat(ecn.get("minAsWritten").get("value").asInt()).isEqualTo(3);
    }

    @Test
    void failOnAndInputErrors() throws Exception {
        assertThat(CliRunner.run("fabric", "check", "--fail-on", "FAIL", fixture("eos-avd-qos.cfg")).exitCode()).isEqualTo(1);
        var bad = CliRunner.run("fabric", "check", fixture("eos-avd-qos.cfg.meta.md"));
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("eos-avd-qos.cfg.meta.md:1: expected a switch configuration");
    }

    @Test
    void checkWithHostReportsWhereSwitchAndHostDisagree() throws Exception {
        String qos = "../rocekit-doctor/src/main/resources/io/rocekit/doctor/demo/h100-untuned/commands/mlnx_qos.ens83np0.txt";
        String sw = "../rocekit-fabric/src/test/resources/switch/sonic-qos-arista7050.json";
        var r = CliRunner.run("fabric", "check", sw, "--host", qos);
        assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
        assertThat(r.out()).contains("Switch against host (" + qos + ")")
                .contains("FAIL fabric.host-dscp  RoCE DSCP 26 is lossless on the NIC (priority 3, PFC on 3) but on switch " + sw
                        + " it maps to class 1 without PFC (PFC on 3,4)");
        var j = io.rocekit.cli.render.Json.mapper().readTree(CliRunner.run("fabric", "check", sw, "--host", qos, "--json").out());
        assertThat(j.get("hostFindings").get(0).get("rule").asText()).isEqualTo("fabric.host-dscp");
    }

    /** A capture among the host's evidence: the DSCP its RoCE packets and CNPs carry is what is compared. */
    @Test
    void aCaptureOfTheHostsTrafficGivesTheDscpItReallySends() throws Exception {
        String qos = "../rocekit-doctor/src/main/resources/io/rocekit/doctor/demo/h100-untuned/commands/mlnx_qos.ens83np0.txt";
        String sw = "../rocekit-fabric/src/test/resources/switch/sonic-qos-arista7050.json";
        String pcap = "src/test/resources/capture/f01_flow_two_rc_qps.pcap"; // RoCE on DSCP 26 (and one packet on 0), CNPs on 48
        var r = CliRunner.run("fabric", "check", sw, "--host", qos, pcap, "--json");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
        var j = io.rocekit.cli.render.Json.mapper().readTree(r.out());
        String all = j.get("hostFindings").toString();
        assertThat(all).contains("fabric.host-dscp").contains("RoCE DSCP 26 is lossless on the NIC")
                .contains("RoCE packet(s) in capture " + pcap);
        // the doctor takes the same capture with --capture, and among its FILE arguments
        assertThat(CliRunner.run("doctor", qos, sw, "--capture", pcap, "--json").out())
                .contains("RoCE packet(s) in capture " + pcap);
        assertThat(CliRunner.run("doctor", qos, sw, pcap, "--json").out()).contains("RoCE packet(s) in capture " + pcap);
        // not a pcap: the loader reads it as before and says it does not know it
        assertThat(io.rocekit.doctor.examine.CaptureEvidence.isCapture(java.nio.file.Path.of(qos))).isFalse();
        assertThat(io.rocekit.doctor.examine.CaptureEvidence.isCapture(java.nio.file.Path.of("src/test/resources/captures/f01_flow_two_rc_qps.pcapng"))).isTrue();
    }

    @Test
    void ecnProposesThresholdsFromTheBdpBesideTheVendorDefaults() throws Exception {
        var r = CliRunner.run("fabric", "ecn", "--speed", "400G", "--rtt", "10us");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("BDP  = 400000 Mb/s x 10 us / 8 = 500000 B")
                .contains("Kmax = 2 x BDP = 1000000 B -> 1000448 B")
                .containsPattern("from BDP +50176 +1000448 +30% +2\\.00")
                .containsPattern("NVIDIA RoCE default +150000 +1500000 +100%")
                .containsPattern("SONiC AZURE_LOSSLESS +1048576 +2097152 +5%");
        var j = io.rocekit.cli.render.Json.mapper().readTree(CliRunner.run("fabric", "ecn", "--speed", "400G", "--rtt", "10us", "--json").out());
        assertThat(j.get("bdpBytes").asLong()).isEqualTo(500000);
        assertThat(j.get("proposal").get("maxBytes").asLong()).isEqualTo(1000448);
        assertThat(j.get("defaults").get(2).get("name").asText()).isEqualTo("HPCC DCQCN preset");
        var bad = CliRunner.run("fabric", "ecn", "--speed", "400G", "--rtt", "10");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("--rtt: expected a round-trip time with its unit like 10us");
    }

    @Test
    void headroomShowsItsArithmetic() {
        var r = CliRunner.run("fabric", "headroom", "--speed", "100G", "--cable", "5m", "--mtu", "9100");
        assertThat(r.exitCode()).isZero();
        // SONiC's defaults: 50 % small packets (cell occupancy 1.625 on Spectrum-2's 144 B cell), pipeline latency 19 KB
        assertThat(r.out()).contains("394 quanta x 512 / 8 = 25216.0 B").contains("xoff 59392 B, xon 19456 B, headroom 78848 B");
    }

    @Test
    void headroomKnowsSpectrum4To6AndRefusesImpossibleInputs() {
        var r = CliRunner.run("fabric", "headroom", "--speed", "800G", "--cable", "40m", "--mtu", "9100", "--asic", "spectrum-4",
                "--eight-lanes");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("ASIC spectrum-4 (cell 192 B)").contains("xoff 216064 B, xon 37888 B, headroom 263168 B");
        for (List<String> bad : List.of(List.of("100G", "1e300m", "50"), List.of("100G", "-5m", "50"), List.of("1e999G", "5m", "50"),
                List.of("100G", "5m", "999"))) {
            var e = CliRunner.run("fabric", "headroom", "--speed", bad.get(0), "--cable", bad.get(1), "--mtu", "9100",
                    "--small-packet-percent", bad.get(2));
            assertThat(e.exitCode()).as(bad.toString()).isEqualTo(2);
            assertThat(e.err()).as(bad.toString()).contains("expected");
        }
    }

    /**
     * Issue 18: a host part nothing of which is recognised (random bytes, an invalid-UTF-8 file, an empty
     * .tar.gz) is "nothing to judge", exit 4 like the doctor, never "no disagreement found".
     */
    @Test
    void checkWithAHostNothingOfWhichIsUnderstoodSaysSoAndExits4(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        // a switch whose DSCP 26 is lossless: no switch finding, so the exit code is the host verdict's alone
        Path sw = dir.resolve("sw.txt");
        java.nio.file.Files.writeString(sw, "nv set qos roce\n");
        Path random = dir.resolve("random.bin");
        byte[] bytes = new byte[4096];
        new java.util.Random(18).nextBytes(bytes);
        java.nio.file.Files.write(random, bytes);
        Path latin1 = dir.resolve("qos.txt");
        java.nio.file.Files.write(latin1, new byte[] {'P', 'r', 'i', 'o', (byte) 0xE9, (byte) 0xFF, '\n'});
        Path emptyTgz = dir.resolve("empty.tar.gz");
        try (var out = new java.util.zip.GZIPOutputStream(java.nio.file.Files.newOutputStream(emptyTgz))) {
            out.write(new byte[1024]); // a tar archive's end: two empty blocks
        }
        for (Path host : List.of(random, latin1, emptyTgz)) {
            var r = CliRunner.run("fabric", "check", sw.toString(), "--host", host.toString());
            assertThat(r.exitCode()).as(host + ": " + r.out() + r.err()).isEqualTo(4);
            assertThat(r.out()).contains("nothing to judge: no host evidence recognised in " + host).doesNotContain("no disagreement found");
        }
    }

    /** A header-only `nv show qos roce` paste: nothing understood, exit 4, not "no finding". */
    @Test
    void checkOfAHeaderOnlyNvShowPasteIsNothingUnderstood(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path paste = dir.resolve("paste.txt");
        java.nio.file.Files.writeString(paste, "cumulus@sw:mgmt:~$ nv show qos roce\n                    operational  applied\n"
                + "------------------  -----------  -------\n");
        var r = CliRunner.run("fabric", "check", paste.toString());
        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(4);
        assertThat(r.out()).contains("nothing understood: no port, map, profile or buffer was read from it").doesNotContain("no finding");
    }

    /** SONiC writes numbers as strings; the JSON report writes them as numbers ("dynamicTh": -1, not "-1"). */
    @Test
    void jsonBuffersCarryNumbersAsNumbers(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path db = dir.resolve("db.json");
        java.nio.file.Files.writeString(db, "{\"BUFFER_POOL\": {\"ingress_lossless_pool\": {\"size\": \"1000\", \"mode\": \"dynamic\"}},"
                + " \"BUFFER_PROFILE\": {\"p\": {\"pool\": \"ingress_lossless_pool\", \"size\": \"0\", \"dynamic_th\": \"-1\"}}}\n");
        JsonNode j = new ObjectMapper().readTree(CliRunner.run("fabric", "check", db.toString(), "--json").out());
        JsonNode p = j.get("configs").get(0).get("buffers").get("profiles");
        JsonNode profile = p.isArray() ? p.get(0) : p.get("p");
        assertThat(profile.get("dynamicTh").isInt()).as(profile.toString()).isTrue();
        assertThat(profile.get("dynamicTh").asInt()).isEqualTo(-1);
    }
}
