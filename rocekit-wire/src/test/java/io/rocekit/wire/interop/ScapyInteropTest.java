package io.rocekit.wire.interop;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.wire.frame.FrameBuilder;
import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.ib.Transport;
import io.rocekit.wire.pcap.PcapWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scapy 2.5 (the tool the corpus was built with) reads the frames rocekit writes and finds the
 * fields rocekit put there and an ICRC equal to its own {@code BTH.compute_icrc} (IPv4 only:
 * scapy has no IPv6 ICRC).
 */
class ScapyInteropTest {
    @TempDir
    Path tmp;

    private static final String SCRIPT = """
            import sys
            from scapy.all import rdpcap, UDP
            from scapy.contrib.roce import BTH
            for i, p in enumerate(rdpcap(sys.argv[1]), 1):
                b = p[BTH]
                raw_frame = bytes(p)
                wire = raw_frame[-4:]
                computed = b.compute_icrc(None)
                print(i, b.opcode, b.dqpn, b.psn, b.pkey, b.ackreq, b.padcount, p[UDP].sport,
                      'ok' if wire == computed else 'bad:' + wire.hex() + '/' + computed.hex())
            """;

    @Test
    void shouldWriteFramesWhoseIcrcScapyAccepts() throws Exception {
        String python = Peers.scapyPython();
        Path script = tmp.resolve("check.py");
        Files.writeString(script, SCRIPT);
        Path file = tmp.resolve("rocekit.pcap");
        Random rnd = new Random(11);
        FrameBuilder b = new FrameBuilder();
        byte[] buf = new byte[5000];
        StringBuilder expected = new StringBuilder();
        int n = 0;
        try (PcapWriter w = PcapWriter.create(file)) {
            for (Opcode op : Opcode.known()) {
                Transport t = op.transport();
                if (t == Transport.XRC || t == Transport.RD || op.code() == 0x1c || op.code() == 0x1d) {
                    continue; // scapy's table has no XRC, and no IBA 1.5 opcodes; RD it mis-sizes
                }
                byte[] payload = new byte[op.hasPayload() ? rnd.nextInt(600) : 0];
                rnd.nextBytes(payload);
                int qp = rnd.nextInt(1 << 24);
                int psn = rnd.nextInt(1 << 24);
                int pkey = rnd.nextInt(1 << 16);
                boolean ack = rnd.nextBoolean();
                int sport = 0xc000 | rnd.nextInt(1 << 14);
                b.opcode(op).destQp(qp).psn(psn).pkey(pkey).bthFlags(false, true, false, op.code() == 0x81, ack)
                        .udpPorts(sport, 4791).dscpEcn(rnd.nextInt(64), rnd.nextInt(4)).payload(payload)
                        .ipv4(0xc0a80000L | rnd.nextInt(1 << 16), 0xc0a80000L | rnd.nextInt(1 << 16));
                if (rnd.nextBoolean()) {
                    b.vlan(3, 0, 100);
                } else {
                    b.noVlan();
                }
                int len = b.write(buf, 0);
                w.write(buf, 0, len, len, 1_000_000L * (++n));
                expected.append(n).append(' ').append(op.code()).append(' ').append(qp).append(' ').append(psn)
                        .append(' ').append(pkey).append(' ').append(ack ? 1 : 0).append(' ').append(b.padCount())
                        .append(' ').append(sport).append(" ok\n");
            }
        }
        List<String> out = Peers.run(List.of(python, script.toString(), file.toString()));
        assertThat(String.join("\n", out) + "\n").isEqualTo(expected.toString());
        assertThat(out).hasSizeGreaterThan(35); // RC 23, UC 12, UD 2, CNP
    }
}
