package io.rocekit.cli.wire;

import io.rocekit.wire.frame.DecodeError;
import io.rocekit.wire.frame.IcrcVerdict;
import io.rocekit.wire.frame.RoceFrame;
import io.rocekit.wire.frame.Tunnel;
import io.rocekit.wire.ib.AckKind;
import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.icrc.Icrc;
import java.nio.charset.StandardCharsets;

/**
 * Writes one JSON line per frame, with only the headers the frame has, in the order and with
 * the names of {@link FrameField}. Hand-written rather than driven by the field table because it
 * runs for every frame of captures with millions of them: keys are pre-encoded bytes and there is
 * one branch per header, not per field. A test checks it against the field table byte for byte.
 */
final class JsonFrameWriter {
    private static final byte[] FRAME = ascii("{\"frame\":");
    private static final byte[] TS = ascii(",\"timestampNanos\":");
    private static final byte[] TUNNEL = ascii(",\"tunnel\":{\"type\":\"");
    private static final byte[] OUTER_SRC = ascii("\",\"outerSrc\":\"");
    private static final byte[] OUTER_DST = ascii("\",\"outerDst\":\"");
    private static final byte[] TUNNEL_ID = ascii("\",\"id\":");
    private static final byte[] INNER_OFFSET = ascii(",\"innerOffset\":");
    private static final byte[] INNER_OFFSET_AFTER_STRING = ascii("\",\"innerOffset\":");
    private static final byte[] VLAN = ascii(",\"vlan\":{\"pcp\":");
    private static final byte[] DEI = ascii(",\"dei\":");
    private static final byte[] VID = ascii(",\"vid\":");
    private static final byte[] IP = ascii(",\"ip\":{\"version\":");
    private static final byte[] SRC = ascii(",\"src\":\"");
    private static final byte[] DST = ascii("\",\"dst\":\"");
    private static final byte[] DSCP = ascii("\",\"dscp\":");
    private static final byte[] ECN = ascii(",\"ecn\":");
    private static final byte[] TTL = ascii(",\"ttl\":");
    private static final byte[] FLOW = ascii(",\"flowLabel\":");
    private static final byte[] UDP = ascii(",\"udp\":{\"srcPort\":");
    private static final byte[] DPORT = ascii(",\"dstPort\":");
    private static final byte[] LENGTH = ascii(",\"length\":");
    private static final byte[] BTH = ascii(",\"bth\":{\"opcode\":");
    private static final byte[] OPNAME = ascii(",\"opcodeName\":\"");
    private static final byte[] TRANSPORT = ascii("\",\"transport\":\"");
    private static final byte[] SE = ascii("\",\"solicitedEvent\":");
    private static final byte[] MIG = ascii(",\"migReq\":");
    private static final byte[] PAD = ascii(",\"padCount\":");
    private static final byte[] TVER = ascii(",\"tver\":");
    private static final byte[] PKEY = ascii(",\"pkey\":");
    private static final byte[] FECN = ascii(",\"fecn\":");
    private static final byte[] BECN = ascii(",\"becn\":");
    private static final byte[] QP = ascii(",\"destQp\":");
    private static final byte[] ACKREQ = ascii(",\"ackReq\":");
    private static final byte[] PSN = ascii(",\"psn\":");
    private static final byte[] RETH = ascii(",\"reth\":{\"virtualAddress\":");
    private static final byte[] RKEY = ascii(",\"rkey\":");
    private static final byte[] DMALEN = ascii(",\"dmaLength\":");
    private static final byte[] AETH = ascii(",\"aeth\":{\"syndrome\":");
    private static final byte[] KIND = ascii(",\"kind\":\"");
    private static final byte[] NAKCODE = ascii("\",\"nakCode\":");
    private static final byte[] RNRTIMER = ascii("\",\"rnrTimer\":");
    private static final byte[] CREDITS = ascii("\",\"credits\":");
    private static final byte[] KIND_END = ascii("\"");
    private static final byte[] MSN = ascii(",\"msn\":");
    private static final byte[] DETH = ascii(",\"deth\":{\"qkey\":");
    private static final byte[] SRCQP = ascii(",\"srcQp\":");
    private static final byte[] RDETH = ascii(",\"rdeth\":{\"eeContext\":");
    private static final byte[] XRCETH = ascii(",\"xrceth\":{\"xrcSrq\":");
    private static final byte[] IMM = ascii(",\"immediate\":");
    private static final byte[] INV = ascii(",\"invalidateRkey\":");
    private static final byte[] ATOMIC = ascii(",\"atomic\":{\"virtualAddress\":");
    private static final byte[] SWAP = ascii(",\"swapAdd\":");
    private static final byte[] COMPARE = ascii(",\"compare\":");
    private static final byte[] ATOMIC_ACK = ascii(",\"atomicAck\":{\"original\":");
    private static final byte[] PAYLOAD = ascii(",\"payloadLength\":");
    private static final byte[] ICRC = ascii(",\"icrc\":{\"wire\":");
    private static final byte[] COMPUTED = ascii(",\"computed\":");
    private static final byte[] VALID = ascii(",\"valid\":");
    private static final byte[] ERROR = ascii(",\"error\":");
    private static final byte[] SNAPLEN_CUT = ascii(",\"snaplenCut\":");
    private static final byte[] TRUE = ascii("true");
    private static final byte[] FALSE = ascii("false");

