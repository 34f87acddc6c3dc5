package io.rocekit.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.wire.frame.RoceFrame;
import io.rocekit.wire.pcap.CaptureFiles;
import io.rocekit.wire.pcap.CaptureReader;
import io.rocekit.wire.pcap.CaptureRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The mirror fixtures decoded by rocekit and by tshark 4.0 (the innermost occurrence of each
 * field) give the same inner opcode, QP, PSN, DSCP, ECN and 802.1p priority, frame by frame. m7's
 * frames 1 (ERSPAN II header claiming version 2: tshark reads it as type III, rocekit calls it
 * malformed) and 7 (two levels of ERSPAN: rocekit decapsulates one) differ by design and are left out.
 */
class TunnelTsharkTest {
    private static final Path TSHARK = Path.of("/usr/bin/tshark");

    @ParameterizedTest
    @ValueSource(strings = {"m2_erspan2_mirror.pcap", "m3_vxlan.pcap", "m4_erspan3_mirror.pcap", "m5_erspan2_ipv6.pcap",
        "m6_vxlan_mixed.pcap", "m7_mirror_damaged.pcap"})
    void shouldDecodeTheInnerRoceAsTsharkDoes(String fixture) throws Exception {
        boolean required = "1".equals(System.getenv("ROCEKIT_REQUIRE_PEERS"));
        assertThat(!required || Files.isExecutable(TSHARK)).as("tshark required by ROCEKIT_REQUIRE_PEERS=1").isTrue();
        Assumptions.assumeTrue(Files.isExecutable(TSHARK), "tshark not installed");
        Path file = Fixtures.path(fixture);
        List<String> expected = tshark(file);
        List<String> actual = rocekit(file);
        if (fixture.startsWith("m7")) {
            expected.removeIf(l -> l.startsWith("1\t") || l.startsWith("7\t"));
        }
        assertThat(actual).isNotEmpty().isEqualTo(expected);
    }

    /** frame, opcode, QP, PSN, DSCP, ECN, PCP of every frame with a BTH, from the innermost headers. */
    private static List<String> tshark(Path file) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(TSHARK.toString(), "-r", file.toString(), "-n", "--disable-protocol",
                "smc,smb_direct,rpcordma,nvme-rdma,lnet,iser,infiniband_sdp,sdp,fcoib", "-T", "fields", "-E",
                "occurrence=l"));
        for (String f : List.of("frame.number", "infiniband.bth.opcode", "infiniband.bth.destqp", "infiniband.bth.psn",
                "ip.dsfield.dscp", "ipv6.tclass.dscp", "ip.dsfield.ecn", "ipv6.tclass.ecn", "vlan.priority",
                "frame.protocols")) {
            cmd.add("-e");
            cmd.add(f);
        }
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        List<String> rows = new ArrayList<>();
        for (String line : out.lines().toList()) {
            String[] c = line.split("\t", -1);
            if (c[1].isEmpty()) {
                continue;
            }
            // The innermost IP header is the last one before UDP in the protocol stack.
            String stack = c[9].substring(0, c[9].lastIndexOf(":udp"));
            boolean v6 = stack.endsWith("ipv6");
            rows.add(String.join("\t", c[0], c[1], Integer.toString(Integer.decode(c[2])), c[3], v6 ? c[5] : c[4],
                    v6 ? c[7] : c[6], c[8]));
        }
        return rows;
    }

    private static List<String> rocekit(Path file) throws IOException {
        List<String> rows = new ArrayList<>();
        RoceFrame f = new RoceFrame();
        try (CaptureReader reader = CaptureFiles.open(file)) {
            CaptureRecord r = new CaptureRecord();
            while (reader.next(r)) {
                f.decode(r.buffer(), r.offset(), r.capturedLength(), r.originalLength(), r.linkType());
                if (f.hasBth() && f.opcode() != null) {
                    rows.add(String.join("\t", Long.toString(r.number()), Integer.toString(f.opcode().code()),
                            Integer.toString(f.bth().destQp()), Integer.toString(f.bth().psn()),
                            Integer.toString(f.dscp()), Integer.toString(f.ecn()),
                            f.vlanCount() > 0 ? Integer.toString(f.vlan().pcp()) : ""));
                }
            }
        }
        return rows;
    }
}
