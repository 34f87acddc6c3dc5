package io.rocekit.cli.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** fabric render never hands out what check FAILs, never a negative size, never an injectable script (issues 18, 19). */
class FabricRenderSafetyTest {
    @TempDir
    Path tmp;

    private Path intent(String yaml) throws Exception {
        Path f = tmp.resolve("intent.yaml");
        Files.writeString(f, yaml);
        return f;
    }

    @Test
    void anIntentWhosePfcMissesItsLosslessClassIsRefused() throws Exception {
        Path f = intent("base: nvidia-lossless\npfc: {priorities: [4]}\n");
        for (String target : new String[] {"sonic", "nvue", "eos", "nic"}) {
            var r = CliRunner.run("fabric", "render", f.toString(), "--target", target);
            assertThat(r.exitCode()).as(target).isEqualTo(ExitCodes.INPUT_ERROR);
            assertThat(r.err()).contains(f + ": pfc.priorities: PFC on [4] but the lossless classes are on priorities [3]");
            assertThat(r.out()).isEmpty();
        }
    }

    @Test
    void impossibleLengthsAndSizesAreExitTwoNeverANegativeSize() throws Exception {
        for (String yaml : new String[] {"base: nvidia-lossless\nbuffers: {cableLength: 1e300m}\n",
            "base: nvidia-lossless\nbuffers: {cableLength: -5m}\n",
            "base: nvidia-lossless\nbuffers: {xoffBytes: 9223372036854775807, xonBytes: 9223372036854775807}\n",
            "base: nvidia-lossless\nbuffers: {xoffBytes: 1e999999999 bytes}\n"}) {
            var r = CliRunner.run("fabric", "render", intent(yaml).toString(), "--target", "sonic");
            assertThat(r.exitCode()).as(yaml).isEqualTo(ExitCodes.INPUT_ERROR);
            assertThat(r.err()).as(yaml).contains("buffers.").doesNotContain("Exception");
            assertThat(r.out()).doesNotContain("\"-");
        }
        var headroom = CliRunner.run("fabric", "headroom", "--speed", "100G", "--cable", "1e300m", "--mtu", "9100");
        assertThat(headroom.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(headroom.err()).contains("--cable: expected a cable length like 5m or 300m, 0 to 40000 m, found '1e300m'");
        assertThat(CliRunner.run("fabric", "headroom", "--speed", "100G", "--cable", "-5m", "--mtu", "9100").exitCode())
                .isEqualTo(ExitCodes.INPUT_ERROR);
        var ecn = CliRunner.run("fabric", "ecn", "--speed", "400G", "--rtt", "1e300us");
        assertThat(ecn.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(ecn.err()).contains("--rtt: expected a round-trip time with its unit like 10us");
    }

    @Test
    void aDeviceNameCannotInjectIntoTheRootScript() throws Exception {
        Path f = intent("base: nvidia-lossless\n");
        var r = CliRunner.run("fabric", "render", f.toString(), "--target", "nic", "--devices", "mlx5_0=ens1;reboot");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("--devices: expected a network interface name", "'ens1;reboot'");
        assertThat(r.out()).doesNotContain("reboot");
        var dev = CliRunner.run("fabric", "render", f.toString(), "--target", "nic", "--devices", "$(reboot)=ens1");
        assertThat(dev.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
    }

    @Test
    void aNameWithANewlineStaysInsideItsComment() throws Exception {
        Path f = intent("base: nvidia-lossless\nname: \"x\\nreboot\"\n");
        var r = CliRunner.run("fabric", "render", f.toString(), "--target", "nic");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out().lines()).noneMatch(l -> l.startsWith("reboot"));
    }

    @Test
    void ecnPrintsNvidiasDocumentedBytes() {
        var r = CliRunner.run("fabric", "ecn", "--speed", "400G", "--rtt", "10us", "--json");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("\"minBytes\" : 150000", "\"maxBytes\" : 1500000").doesNotContain("153600");
    }

    @Test
    void twoLosslessClassesGetDcqcnOnBothPrioritiesInTheNicScript() throws Exception {
        Path f = intent("""
                base: nvidia-lossless
                classes:
                  - {name: roce, priority: 3, dscp: [26]}
                  - {name: storage, priority: 4, dscp: [28]}
                pfc: {priorities: [3, 4]}
                ecn:
                  queues:
                    - {queue: 3, minBytes: 150000, maxBytes: 1500000, probabilityPercent: 100}
                    - {queue: 4, minBytes: 150000, maxBytes: 1500000, probabilityPercent: 100}
                """);
        var r = CliRunner.run("fabric", "render", f.toString(), "--target", "nic", "--devices", "mlx5_0=ens1np0");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("echo 1 > '/sys/class/net/ens1np0/ecn/roce_rp/enable/3'",
                "echo 1 > '/sys/class/net/ens1np0/ecn/roce_np/enable/4'", "\"ROCE_CC_PRIO_MASK_P$port=24\"", "-t 106");
    }
}