    /** Tunnel, opcode, transport and AETH-kind names as bytes, built once. */
    private static final byte[][] TUNNEL_NAMES = new byte[Tunnel.values().length][];
    private static final byte[][] OPCODE_NAMES = new byte[256][];
    private static final byte[][] TRANSPORT_NAMES = new byte[256][];
    private static final byte[][] KIND_NAMES = new byte[AckKind.values().length][];

    static {
        for (int c = 0; c < 256; c++) {
            OPCODE_NAMES[c] = ascii(Opcode.of(c).name());
            TRANSPORT_NAMES[c] = ascii(Opcode.of(c).transport().name());
        }
        for (Tunnel t : Tunnel.values()) {
            TUNNEL_NAMES[t.ordinal()] = ascii(t.name());
        }
        for (AckKind k : AckKind.values()) {
            KIND_NAMES[k.ordinal()] = ascii(k.name());
        }
    }

    private JsonFrameWriter() {
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[] bool(boolean v) {
        return v ? TRUE : FALSE;
    }

    private static void tunnel(TextSink s, RoceFrame f) {
        s.raw(TUNNEL).raw(TUNNEL_NAMES[f.tunnel().ordinal()]).raw(OUTER_SRC);
        FrameField.appendOuterAddress(s, f, true);
        s.raw(OUTER_DST);
        FrameField.appendOuterAddress(s, f, false);
        if (f.tunnelId() >= 0) {
            s.raw(TUNNEL_ID).num(f.tunnelId()).raw(INNER_OFFSET);
        } else {
            s.raw(INNER_OFFSET_AFTER_STRING);
        }
        s.num(f.innerOffset()).ch('}');
    }

    static void write(TextSink s, FrameContext c) {
        RoceFrame f = c.frame;
        s.raw(FRAME).num(c.number).raw(TS).num(c.timestampNanos);
        if (f.decapsulated()) {
            tunnel(s, f);
        }
        if (f.vlanCount() > 0) {
            s.raw(VLAN).num(f.vlan().pcp()).raw(DEI).num(f.vlan().dei()).raw(VID).num(f.vlan().vid()).ch('}');
        }
        if (f.ipVersion() != 0) {
            s.raw(IP).num(f.ipVersion()).raw(SRC);
            FrameField.appendAddress(s, f, true);
            s.raw(DST);
            FrameField.appendAddress(s, f, false);
            s.raw(DSCP).num(f.dscp()).raw(ECN).num(f.ecn()).raw(TTL).num(f.ttl());
            if (f.ipVersion() == 6) {
                s.raw(FLOW).num(f.ipv6().flowLabel());
            }
            s.ch('}');
        }
        if (f.hasUdp()) {
            s.raw(UDP).num(f.udp().sourcePort()).raw(DPORT).num(f.udp().destinationPort()).raw(LENGTH)
                    .num(f.udp().length()).ch('}');
        }
        if (f.hasBth() && f.opcode() != null) {
            var b = f.bth();
            s.raw(BTH).num(f.opcode().code()).raw(OPNAME).raw(OPCODE_NAMES[f.opcode().code()]).raw(TRANSPORT)
                    .raw(TRANSPORT_NAMES[f.opcode().code()]).raw(SE).raw(bool(b.solicitedEvent())).raw(MIG)
                    .raw(bool(b.migReq())).raw(PAD).num(b.padCount()).raw(TVER).num(b.tver()).raw(PKEY).num(b.pkey())
                    .raw(FECN).raw(bool(b.fecn())).raw(BECN).raw(bool(b.becn())).raw(QP).num(b.destQp()).raw(ACKREQ)
                    .raw(bool(b.ackReq())).raw(PSN).num(b.psn()).ch('}');
        }
        if (f.hasReth()) {
            s.raw(RETH).unsigned(f.reth().virtualAddress()).raw(RKEY).num(f.reth().rkey()).raw(DMALEN)
                    .num(f.reth().dmaLength()).ch('}');
        }
        if (f.hasAeth()) {
            AckKind k = f.aeth().kind();
            s.raw(AETH).num(f.aeth().syndrome()).raw(KIND).raw(KIND_NAMES[k.ordinal()]);
            switch (k) {
                case NAK -> s.raw(NAKCODE).num(f.aeth().value());
                case RNR_NAK -> s.raw(RNRTIMER).num(f.aeth().value());
                case ACK -> s.raw(CREDITS).num(f.aeth().value());
                default -> s.raw(KIND_END);
            }
            s.raw(MSN).num(f.aeth().msn()).ch('}');
        }
        if (f.hasDeth()) {
            s.raw(DETH).num(f.deth().qkey()).raw(SRCQP).num(f.deth().srcQp()).ch('}');
        }
        if (f.hasRdeth()) {
            s.raw(RDETH).num(f.rdeth().eeContext()).ch('}');
        }
        if (f.hasXrceth()) {
            s.raw(XRCETH).num(f.xrceth().xrcSrq()).ch('}');
        }
        if (f.hasImmDt()) {
            s.raw(IMM).num(f.immDt().immediate());
        }
        if (f.hasIeth()) {
            s.raw(INV).num(f.ieth().rkey());
        }
        if (f.hasAtomicEth()) {
            var a = f.atomicEth();
            s.raw(ATOMIC).unsigned(a.virtualAddress()).raw(RKEY).num(a.rkey()).raw(SWAP).unsigned(a.swapAdd())
                    .raw(COMPARE).unsigned(a.compare()).ch('}');
        }
        if (f.hasAtomicAckEth()) {
            s.raw(ATOMIC_ACK).unsigned(f.atomicAckEth().original()).ch('}');
        }
        if (f.isRoce()) {
            s.raw(PAYLOAD).num(f.payloadLength());
        }
        if (f.icrcCaptured()) {
            s.raw(ICRC).num(Icrc.asPrinted(f.icrcWire()));
            IcrcVerdict v = f.icrcVerdict();
            if (v == IcrcVerdict.VALID || v == IcrcVerdict.INVALID) {
                s.raw(COMPUTED).num(Icrc.asPrinted(f.icrcComputed())).raw(VALID).raw(bool(v == IcrcVerdict.VALID));
            }
            s.ch('}');
        }
        if (f.hasError()) {
            s.raw(ERROR).jsonString(f.appendError(new StringBuilder()));
        }
        if (f.cut() != DecodeError.NONE) {
            s.raw(SNAPLEN_CUT).jsonString(f.appendCut(new StringBuilder()));
        }
        s.ch('}');
        s.endLine();
    }
}
