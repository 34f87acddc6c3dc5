package io.rocekit.cli.judge;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.wire.pcap.PcapWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Exit code 4, "nothing to judge", beyond the doctor: a capture without RoCEv2 and a topology
 * without GPU or RDMA NIC are not "nothing wrong", and the text says so once (issue 10).
 */
class NothingToJudgeCommandsTest {
    @TempDir
    Path tmp;

    /** One DNS query over UDP port 53: an Ethernet frame that is not RoCE. */
    private Path dnsOnlyCapture() throws IOException {
        byte[] f = new byte[14 + 20 + 8 + 4];
        f[12] = 0x08; // EtherType IPv4
        f[14] = 0x45;
        f[16] = 0;
        f[17] = (byte) (20 + 8 + 4);
        f[22] = 64;
        f[23] = 17; // UDP
        f[26] = 10;
        f[29] = 1;
        f[30] = 10;
        f[33] = 2;
        f[34] = (byte) 0xc0;
        f[35] = 0x01;
        f[37] = 53; // destination port 53
        f[39] = 8 + 4;
        Path p = tmp.resolve("dns.pcap");
        try (PcapWriter w = PcapWriter.create(p)) {
            w.write(f, 0, f.length, f.length, 1_000);
            w.write(f, 0, f.length, f.length, 2_000);
        }
        return p;
    }

    @Test
    void analyzeOfACaptureWithoutRoceSaysSoOnceAndExitsWith4() throws IOException {
        CliRunner.Result r = CliRunner.run("analyze", dnsOnlyCapture().toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.NOTHING_TO_JUDGE);
        assertThat(r.out()).contains("2 frames, 0 RoCEv2")
                .contains("Nothing to judge: no RoCEv2 frame among 2 frames")
                .doesNotContain("No findings").doesNotContain("Findings:");
    }

    @Test
    void analyzeJsonOfACaptureWithoutRoceKeepsTheFindingAndExitsWith4() throws IOException {
        CliRunner.Result r = CliRunner.run("analyze", "--json", dnsOnlyCapture().toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.NOTHING_TO_JUDGE);
        assertThat(r.out()).contains("capture.no-roce");
    }

    @Test
    void analyzeWithFailOnInfoStillReportsTheFinding() throws IOException {
        CliRunner.Result r = CliRunner.run("analyze", "--fail-on", "INFO", dnsOnlyCapture().toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
    }

    @Test
    void topoWithoutGpuOrNicSaysNothingToJudgeAndExitsWith4() throws IOException {
        Path lspci = Files.writeString(tmp.resolve("lspci-tv.txt"), """
                -[0000:00]-+-00.0  Intel Corporation 440FX - 82441FX PMC [Natoma]
                           +-01.0  Intel Corporation 82371SB PIIX3 ISA [Natoma/Triton II]
                           \\-02.0  Red Hat, Inc. Virtio network device
                """);
        CliRunner.Result r = CliRunner.run("topo", lspci.toString());
        assertThat(r.exitCode()).as(r.out() + r.err()).isIn(ExitCodes.NOTHING_TO_JUDGE, ExitCodes.INPUT_ERROR);
        assertThat(r.out() + r.err()).containsAnyOf("Nothing to judge", "no topology in the input");
    }

    @Test
    void topoOfTheDemoIsJudgedNormally() {
        assertThat(CliRunner.run("topo", "--demo").exitCode()).isEqualTo(ExitCodes.OK);
    }
}
