package io.rocekit.cli.wire;

import io.rocekit.wire.Bytes;
import io.rocekit.wire.frame.DecodeError;
import io.rocekit.wire.frame.IcrcVerdict;
import io.rocekit.wire.frame.RoceFrame;
import io.rocekit.wire.ib.AckKind;
import io.rocekit.wire.icrc.Icrc;
import io.rocekit.wire.ip.Ipv4Header;
import io.rocekit.wire.ip.Ipv6Header;
import java.util.ArrayList;
import java.util.List;

/**
 * Every field {@code rocekit decode --json} prints, in order, with the JSON object it sits in
 * (null for top-level fields). {@code --fields} takes the same names, bare where unique
 * ({@code destQp}) or dotted ({@code reth.rkey}).
 */
enum FrameField {
    FRAME(null, "frame", (c, f) -> true, (s, c, f, j) -> s.num(c.number)),
    TIMESTAMP_NANOS(null, "timestampNanos", (c, f) -> true, (s, c, f, j) -> s.num(c.timestampNanos)),
    TUNNEL_TYPE("tunnel", "type", (c, f) -> f.decapsulated(), (s, c, f, j) -> string(s, f.tunnel().name(), j)),
    TUNNEL_OUTER_SRC("tunnel", "outerSrc", (c, f) -> f.decapsulated(), (s, c, f, j) -> address(s, f, true, j, true)),
    TUNNEL_OUTER_DST("tunnel", "outerDst", (c, f) -> f.decapsulated(), (s, c, f, j) -> address(s, f, false, j, true)),
    TUNNEL_ID("tunnel", "id", (c, f) -> f.decapsulated() && f.tunnelId() >= 0, (s, c, f, j) -> s.num(f.tunnelId())),
    TUNNEL_INNER_OFFSET("tunnel", "innerOffset", (c, f) -> f.decapsulated(), (s, c, f, j) -> s.num(f.innerOffset())),
    VLAN_PCP("vlan", "pcp", (c, f) -> f.vlanCount() > 0, (s, c, f, j) -> s.num(f.vlan().pcp())),
    VLAN_DEI("vlan", "dei", (c, f) -> f.vlanCount() > 0, (s, c, f, j) -> s.num(f.vlan().dei())),
    VLAN_VID("vlan", "vid", (c, f) -> f.vlanCount() > 0, (s, c, f, j) -> s.num(f.vlan().vid())),
    IP_VERSION("ip", "version", (c, f) -> f.ipVersion() != 0, (s, c, f, j) -> s.num(f.ipVersion())),
    IP_SRC("ip", "src", (c, f) -> f.ipVersion() != 0, (s, c, f, j) -> address(s, f, true, j, false)),
    IP_DST("ip", "dst", (c, f) -> f.ipVersion() != 0, (s, c, f, j) -> address(s, f, false, j, false)),
    IP_DSCP("ip", "dscp", (c, f) -> f.ipVersion() != 0, (s, c, f, j) -> s.num(f.dscp())),
    IP_ECN("ip", "ecn", (c, f) -> f.ipVersion() != 0, (s, c, f, j) -> s.num(f.ecn())),
    IP_TTL("ip", "ttl", (c, f) -> f.ipVersion() != 0, (s, c, f, j) -> s.num(f.ttl())),
    IP_FLOW_LABEL("ip", "flowLabel", (c, f) -> f.ipVersion() == 6, (s, c, f, j) -> s.num(f.ipv6().flowLabel())),
    UDP_SRC_PORT("udp", "srcPort", (c, f) -> f.hasUdp(), (s, c, f, j) -> s.num(f.udp().sourcePort())),
    UDP_DST_PORT("udp", "dstPort", (c, f) -> f.hasUdp(), (s, c, f, j) -> s.num(f.udp().destinationPort())),
    UDP_LENGTH("udp", "length", (c, f) -> f.hasUdp(), (s, c, f, j) -> s.num(f.udp().length())),
    BTH_OPCODE("bth", "opcode", FrameField::hasBth, (s, c, f, j) -> s.num(f.opcode().code())),
    BTH_OPCODE_NAME("bth", "opcodeName", FrameField::hasBth, (s, c, f, j) -> string(s, f.opcode().name(), j)),
    BTH_TRANSPORT("bth", "transport", FrameField::hasBth,
            (s, c, f, j) -> string(s, f.opcode().transport().name(), j)),
    BTH_SOLICITED_EVENT("bth", "solicitedEvent", FrameField::hasBth, (s, c, f, j) -> bool(s, f.bth().solicitedEvent())),
    BTH_MIG_REQ("bth", "migReq", FrameField::hasBth, (s, c, f, j) -> bool(s, f.bth().migReq())),
    BTH_PAD_COUNT("bth", "padCount", FrameField::hasBth, (s, c, f, j) -> s.num(f.bth().padCount())),
    BTH_TVER("bth", "tver", FrameField::hasBth, (s, c, f, j) -> s.num(f.bth().tver())),
    BTH_PKEY("bth", "pkey", FrameField::hasBth, (s, c, f, j) -> s.num(f.bth().pkey())),
    BTH_FECN("bth", "fecn", FrameField::hasBth, (s, c, f, j) -> bool(s, f.bth().fecn())),
    BTH_BECN("bth", "becn", FrameField::hasBth, (s, c, f, j) -> bool(s, f.bth().becn())),
    BTH_DEST_QP("bth", "destQp", FrameField::hasBth, (s, c, f, j) -> s.num(f.bth().destQp())),
    BTH_ACK_REQ("bth", "ackReq", FrameField::hasBth, (s, c, f, j) -> bool(s, f.bth().ackReq())),
    BTH_PSN("bth", "psn", FrameField::hasBth, (s, c, f, j) -> s.num(f.bth().psn())),
    RETH_VA("reth", "virtualAddress", (c, f) -> f.hasReth(), (s, c, f, j) -> s.unsigned(f.reth().virtualAddress())),
    RETH_RKEY("reth", "rkey", (c, f) -> f.hasReth(), (s, c, f, j) -> s.num(f.reth().rkey())),
    RETH_DMA_LENGTH("reth", "dmaLength", (c, f) -> f.hasReth(), (s, c, f, j) -> s.num(f.reth().dmaLength())),
    AETH_SYNDROME("aeth", "syndrome", (c, f) -> f.hasAeth(), (s, c, f, j) -> s.num(f.aeth().syndrome())),
    AETH_KIND("aeth", "kind", (c, f) -> f.hasAeth(), (s, c, f, j) -> string(s, f.aeth().kind().name(), j)),
    AETH_NAK_CODE("aeth", "nakCode", (c, f) -> f.hasAeth() && f.aeth().kind() == AckKind.NAK,
            (s, c, f, j) -> s.num(f.aeth().value())),
    AETH_RNR_TIMER("aeth", "rnrTimer", (c, f) -> f.hasAeth() && f.aeth().kind() == AckKind.RNR_NAK,
            (s, c, f, j) -> s.num(f.aeth().value())),
    AETH_CREDITS("aeth", "credits", (c, f) -> f.hasAeth() && f.aeth().kind() == AckKind.ACK,
            (s, c, f, j) -> s.num(f.aeth().value())),
    AETH_MSN("aeth", "msn", (c, f) -> f.hasAeth(), (s, c, f, j) -> s.num(f.aeth().msn())),
    DETH_QKEY("deth", "qkey", (c, f) -> f.hasDeth(), (s, c, f, j) -> s.num(f.deth().qkey())),
    DETH_SRC_QP("deth", "srcQp", (c, f) -> f.hasDeth(), (s, c, f, j) -> s.num(f.deth().srcQp())),
    RDETH_EE_CONTEXT("rdeth", "eeContext", (c, f) -> f.hasRdeth(), (s, c, f, j) -> s.num(f.rdeth().eeContext())),
    XRCETH_XRC_SRQ("xrceth", "xrcSrq", (c, f) -> f.hasXrceth(), (s, c, f, j) -> s.num(f.xrceth().xrcSrq())),
    IMMEDIATE(null, "immediate", (c, f) -> f.hasImmDt(), (s, c, f, j) -> s.num(f.immDt().immediate())),
    INVALIDATE_RKEY(null, "invalidateRkey", (c, f) -> f.hasIeth(), (s, c, f, j) -> s.num(f.ieth().rkey())),
    ATOMIC_VA("atomic", "virtualAddress", (c, f) -> f.hasAtomicEth(),
            (s, c, f, j) -> s.unsigned(f.atomicEth().virtualAddress())),
    ATOMIC_RKEY("atomic", "rkey", (c, f) -> f.hasAtomicEth(), (s, c, f, j) -> s.num(f.atomicEth().rkey())),
    ATOMIC_SWAP_ADD("atomic", "swapAdd", (c, f) -> f.hasAtomicEth(), (s, c, f, j) -> s.unsigned(f.atomicEth().swapAdd())),
    ATOMIC_COMPARE("atomic", "compare", (c, f) -> f.hasAtomicEth(), (s, c, f, j) -> s.unsigned(f.atomicEth().compare())),
    ATOMIC_ACK_ORIGINAL("atomicAck", "original", (c, f) -> f.hasAtomicAckEth(),
            (s, c, f, j) -> s.unsigned(f.atomicAckEth().original())),
    PAYLOAD_LENGTH(null, "payloadLength", (c, f) -> f.isRoce(), (s, c, f, j) -> s.num(f.payloadLength())),
    ICRC_WIRE("icrc", "wire", (c, f) -> f.icrcCaptured(), (s, c, f, j) -> s.num(Icrc.asPrinted(f.icrcWire()))),
    ICRC_COMPUTED("icrc", "computed", FrameField::icrcJudged,
            (s, c, f, j) -> s.num(Icrc.asPrinted(f.icrcComputed()))),
    ICRC_VALID("icrc", "valid", FrameField::icrcJudged, (s, c, f, j) -> bool(s, f.icrcVerdict() == IcrcVerdict.VALID)),
    ERROR(null, "error", (c, f) -> f.hasError(), (s, c, f, j) -> {
        if (j) {
            s.jsonString(f.appendError(new StringBuilder()));
        } else {
            s.chars(f.appendError(new StringBuilder()));
        }
    }),
    SNAPLEN_CUT(null, "snaplenCut", (c, f) -> f.cut() != DecodeError.NONE, (s, c, f, j) -> {
        if (j) {
            s.jsonString(f.appendCut(new StringBuilder()));
        } else {
            s.chars(f.appendCut(new StringBuilder()));
        }
    });

