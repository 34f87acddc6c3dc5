package io.rocekit.wire.interop;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** tshark's view of a capture, field by field: {@code -T fields} with the RoCE fields rocekit compares. */
final class TsharkFields {
    static final List<String> FIELDS = List.of("frame.number", "infiniband.bth.opcode", "infiniband.bth.se",
            "infiniband.bth.m", "infiniband.bth.padcnt", "infiniband.bth.tver", "infiniband.bth.p_key",
            "infiniband.bth.destqp", "infiniband.bth.a", "infiniband.bth.psn", "infiniband.reth.va",
            "infiniband.reth.r_key", "infiniband.reth.dmalen", "infiniband.aeth.syndrome", "infiniband.aeth.msn",
            "infiniband.deth.q_key", "infiniband.deth.srcqp", "infiniband.immdt", "infiniband.ieth",
            "infiniband.atomiceth.swapdt", "infiniband.atomiceth.cmpdt", "infiniband.atomicacketh.origremdt",
            "infiniband.invariant.crc", "vlan.priority", "vlan.id", "ip.dsfield.dscp", "ip.dsfield.ecn",
            "ipv6.tclass.dscp", "ipv6.tclass.ecn", "udp.srcport", "udp.length");

    private TsharkFields() {
    }

    /** One map per frame: field name to the text tshark printed (first occurrence; absent = empty). */
    static List<Map<String, String>> read(Path capture) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Peers.tshark(), "-r", capture.toString(), "-n"));
        cmd.addAll(Peers.TSHARK_QUIET);
        cmd.addAll(List.of("-T", "fields", "-E", "occurrence=f", "-E", "separator=/t"));
        for (String f : FIELDS) {
            cmd.add("-e");
            cmd.add(f);
        }
        List<Map<String, String>> frames = new ArrayList<>();
        for (String line : Peers.run(cmd)) {
            String[] cells = line.split("\t", -1);
            Map<String, String> m = new HashMap<>();
            for (int i = 0; i < FIELDS.size(); i++) {
                m.put(FIELDS.get(i), i < cells.length ? cells[i] : "");
            }
            frames.add(m);
        }
        return frames;
    }

    /** tshark prints numbers as decimal, {@code 0x...} hex, or bare hex bytes (immdt, ieth). */
    static long number(String text) {
        String t = text.trim();
        if (t.startsWith("0x")) {
            return Long.parseUnsignedLong(t.substring(2), 16);
        }
        return Long.parseUnsignedLong(t);
    }

    static long hexBytes(String text) {
        return Long.parseUnsignedLong(text.trim(), 16);
    }
}
