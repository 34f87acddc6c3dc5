package io.rocekit.cli.wire;

import io.rocekit.wire.frame.DecodeError;
import io.rocekit.wire.frame.RoceFrame;
import io.rocekit.wire.frame.Tunnel;
import io.rocekit.wire.ib.AckKind;
import io.rocekit.wire.ib.NakCode;
import io.rocekit.wire.icrc.Icrc;
import io.rocekit.wire.pcap.LinkType;
import java.util.List;

/** The three per-frame output formats of {@code rocekit decode}: text, JSON Lines, tab-separated fields. */
final class FramePrinters {
    private static final String[] ECN_NAMES = {"Not-ECT", "ECT(1)", "ECT(0)", "CE"};

    private FramePrinters() {
    }

    /** The chosen fields, tab-separated; an absent field prints as an empty cell (as tshark does). */
    static void fields(TextSink s, FrameContext c, List<FrameField> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                s.ch('\t');
            }
            FrameField f = fields.get(i);
            if (f.present(c)) {
                f.print(s, c, false);
            }
        }
        s.endLine();
    }

    /**
     * A tshark-like summary line: number, seconds since the first frame, addresses, DSCP/ECN/PCP,
     * opcode, QP, PSN, flags, the extended header's key fields, payload, ICRC verdict, error.
     */
    static void text(TextSink s, FrameContext c) {
        RoceFrame f = c.frame;
        int mark = s.mark();
        s.num(c.number).padLeftSince(mark, 7).ch(' ');
        s.seconds(c.timestampNanos - c.firstTimestampNanos).ch(' ');
        if (f.decapsulated()) {
            mirror(s, f);
        }
        if (f.error() == DecodeError.LINK_TYPE_UNSUPPORTED) {
            s.str("(link type ").num(f.linkType()).str(" (").str(LinkType.name(f.linkType())).str(") not decoded)");
            s.endLine();
            return;
        }
        if (f.ipVersion() == 0) {
            if (!f.hasError() && f.cut() == DecodeError.NONE) {
                s.str("(not IP: EtherType ").hex(f.etherType(), 4).ch(')');
            }
            error(s, f);
            s.endLine();
            return;
        }
        FrameField.appendAddress(s, f, true);
        s.str(" -> ");
        FrameField.appendAddress(s, f, false);
        s.str(" DSCP ").num(f.dscp()).ch(' ').str(ECN_NAMES[f.ecn()]);
        if (f.vlanCount() > 0) {
            s.str(" PCP ").num(f.vlan().pcp()).str(" VLAN ").num(f.vlan().vid());
        }
        if (f.hasBth() && f.opcode() != null) {
            s.ch(' ').str(f.opcode().name()).str(" QP ").hex(f.bth().destQp(), 6).str(" PSN ").num(f.bth().psn());
            if (f.bth().ackReq()) {
                s.str(" A");
            }
            if (f.bth().solicitedEvent()) {
                s.str(" SE");
            }
            if (f.bth().fecn()) {
                s.str(" FECN");
            }
            if (f.bth().becn()) {
                s.str(" BECN");
            }
            extensions(s, f);
            if (f.isRoce()) {
                s.str(" len ").num(f.payloadLength());
            }
            icrc(s, f);
        } else if (f.hasUdp()) {
            s.str(" UDP ").num(f.udp().sourcePort()).str(" -> ").num(f.udp().destinationPort());
            if (!f.hasError() && f.cut() == DecodeError.NONE) {
                s.str(" (not RoCEv2)");
            }
        } else if (f.udpDestinationPort() != RoceFrame.ABSENT) {
            // a UDP header the snaplen cut after its destination port
            s.str(" UDP -> ").num(f.udpDestinationPort());
        } else if (!f.hasError() && f.cut() == DecodeError.NONE) {
            s.str(" (not UDP)");
        }
        error(s, f);
        s.endLine();
    }

    /** Which mirror session delivered the frame, before the frame's own headers. */
    private static void mirror(TextSink s, RoceFrame f) {
        s.str("[").str(f.tunnel().label()).ch(' ');
        FrameField.appendOuterAddress(s, f, true);
        s.str(" -> ");
        FrameField.appendOuterAddress(s, f, false);
        if (f.tunnelId() >= 0) {
            s.str(f.tunnel() == Tunnel.VXLAN ? " VNI " : " session ").num(f.tunnelId());
        }
        s.str("] ");
    }

    private static void extensions(TextSink s, RoceFrame f) {
        if (f.hasDeth()) {
            s.str(" DETH qkey=").hex(f.deth().qkey(), 8).str(" srcQp=").hex(f.deth().srcQp(), 6);
        }
        if (f.hasReth()) {
            s.str(" RETH va=").hex(f.reth().virtualAddress(), 16).str(" rkey=").hex(f.reth().rkey(), 8)
                    .str(" dmaLen=").num(f.reth().dmaLength());
        }
        if (f.hasAtomicEth()) {
            s.str(" AtomicETH va=").hex(f.atomicEth().virtualAddress(), 16).str(" rkey=").hex(f.atomicEth().rkey(), 8)
                    .str(" swapAdd=").hex(f.atomicEth().swapAdd(), 16).str(" compare=").hex(f.atomicEth().compare(), 16);
        }
        if (f.hasAeth()) {
            AckKind k = f.aeth().kind();
            s.ch(' ').str(k.name());
            switch (k) {
                case ACK -> s.str(" credits=").num(f.aeth().value());
                case RNR_NAK -> s.str(" timer=").num(f.aeth().value());
                case NAK -> s.ch(' ').str(NakCode.of(f.aeth().value()).name());
                default -> s.str(" syndrome=").hex(f.aeth().syndrome(), 2);
            }
            s.str(" msn=").num(f.aeth().msn());
        }
        if (f.hasAtomicAckEth()) {
            s.str(" original=").hex(f.atomicAckEth().original(), 16);
        }
        if (f.hasImmDt()) {
            s.str(" imm=").hex(f.immDt().immediate(), 8);
        }
        if (f.hasIeth()) {
            s.str(" invalidate=").hex(f.ieth().rkey(), 8);
        }
    }

    private static void icrc(TextSink s, RoceFrame f) {
        switch (f.icrcVerdict()) {
            case VALID -> s.str(" ICRC ok");
            case INVALID -> s.str(" ICRC BAD (wire ").hex(Icrc.asPrinted(f.icrcWire()), 8).str(", computed ")
                    .hex(Icrc.asPrinted(f.icrcComputed()), 8).ch(')');
            case UNCHECKABLE -> s.str(" ICRC n/a");
            default -> {
            }
        }
    }

    private static void error(TextSink s, RoceFrame f) {
        if (f.hasError()) {
            s.str(" [error: ").chars(f.appendError(new StringBuilder())).ch(']');
        } else if (f.cut() != DecodeError.NONE) {
            s.str(" [cut by the snaplen: ").chars(f.appendCut(new StringBuilder())).ch(']');
        }
    }
}