    @FunctionalInterface
    interface Presence {
        boolean present(FrameContext c, RoceFrame f);
    }

    @FunctionalInterface
    interface Printer {
        void print(TextSink s, FrameContext c, RoceFrame f, boolean json);
    }

    final String group;
    final String leaf;
    private final Presence presence;
    private final Printer printer;

    FrameField(String group, String leaf, Presence presence, Printer printer) {
        this.group = group;
        this.leaf = leaf;
        this.presence = presence;
        this.printer = printer;
    }

    boolean present(FrameContext c) {
        return presence.present(c, c.frame);
    }

    void print(TextSink s, FrameContext c, boolean json) {
        printer.print(s, c, c.frame, json);
    }

    /** {@code bth.destQp} or {@code frame}. */
    String path() {
        return group == null ? leaf : group + "." + leaf;
    }

    private static boolean hasBth(FrameContext c, RoceFrame f) {
        return f.hasBth() && f.opcode() != null;
    }

    private static boolean icrcJudged(FrameContext c, RoceFrame f) {
        return f.icrcVerdict() == IcrcVerdict.VALID || f.icrcVerdict() == IcrcVerdict.INVALID;
    }

    private static void bool(TextSink s, boolean v) {
        s.str(v ? "true" : "false");
    }

    private static void string(TextSink s, String v, boolean json) {
        if (json) {
            s.ch('"').str(v).ch('"');
        } else {
            s.str(v);
        }
    }

