package io.rocekit.cli.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ports as users write them, the SONiC base, the JSON Patch and fabric.schema, through the CLI. */
class FabricRenderPortsTest {
    @TempDir
    Path tmp;

    private Path intent() throws Exception {
        Path f = tmp.resolve("intent.yaml");
        Files.writeString(f, "base: sonic-azure\n");
        return f;
    }

    @Test
    void sonicRangesExpandWithSonicsStepAndAForeignNameIsRefused() throws Exception {
        var r = CliRunner.run("fabric", "render", intent().toString(), "--target", "sonic", "--ports", "Ethernet0-124");
        assertThat(r.exitCode()).as(r.err()).isZero();
        JsonNode db = Json.mapper().readTree(r.out());
        assertThat(db.get("PORT_QOS_MAP").size()).isEqualTo(33); // 32 ports and global
        assertThat(db.get("PORT_QOS_MAP").has("Ethernet124")).isTrue();
        assertThat(r.out()).doesNotContain("Ethernet0-124");
        var eos = CliRunner.run("fabric", "render", intent().toString(), "--target", "eos", "--ports", "swp1");
        assertThat(eos.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(eos.err()).contains("--ports: expected EOS port names like Ethernet1", "found 'swp1'");
        var nxos = CliRunner.run("fabric", "render", intent().toString(), "--target", "nxos", "--ports", "Ethernet1/1-32");
        assertThat(nxos.out()).contains("interface Ethernet1/32").doesNotContain("Ethernet1/1-32");
    }

    @Test
    void portsFromAnExistingConfiguration() throws Exception {
        Path nvue = tmp.resolve("sw.nvue");
        Files.writeString(nvue, "nv set interface swp3 qos mapping profile x\nnv set interface swp4 qos mapping profile x\n"
                + "nv set qos mapping x trust l3\n");
        var r = CliRunner.run("fabric", "render", intent().toString(), "--target", "nvue", "--ports-from", nvue.toString());
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("nv set interface swp3 link mtu", "nv set interface swp4 link mtu").doesNotContain("swp1 ");
    }

    @Test
    void aPatchForConfigApplyPatchAndTheBaseSwitchsMapsKept() throws Exception {
        Path base = tmp.resolve("config_db.json");
        Files.writeString(base, "{\"DEVICE_METADATA\": {\"localhost\": {\"buffer_model\": \"dynamic\"}},"
                + "\"PORT\": {\"Ethernet0\": {\"mtu\": \"1500\", \"lanes\": \"0,1,2,3\"}},"
                + "\"PORT_QOS_MAP\": {\"Ethernet0\": {\"dscp_to_tc_map\": \"AZURE\"}}}");
        var refused = CliRunner.run("fabric", "render", intent().toString(), "--target", "sonic", "--ports", "Ethernet0",
                "--base", base.toString());
        assertThat(refused.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(refused.err()).contains("dscp_to_tc_map = AZURE", "--replace-maps");
        var patch = CliRunner.run("fabric", "render", intent().toString(), "--target", "sonic", "--ports", "Ethernet0",
                "--base", base.toString(), "--replace-maps", "--format", "patch");
        assertThat(patch.exitCode()).as(patch.err()).isZero();
        JsonNode ops = Json.mapper().readTree(patch.out());
        assertThat(ops.isArray()).isTrue();
        assertThat(patch.out()).contains("\"path\" : \"/PORT/Ethernet0/mtu\"", "\"profile\" : \"NULL\"");
        assertThat(patch.err()).contains("dynamic buffer model");
        Files.writeString(base, "\uFEFF" + Files.readString(base)); // an editor's byte-order mark
        var withBom = CliRunner.run("fabric", "render", intent().toString(), "--target", "sonic", "--ports", "Ethernet0",
                "--base", base.toString(), "--replace-maps", "--format", "patch");
        assertThat(withBom.exitCode()).as(withBom.err()).isZero();
        assertThat(withBom.out()).isEqualTo(patch.out());
        assertThat(CliRunner.run("fabric", "render", intent().toString(), "--target", "eos", "--format", "patch").exitCode())
                .isEqualTo(ExitCodes.INPUT_ERROR);
    }

    @Test
    void checkSaysASonicFileWasNotValidatedWithoutTheModels() throws Exception {
        Path f = tmp.resolve("db.json");
        assertThat(CliRunner.run("fabric", "render", intent().toString(), "--target", "sonic", "-o", f.toString()).exitCode()).isZero();
        var c = CliRunner.run("fabric", "check", "--json", "--yang-models", tmp.resolve("none").toString(), f.toString());
        assertThat(c.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(c.err()).contains("--yang-models", "not a directory");
        Path empty = Files.createDirectory(tmp.resolve("models"));
        var d = CliRunner.run("fabric", "check", "--json", "--yang-models", empty.toString(), f.toString());
        assertThat(d.out()).contains("\"rule\" : \"fabric.schema\"", "not validated against SONiC's YANG models");
    }
}
