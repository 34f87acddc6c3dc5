package io.rocekit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.command.ExitCodes;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Round 3 of the hostile-input sweep, end to end: each input here was an internal error (exit 3,
 * with a trace or a stack overflow) before its reader was fixed; each is now an input error naming
 * the file and the line or byte offset, or is read.
 */
class HostileFilesCommandTest {
    private static final String SONIC = "/fabric/sonic-utilities-mock-config_db-qos-partial.json";

    @TempDir
    Path tmp;

    private static void inputError(CliRunner.Result r, String message) {
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains(message).doesNotContain("internal error").doesNotContain("\tat ");
    }

    @Test
    void nestedNcclTopologyIsAnInputErrorForTopoAndDoctor() throws Exception {
        Path xml = Files.writeString(tmp.resolve("topo.xml"), "<system version=\"1\">\n"
                + "  <cpu numaid=\"0\" affinity=\"ff\" arch=\"x86_64\" vendor=\"GenuineIntel\">\n"
                + "<pci busid=\"0000:00:00.0\" class=\"0x060400\">\n".repeat(10_000)
                + "</pci>\n".repeat(10_000) + "  </cpu>\n</system>\n");
        inputError(CliRunner.run("topo", xml.toString()), xml + ":65: expected an NCCL topology nested at most 64");
        inputError(CliRunner.run("doctor", xml.toString()), xml + ":65: expected an NCCL topology nested at most 64");
    }

    @Test
    void yangModelsThatAreNotUtf8OrNestTooDeepAreInputErrors() throws Exception {
        String config = Path.of(getClass().getResource(SONIC).toURI()).toString();
        Path latin1 = Files.createDirectories(tmp.resolve("latin1"));
        Files.write(latin1.resolve("sonic-x.yang"), "module sonic-x { description \"caf\u00e9\"; }\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        inputError(CliRunner.run("fabric", "check", config, "--yang-models", latin1.toString()),
                "sonic-x.yang:1: byte offset 33 (0xE9) is not UTF-8");
        Path deep = Files.createDirectories(tmp.resolve("deep"));
        Files.writeString(deep.resolve("x.yang"), "module x {" + "container c {".repeat(10_000) + "}".repeat(10_001));
        inputError(CliRunner.run("fabric", "check", config, "--yang-models", deep.toString()),
                "x.yang:1: YANG nested deeper than 64 statements");
    }

    @Test
    void aSnapshotNumaNodeBeyondAnIntIsReadNotAnInternalError() throws Exception {
        String bdf = "0000:9b:00.0";
        Path dev = Files.createDirectories(tmp.resolve("snap/sys/devices/pci0000:97/0000:97:01.0/" + bdf));
        Files.writeString(dev.resolve("class"), "0x030200\n");
        Files.writeString(dev.resolve("vendor"), "0x10de\n");
        Files.writeString(dev.resolve("numa_node"), "99999999999\n");
        Path links = Files.createDirectories(tmp.resolve("snap/sys/bus/pci/devices"));
        Files.writeString(links.resolve(bdf + ".link"), "../../../devices/pci0000:97/0000:97:01.0/" + bdf + "\n");
        for (String command : new String[] {"topo", "doctor"}) {
            CliRunner.Result r = CliRunner.run(command, "--snapshot", tmp.resolve("snap").toString());
            assertThat(r.exitCode()).as(command + ": " + r.err()).isNotEqualTo(ExitCodes.INTERNAL_ERROR);
            assertThat(r.err()).doesNotContain("internal error").doesNotContain("NumberFormatException");
        }
    }
}
