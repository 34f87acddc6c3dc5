package io.rocekit.cli.wire;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DecodeCommandTest {
    @TempDir
    Path tmp;

    static String capture(String name) {
        try {
            return Path.of(DecodeCommandTest.class.getResource("/captures/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void shouldPrintOneLinePerFrameAndASummary() {
        CliRunner.Result r = CliRunner.run("decode", capture("c01_rc_all_opcodes_ipv4.pcap"), "--verify-icrc");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(27);
        assertThat(lines.get(6)).isEqualTo("      7 0.000006000 192.168.10.1 -> 192.168.10.2 DSCP 26 ECT(0) "
                + "RC_RDMA_WRITE_FIRST QP 0x000101 PSN 262 RETH va=0x00007f0000001000 rkey=0x1234abcd dmaLen=4096 "
                + "len 256 ICRC ok");
        assertThat(lines.get(23)).contains("RC_ACKNOWLEDGE QP 0x000201 PSN 279 NAK PSN_SEQUENCE_ERROR msn=8");
        assertThat(lines.get(24)).contains("RNR_NAK timer=14 msn=9");
        assertThat(lines.get(26)).isEqualTo("26 frames: 26 RoCEv2, 0 other; 0 bad ICRC; 0 malformed frames");
    }

    @Test
    void shouldShowMalformedFramesWithHeaderAndOffsetAndKeepReading() {
        CliRunner.Result r = CliRunner.run("decode", capture("c06_malformed.pcap"), "--verify-icrc");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("ICRC BAD (wire 0xe2f3c3d4, computed 0xe2f3c3d5)")
                .contains("[error: RETH at offset 54: truncated, need 16 bytes, 4 available]")
                .contains("[error: BTH at offset 43: TVer 5, expected 0: not an IBA transport header]")
                .doesNotContain("4792") // the non-RoCE frame is only counted without --all
                .contains("15 frames: 9 RoCEv2, 6 other; 4 bad ICRC (2 not checkable); 6 malformed frames");
        CliRunner.Result all = CliRunner.run("decode", capture("c06_malformed.pcap"), "--all");
        assertThat(all.out()).contains("UDP 49443 -> 4792 (not RoCEv2)");
    }

    @Test
    void shouldDecodeTheRoceAMirrorSessionDeliversAndSayItWasDecapsulated() {
        CliRunner.Result r = CliRunner.run("decode", capture("m4_erspan3_mirror.pcap"), "--verify-icrc");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(1)).isEqualTo("      2 0.000001000 [GRE/ERSPAN III 10.99.0.1 -> 10.99.0.9 session 7] 192.168.30.1"
                + " -> 192.168.30.2 DSCP 26 CE PCP 3 VLAN 100 RC_RDMA_WRITE_ONLY QP 0x000012 PSN 101 A RETH"
                + " va=0x00007f0000001000 rkey=0x00001234 dmaLen=64 len 64 ICRC ok");
        assertThat(lines.get(4)).isEqualTo("4 frames: 4 RoCEv2, 0 other; 0 bad ICRC; 0 malformed frames;"
                + " 4 decapsulated (4 GRE/ERSPAN III)");
        CliRunner.Result json = CliRunner.run("decode", capture("m4_erspan3_mirror.pcap"), "--json");
        assertThat(json.out().lines().findFirst().orElseThrow()).startsWith("{\"frame\":1,\"timestampNanos\":"
                + "1700000000000000000,\"tunnel\":{\"type\":\"ERSPAN_III\",\"outerSrc\":\"10.99.0.1\",\"outerDst\":"
                + "\"10.99.0.9\",\"id\":7,\"innerOffset\":50},\"vlan\":{\"pcp\":3,");
        CliRunner.Result fields = CliRunner.run("decode", capture("m4_erspan3_mirror.pcap"), "--fields",
                "tunnel.type,innerOffset,destQp,ip.dscp", "--no-summary");
        assertThat(fields.out().lines().toList()).containsExactly("ERSPAN_III\t50\t18\t26", "ERSPAN_III\t58\t18\t26",
                "ERSPAN_III\t50\t33\t26", "ERSPAN_III\t58\t33\t48");
    }

    @Test
    void shouldShowDamagedTunnelHeadersWithTheirOffsets() {
        CliRunner.Result r = CliRunner.run("decode", capture("m7_mirror_damaged.pcap"));
        assertThat(r.out()).contains("[error: GRE at offset 34: truncated, need 8 bytes, 6 available]")
                .contains("[error: VXLAN at offset 42: truncated, need 8 bytes, 4 available]")
                .contains("[cut by the snaplen: ERSPAN at offset 42: 3 of its 8 bytes captured (capture cut the frame"
                        + " to 45 of 192 bytes)]")
                .contains("      5 0.000004000 [GRE/ERSPAN II 10.99.0.1 -> 10.99.0.9 session 5] 192.168.30.1") // T bit
                .contains("9 frames: 1 RoCEv2, 8 other; ICRC not checked (--verify-icrc); 5 malformed frames;"
                        + " 3 cut by the snaplen (ICRC and payload not checked); 3 decapsulated (3 GRE/ERSPAN II)");
    }

    @Test
    void shouldCountALinkTypeItDoesNotDecodeApartFromMalformedFrames() {
        CliRunner.Result r = CliRunner.run("decode", capture("ib1_ibdump_erf_ib.pcap"));
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).isEqualTo("4 frames: 0 RoCEv2, 4 other; ICRC not checked (--verify-icrc); 0 malformed"
                + " frames; 4 frames of link type 197 (ERF) not decoded\n");
        CliRunner.Result all = CliRunner.run("decode", capture("ib1_ibdump_erf_ib.pcap"), "--all", "--no-summary");
        assertThat(all.out().lines().toList()).hasSize(4)
                .allSatisfy(l -> assertThat(l).endsWith(" (link type 197 (ERF) not decoded)"));
    }

    @Test
    void shouldWriteJsonLinesWithTheDocumentedNames() throws IOException {
        CliRunner.Result r = CliRunner.run("decode", capture("c01_rc_all_opcodes_ipv4.pcap"), "--json", "--verify-icrc");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(26);
        ObjectMapper m = new ObjectMapper();
        JsonNode write = m.readTree(lines.get(6));
        assertThat(write.get("frame").asInt()).isEqualTo(7);
        assertThat(write.get("timestampNanos").isIntegralNumber()).isTrue();
        assertThat(write.has("vlan")).isFalse();
        assertThat(write.get("ip").get("src").asText()).isEqualTo("192.168.10.1");
        assertThat(write.get("ip").get("dscp").asInt()).isEqualTo(26);
        assertThat(write.get("ip").has("flowLabel")).isFalse();
        assertThat(write.get("udp").get("dstPort").asInt()).isEqualTo(4791);
        JsonNode bth = write.get("bth");
        assertThat(bth.get("opcodeName").asText()).isEqualTo("RC_RDMA_WRITE_FIRST");
        assertThat(bth.get("transport").asText()).isEqualTo("RC");
        assertThat(bth.get("destQp").asInt()).isEqualTo(0x101);
        assertThat(bth.get("psn").asInt()).isEqualTo(262);
        assertThat(write.get("reth").get("virtualAddress").asLong()).isEqualTo(0x7f0000001000L);
        assertThat(write.get("reth").get("dmaLength").asInt()).isEqualTo(4096);
        assertThat(write.get("payloadLength").asInt()).isEqualTo(256);
        assertThat(write.get("icrc").get("valid").asBoolean()).isTrue();
        assertThat(write.get("icrc").get("wire").asLong()).isEqualTo(write.get("icrc").get("computed").asLong());
        JsonNode nak = m.readTree(lines.get(23)).get("aeth");
        assertThat(nak.get("kind").asText()).isEqualTo("NAK");
        assertThat(nak.get("nakCode").asInt()).isZero();
        assertThat(nak.has("credits")).isFalse();
        JsonNode atomic = m.readTree(lines.get(19)).get("atomic");
        assertThat(atomic.get("swapAdd").asLong()).isEqualTo(0x1111222233334444L);
        assertThat(r.err()).contains("26 frames: 26 RoCEv2");
    }

    @Test
    void shouldPrintChosenFieldsTabSeparatedAndApplyTheFilter() {
        CliRunner.Result r = CliRunner.run("decode", capture("f01_flow_two_rc_qps.pcapng"), "--fields",
                "frame,destQp,psn,ip.dscp,pcp", "--filter", "opcode=CNP");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(12).allSatisfy(l -> assertThat(l.split("\t")).hasSize(5).endsWith("48", "6"));
        assertThat(lines.get(0)).isEqualTo("47\t194\t0\t48\t6");
        CliRunner.Result psn = CliRunner.run("decode", capture("f01_flow_two_rc_qps.pcapng"), "--fields", "psn",
                "--filter", "qp=0xd2 psn=0xfffffe-0x1");
        assertThat(psn.out().lines().toList()).containsExactly("16777214", "16777215", "0", "1");
    }

    @Test
    void shouldRefuseWhatIsNotACaptureWithExitCode2() throws IOException {
        Path text = tmp.resolve("notes.txt");
        Files.writeString(text, "this is not a capture\n");
        CliRunner.Result r = CliRunner.run("decode", text.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).startsWith("rocekit: " + text + ": not a pcap or pcapng capture: it starts with 0x74686973");
        CliRunner.Result missing = CliRunner.run("decode", tmp.resolve("nope.pcap").toString());
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(missing.err()).contains("nope.pcap: no such file");
    }

    @Test
    void shouldExplainABadFilterOrFieldList() {
        CliRunner.Result r = CliRunner.run("decode", capture("c01_rc_all_opcodes_ipv4.pcap"), "--filter", "psn=abc");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("--filter: filter term 'psn=abc': 'abc' is not a number");
        CliRunner.Result f = CliRunner.run("decode", capture("c01_rc_all_opcodes_ipv4.pcap"), "--fields", "rkey");
        assertThat(f.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(f.err()).contains("field 'rkey' is ambiguous: use one of [reth.rkey, atomic.rkey]");
    }

    @Test
    void shouldShowFramesTheSnaplenCutAsCutNotMalformed() throws IOException {
        CliRunner.Result r = CliRunner.run("decode", capture("snaplen60_real_cnp_write_read.pcap"));
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out().lines().toList()).containsExactly(
                "      1 0.000000000 10.0.17.1 -> 10.0.18.1 DSCP 48 ECT(0) CNP QP 0x000118 PSN 0 BECN len 0 [cut by the"
                        + " snaplen: CNP_RESERVED16 at offset 54: 6 of its 16 bytes captured (capture cut the frame to 60"
                        + " of 74 bytes)]",
                "      2 0.000001000 192.168.2.1 -> 192.168.2.2 DSCP 0 Not-ECT RC_RDMA_WRITE_ONLY QP 0x000002 PSN 0 len 16"
                        + " [cut by the snaplen: RETH at offset 54: 6 of its 16 bytes captured (capture cut the frame to"
                        + " 60 of 90 bytes)]",
                "      3 0.000002000 192.168.2.1 -> 192.168.2.2 DSCP 0 Not-ECT RC_RDMA_READ_REQUEST QP 0x000002 PSN 0 len 0"
                        + " [cut by the snaplen: RETH at offset 54: 6 of its 16 bytes captured (capture cut the frame to"
                        + " 60 of 74 bytes)]",
                "4 frames: 3 RoCEv2, 1 other; ICRC not checked (--verify-icrc); 0 malformed frames; 3 cut by the snaplen"
                        + " (ICRC and payload not checked)");
        CliRunner.Result json = CliRunner.run("decode", capture("snaplen60_real_cnp_write_read.pcap"), "--json");
        JsonNode cnp = new ObjectMapper().readTree(json.out().lines().findFirst().orElseThrow());
        assertThat(cnp.get("bth").get("opcodeName").asText()).isEqualTo("CNP");
        assertThat(cnp.has("error")).isFalse();
        assertThat(cnp.get("snaplenCut").asText()).startsWith("CNP_RESERVED16 at offset 54: 6 of its 16 bytes");
    }

    @Test
    void shouldShowFramesTheSnaplenCutInsideTheUdpHeaderWithTheirPort() throws IOException {
        CliRunner.Result r = CliRunner.run("decode", capture("snaplen40_cut_in_udp.pcap"));
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        // frame 4 goes to UDP port 8000: not RoCEv2, not shown (as when it is whole)
        assertThat(r.out().lines().toList()).containsExactly(
                "      1 0.000000000 10.0.17.1 -> 10.0.18.1 DSCP 48 ECT(0) UDP -> 4791 [cut by the snaplen: UDP at offset"
                        + " 34: 6 of its 8 bytes captured (capture cut the frame to 40 of 74 bytes)]",
                "      2 0.000001000 192.168.2.1 -> 192.168.2.2 DSCP 0 Not-ECT UDP -> 4791 [cut by the snaplen: UDP at"
                        + " offset 34: 6 of its 8 bytes captured (capture cut the frame to 40 of 90 bytes)]",
                "      3 0.000002000 192.168.2.1 -> 192.168.2.2 DSCP 0 Not-ECT UDP -> 4791 [cut by the snaplen: UDP at"
                        + " offset 34: 6 of its 8 bytes captured (capture cut the frame to 40 of 74 bytes)]",
                "4 frames: 0 RoCEv2, 4 other; ICRC not checked (--verify-icrc); 0 malformed frames; 3 cut by the snaplen"
                        + " (ICRC and payload not checked)");
        CliRunner.Result json = CliRunner.run("decode", capture("snaplen40_cut_in_udp.pcap"), "--json");
        List<String> lines = json.out().lines().toList();
        assertThat(lines).hasSize(3);
        JsonNode first = new ObjectMapper().readTree(lines.get(0));
        assertThat(first.has("error")).isFalse();
        assertThat(first.get("snaplenCut").asText()).startsWith("UDP at offset 34: 6 of its 8 bytes captured");
    }

    @Test
    void shouldExitWithFindingsOnBadIcrcOnlyWhenAsked() {
        assertThat(CliRunner.run("decode", capture("c06_malformed.pcap")).exitCode()).isEqualTo(ExitCodes.OK);
        CliRunner.Result r = CliRunner.run("decode", capture("c06_malformed.pcap"), "--fail-on-bad-icrc");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
    }

    @Test
    void shouldReportACaptureCutMidRecordAndKeepWhatCameBefore() throws IOException {
        byte[] full = Files.readAllBytes(Path.of(capture("c01_rc_all_opcodes_ipv4.pcap")));
        Path cut = tmp.resolve("cut.pcap");
        Files.write(cut, Arrays.copyOf(full, full.length - 7));
        CliRunner.Result r = CliRunner.run("decode", cut.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out().lines().filter(l -> l.contains("RC_")).count()).isEqualTo(25);
        assertThat(r.err()).contains("frame 26 at file offset").contains("record cut");
        assertThat(r.out()).contains("capture file cut or corrupt");

        CliRunner.Result json = CliRunner.run("decode", cut.toString(), "--json");
        assertThat(json.exitCode()).isEqualTo(ExitCodes.OK);
        List<String> lines = json.out().lines().toList();
        assertThat(lines).hasSize(26);
        JsonNode last = new ObjectMapper().readTree(lines.get(25));
        assertThat(last.get("captureProblem").asText()).contains("frame 26 at file offset").contains("record cut");
        assertThat(last.get("framesRead").asLong()).isEqualTo(25);
        assertThat(new ObjectMapper().readTree(lines.get(24)).has("captureProblem")).isFalse();
    }

    @Test
    void helpShouldTeachWithExamples() {
        CliRunner.Result r = CliRunner.run("decode", "--help");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("Examples:", "--filter", "qp=0xd1", "Exit codes:");
    }
}