    /** The frame's source or destination address, or its tunnel's ({@code outer}), quoted in JSON. */
    private static void address(TextSink s, RoceFrame f, boolean source, boolean json, boolean outer) {
        if (json) {
            s.ch('"');
        }
        if (outer) {
            appendOuterAddress(s, f, source);
        } else {
            appendAddress(s, f, source);
        }
        if (json) {
            s.ch('"');
        }
    }

    /** The tunnel's outer source or destination address (the mirror session's endpoints). */
    static void appendOuterAddress(TextSink s, RoceFrame f, boolean source) {
        int at = f.outerIpOffset();
        if (f.outerIpVersion() == 4) {
            long a = Bytes.u32(f.buffer(), at + (source ? Ipv4Header.SOURCE_OFFSET : Ipv4Header.DESTINATION_OFFSET));
            s.num((a >>> 24) & 0xff).ch('.').num((a >>> 16) & 0xff).ch('.').num((a >>> 8) & 0xff).ch('.').num(a & 0xff);
        } else {
            int off = at + (source ? Ipv6Header.SOURCE_OFFSET : Ipv6Header.DESTINATION_OFFSET);
            s.chars(Ipv6Header.appendAddress(new StringBuilder(40), f.buffer(), off));
        }
    }

    /** Dotted quad or RFC 5952 IPv6, written without allocating for IPv4. */
    static void appendAddress(TextSink s, RoceFrame f, boolean source) {
        if (f.ipVersion() == 4) {
            long a = source ? f.ipv4().source() : f.ipv4().destination();
            s.num((a >>> 24) & 0xff).ch('.').num((a >>> 16) & 0xff).ch('.').num((a >>> 8) & 0xff).ch('.').num(a & 0xff);
        } else {
            int off = source ? f.ipv6().sourceOffset() : f.ipv6().destinationOffset();
            s.chars(Ipv6Header.appendAddress(new StringBuilder(40), f.buffer(), off));
        }
    }

    /** Resolves names given to {@code --fields}: dotted paths, or leaf names that are unique. */
    static List<FrameField> resolve(String spec) {
        List<FrameField> out = new ArrayList<>();
        for (String raw : spec.split(",")) {
            String name = raw.trim();
            if (name.isEmpty()) {
                continue;
            }
            List<FrameField> hits = new ArrayList<>();
            for (FrameField f : values()) {
                if (f.path().equalsIgnoreCase(name)) {
                    hits.clear();
                    hits.add(f);
                    break;
                }
                if (f.leaf.equalsIgnoreCase(name) || (f.group != null && f.group.equalsIgnoreCase(name)
                        && f.group.equals(f.leaf))) {
                    hits.add(f);
                }
            }
            if (hits.isEmpty()) {
                throw new IllegalArgumentException("unknown field '" + name + "'; fields: " + allPaths());
            }
            if (hits.size() > 1) {
                List<String> paths = hits.stream().map(FrameField::path).toList();
                throw new IllegalArgumentException("field '" + name + "' is ambiguous: use one of " + paths);
            }
            out.add(hits.get(0));
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("--fields needs at least one field name; fields: " + allPaths());
        }
        return out;
    }

    static String allPaths() {
        StringBuilder sb = new StringBuilder();
        for (FrameField f : values()) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(f.path());
        }
        return sb.toString();
    }
}
