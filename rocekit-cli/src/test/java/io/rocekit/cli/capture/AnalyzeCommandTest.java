package io.rocekit.cli.capture;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalyzeCommandTest {
    static String fixture() {
        try {
            return Path.of(AnalyzeCommandTest.class.getResource("/capture/f01_flow_two_rc_qps.pcap").toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void shouldPrintTheFlowTableAndTheFindingsAndExitOneOnAFail() {
        CliRunner.Result r = CliRunner.run("analyze", fixture());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.out()).contains("292 frames, 292 RoCEv2, 137.0 us, 4 flows",
                "263 data, 16 ACK, 1 NAK, 12 CNP; ICRC: 292 valid, 0 bad",
                "data DSCP 26 (most common), priority 3; CNP DSCP 48 (most common), priority 6",
                "Top 4 of 4 flows by bytes:",
                "FAIL capture.dscp-mismatch  1 RoCE packet of 9 on another DSCP than 26 (most common)",
                "frame 233: RC_ACKNOWLEDGE DSCP 0 priority 0",
                "WARN capture.psn-gap  1 PSN missing in 1 gap");
        assertThat(r.out().lines().filter(l -> l.startsWith("  192.168.20.1 -> 192.168.20.2 QP 0x0000d1")))
                .singleElement().satisfies(l -> assertThat(l.split("\\s+")).contains("0x0000c1", "135", "1/1", "8"));
        assertThat(r.err()).isEmpty();
    }

    @Test
    void shouldCountFramesTheSnaplenCutInTheFlowsAndSaySo() throws URISyntaxException {
        String cut = Path.of(AnalyzeCommandTest.class.getResource("/captures/snaplen60_real_cnp_write_read.pcap")
                .toURI()).toString();
        CliRunner.Result r = CliRunner.run("analyze", cut);
        assertThat(r.out()).contains("4 frames, 3 RoCEv2", "1 data, 1 read request, 1 CNP",
                "  cut by the snaplen: 3 frames (not malformed; their ICRC and payload were not checked; 3 cut inside an"
                        + " extended header)")
                .doesNotContain("malformed frames");
    }

    @Test
    void shouldSayFramesCutInsideTheirUdpHeaderWereCutNotJustThatThereIsNoRoce() throws URISyntaxException {
        String cut = Path.of(AnalyzeCommandTest.class.getResource("/captures/snaplen40_cut_in_udp.pcap").toURI())
                .toString();
        CliRunner.Result r = CliRunner.run("analyze", cut);
        assertThat(r.out()).contains("4 frames, 0 RoCEv2",
                "  cut by the snaplen: 3 frames (not malformed; their ICRC and payload were not checked; 3 cut before the"
                        + " end of the BTH, not analysed)")
                .doesNotContain("malformed frames");
    }

    @Test
    void shouldAnalyseAMirrorSessionsRoceAndSayItWasDecapsulated() throws Exception {
        String mirror = Path.of(AnalyzeCommandTest.class.getResource("/captures/m4_erspan3_mirror.pcap").toURI())
                .toString();
        CliRunner.Result r = CliRunner.run("analyze", mirror);
        assertThat(r.out()).contains("4 frames, 4 RoCEv2", "2 data, 1 ACK, 1 CNP; ICRC: 4 valid, 0 bad",
                "  decapsulated: 4 frames from mirror sessions (4 GRE/ERSPAN III), 4 of them RoCEv2, analysed from inside"
                        + " the tunnel",
                "192.168.30.1 -> 192.168.30.2 QP 0x000012 0x000021     2 284 B");
        JsonNode d = new ObjectMapper().readTree(CliRunner.run("analyze", mirror, "--json").out());
        assertThat(d.at("/decapsulated/frames").asLong()).isEqualTo(4);
        assertThat(d.at("/decapsulated/roceFrames").asLong()).isEqualTo(4);
        assertThat(d.at("/decapsulated/byEncapsulation/ERSPAN_III").asLong()).isEqualTo(4);
    }

    @Test
    void shouldShowOnTheHtmlPageWhatTheSummarySaysOfTheCapture(@TempDir Path dir) throws Exception {
        String mirror = Path.of(AnalyzeCommandTest.class.getResource("/captures/m4_erspan3_mirror.pcap").toURI())
                .toString();
        Path page = dir.resolve("m4.html");
        CliRunner.run("analyze", mirror, "--html", page.toString());
        String html = Files.readString(page);
        // The page said nothing of the mirror sessions (before): the same lines as the text summary.
        assertThat(html).contains("id=\"capture\"", "2 data, 1 ACK, 1 CNP; ICRC: 4 valid, 0 bad",
                "decapsulated: 4 frames from mirror sessions (4 GRE/ERSPAN III), 4 of them RoCEv2");
    }

    @Test
    void shouldExitZeroWhenNoFindingReachesFailOn() {
        CliRunner.Result r = CliRunner.run("analyze", fixture(), "--expect-dscp", "0", "--fail-on", "fail",
                "--expect-cnp-dscp", "48");
        // Now the 282 frames on DSCP 26 are the mismatch: still FAIL.
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.out()).contains("on another DSCP than 0 (expected)");
        CliRunner.Result warnOnly = CliRunner.run("analyze", fixture(), "--fail-on", "FAIL", "--top", "1",
                "--expect-dscp", "26");
        assertThat(warnOnly.exitCode()).isEqualTo(ExitCodes.FINDINGS);
    }

    @Test
    void shouldWriteTheJsonContract() throws IOException {
        CliRunner.Result r = CliRunner.run("analyze", fixture(), "--json");
        JsonNode d = new ObjectMapper().readTree(r.out());
        assertThat(d.get("file").asText()).endsWith("f01_flow_two_rc_qps.pcap");
        assertThat(d.get("frames").asLong()).isEqualTo(292);
        assertThat(d.get("roceFrames").asLong()).isEqualTo(292);
        assertThat(d.get("durationNanos").asLong()).isEqualTo(137_000);
        assertThat(d.get("flows")).hasSize(4);
        JsonNode a1 = null;
        for (JsonNode f : d.get("flows")) {
            for (String key : new String[] {"/src", "/dst", "/destQp", "/packets", "/bytes", "/goodputBitsPerSec",
                "/psn/psnGaps", "/psn/missingPsns", "/psn/retransmittedPackets", "/ack/naks", "/congestion/ceMarked",
                "/congestion/cnps", "/qos/dscp", "/qos/pcp"}) {
                assertThat(f.at(key).isMissingNode()).as(key).isFalse();
            }
            if (f.get("destQp").asInt() == 0xd1) {
                a1 = f;
            }
        }
        assertThat(a1).isNotNull();
        assertThat(a1.at("/psn/psnGaps/0").get("frame").asLong()).isEqualTo(83);
        assertThat(a1.at("/psn/missingPsns").asLong()).isEqualTo(1);
        assertThat(a1.at("/psn/retransmittedPackets").asLong()).isEqualTo(8);
        assertThat(a1.at("/ack/naks/psnSequenceError").asLong()).isEqualTo(1);
        assertThat(a1.at("/congestion/ceMarked").asLong()).isEqualTo(10);
        assertThat(a1.at("/congestion/cnps").asLong()).isEqualTo(5);
        assertThat(a1.at("/ack/ackLatencyNanos/p50").isNumber()).isTrue();
        assertThat(a1.at("/ack/ackLatencyNanos/p99").isNumber()).isTrue();
        assertThat(d.get("qosMismatchFrames").get(0).asLong()).isEqualTo(233);
        assertThat(d.get("timeline").size()).isEqualTo(138);
        assertThat(d.get("findings").get(0).get("rule").asText()).isEqualTo("capture.dscp-mismatch");
        assertThat(d.get("findings").get(0).get("evidence").get(1).get("file").asText()).endsWith(".pcap");
    }

    @Test
    void shouldUseTheGivenBinAndTopInJson() throws IOException {
        CliRunner.Result r = CliRunner.run("analyze", fixture(), "--json", "--bin", "10us", "--top", "1");
        JsonNode d = new ObjectMapper().readTree(r.out());
        assertThat(d.get("binNanos").asLong()).isEqualTo(10_000);
        assertThat(d.get("timeline")).hasSize(14);
        assertThat(d.get("flows")).hasSize(1);
        assertThat(d.get("flowCount").asLong()).isEqualTo(4);
        long frames = 0;
        for (JsonNode b : d.get("timeline")) {
            frames += b.get("frames").asLong();
        }
        assertThat(frames).isEqualTo(292);
    }

    @Test
    void shouldCheckPrioritiesAgainstAGivenMap() {
        CliRunner.Result ok = CliRunner.run("analyze", fixture(), "--dscp-map", "26=3,48=6,0=0");
        assertThat(ok.out()).doesNotContain("capture.pcp-mismatch");
        CliRunner.Result bad = CliRunner.run("analyze", fixture(), "--dscp-map", "26=4,48=6");
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(bad.out()).contains("FAIL capture.pcp-mismatch",
                "priority 3, the given map puts DSCP 26 on priority 4");
    }

    @Test
    void shouldExplainBadInputInOneLine(@TempDir Path dir) throws IOException {
        CliRunner.Result missing = CliRunner.run("analyze", dir.resolve("nope.pcap").toString());
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(missing.err()).contains("nope.pcap: no such file").doesNotContain("Exception");

        Path text = Files.writeString(dir.resolve("notes.txt"), "hello, this is not a capture\n");
        CliRunner.Result notCapture = CliRunner.run("analyze", text.toString());
        assertThat(notCapture.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(notCapture.err()).contains("notes.txt: not a pcap or pcapng capture");

        CliRunner.Result bin = CliRunner.run("analyze", fixture(), "--bin", "100");
        assertThat(bin.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(bin.err()).contains("--bin=100: give a unit");

        CliRunner.Result dscp = CliRunner.run("analyze", fixture(), "--expect-dscp", "64");
        assertThat(dscp.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(dscp.err()).contains("--expect-dscp=64: DSCP must be 0-63");

        CliRunner.Result map = CliRunner.run("analyze", fixture(), "--dscp-map", "26=9");
        assertThat(map.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(map.err()).contains("--dscp-map 26=9: priority must be 0-7");
    }

    @Test
    void shouldReportACutFileAndAnalyseWhatCameBefore(@TempDir Path dir) throws IOException {
        byte[] all = Files.readAllBytes(Path.of(fixture()));
        Path cut = Files.write(dir.resolve("cut.pcap"), java.util.Arrays.copyOf(all, all.length - 500));
        CliRunner.Result r = CliRunner.run("analyze", cut.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.out()).contains("290 frames", "WARN capture.truncated");
        assertThat(r.err()).contains("warning:", "frame 291 at file offset 291444: record cut");
    }

    @Test
    void helpTeachesWithExamples() {
        CliRunner.Result r = CliRunner.run("analyze", "--help");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("Examples:", "rocekit analyze /tmp/roce.pcap --expect-dscp 26", "--html",
                "Exit codes:");
    }
}
