package io.rocekit.capture.track;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.MalformedFrame;
import io.rocekit.wire.eth.EtherType;
import io.rocekit.wire.frame.DecodeError;
import io.rocekit.wire.frame.IcrcVerdict;
import io.rocekit.wire.frame.RoceFrame;
import io.rocekit.wire.frame.Tunnel;
import io.rocekit.wire.ib.AckKind;
import io.rocekit.wire.ib.Bth;
import io.rocekit.wire.ib.Transport;
import io.rocekit.wire.pcap.CaptureRecord;
import io.rocekit.wire.pcap.LinkType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The per-frame engine: decodes each frame in place, finds its flow, and updates primitive
 * counters, the flow's PSN tracker, the responses matched to the paired direction, CNPs and the
 * timeline. Nothing is allocated per frame (a new flow, a new IPv6 address, and the first few
 * malformed-frame messages allocate once).
 *
 * <p>Responses are matched to the requests they answer by {@link Pairing}.
 */
public final class FlowAnalyzer {
    static final int MALFORMED_KEPT = 16;
    static final int ICRC_FRAMES_KEPT = 64;
    static final int KINDS = 10;
    static final int KIND_NAK = 9;
    static final int KIND_RNR = 0;
    /** The record type's byte in an ERF header (after the 8-byte timestamp). */
    static final int ERF_TYPE_OFFSET = 8;

    final TrackConfig config;
    private final RoceFrame frame = new RoceFrame();
    final AddressBook addresses = new AddressBook();
    final FlowTable table = new FlowTable();
    final Timeline timeline;
    private final Pairing pairing = new Pairing(table);
    private final int[] pcpForDscp = new int[64];

    long frames;
    long roceFrames;
    long firstNanos = Long.MAX_VALUE;
    long lastNanos = Long.MIN_VALUE;
    /** Frames by {@link OpKind} kind; ACKNOWLEDGE split into ACK (kind 5), NAK (9), RNR NAK (0). */
    final long[] kinds = new long[KINDS];
    long icrcValid;
    long icrcInvalid;
    long icrcUncheckable;
    long icrcNotChecked;
    final LongList invalidIcrcFrames = new LongList(ICRC_FRAMES_KEPT);
    long malformedCount;
    long snaplenCut;
    long snaplenCutHeaders;
    long snaplenCutBeforeBth;
    /** Frames of link types not decoded, by type (a handful of types at most: one map entry each). */
    private final Map<Integer, long[]> unsupportedLinkTypes = new TreeMap<>();
    /** The counter of the last unsupported link type seen: a whole ERF capture counts without a map look-up or a box per frame. */
    private int lastUnsupportedType = -1;
    private long[] lastUnsupportedCount;
    long erfInfiniband;
    long roceV1;
    /** Frames in a mirror tunnel without a RoCEv2 frame rocekit could read inside. */
    long encapsulated;
    /** Frames decapsulated, by {@link Tunnel} ordinal, and how many of them held RoCEv2. */
    final long[] decapsulated = new long[Tunnel.values().length];
    long decapsulatedRoce;
    final List<MalformedFrame> malformed = new ArrayList<>();
    /** Tagged frames per (DSCP, priority), data and CNPs apart: index (dscp * 8 + pcp) * 2 + isCnp. */
    final long[] combos = new long[64 * 8 * 2];
    long[][] comboEvidence;
    int[][] comboFlows;

    public FlowAnalyzer(TrackConfig config) {
        this.config = config;
        this.timeline = new Timeline(config.binNanos());
        frame.rocePort(config.rocePort());
        java.util.Arrays.fill(pcpForDscp, -1);
        config.dscpToPcp().forEach((d, p) -> pcpForDscp[d] = p);
    }

    /** Analyses one captured frame. */
    public void accept(CaptureRecord r) {
        frames++;
        long t = r.timestampNanos();
        long n = r.number();
        if (t < firstNanos) {
            firstNanos = t;
        }
        if (t > lastNanos) {
            lastNanos = t;
        }
        int bin = timeline.bin(t);
        timeline.frame(bin);
        RoceFrame f = frame;
        boolean roce = f.decode(r.buffer(), r.offset(), r.capturedLength(), r.originalLength(), r.linkType());
        // A frame cut before its UDP destination port was captured may have been RoCEv2: it counts as cut.
        if (roce || f.toRocePort() || f.tunnelDamaged() || f.cut() != DecodeError.NONE) {
            damage(f, roce, n);
        }
        if (f.decapsulated()) {
            decapsulated[f.tunnel().ordinal()]++;
            if (roce) {
                decapsulatedRoce++;
            }
        }
        if (!roce) {
            other(f, r);
            return;
        }
        roceFrames++;
        boolean badIcrc = false;
        if (config.verifyIcrc()) {
            IcrcVerdict v = f.verifyIcrc();
            if (v == IcrcVerdict.VALID) {
                icrcValid++;
            } else if (v == IcrcVerdict.INVALID) {
                icrcInvalid++;
                invalidIcrcFrames.add(n);
                badIcrc = true;
            } else {
                icrcUncheckable++;
            }
        } else {
            icrcNotChecked++;
        }
        long src;
        long dst;
        if (f.ipVersion() == 4) {
            src = AddressBook.ipv4(f.ipv4().source());
            dst = AddressBook.ipv4(f.ipv4().destination());
        } else {
            src = addresses.ipv6(f.ipv6().buffer(), f.ipv6().sourceOffset());
            dst = addresses.ipv6(f.ipv6().buffer(), f.ipv6().destinationOffset());
        }
        Bth bth = f.bth();
        int opcode = bth.opcode();
        FlowState s = table.get(src, dst, bth.destQp());
        int payload = f.payloadLength();
        s.packets++;
        s.bytes += f.wireLength(); // a mirrored frame's own length, not the tunnel packet's
        s.payloadBytes += payload;
        if (s.packets == 1) {
            s.firstNanos = t;
            s.lastNanos = t;
        } else {
            s.firstNanos = Math.min(s.firstNanos, t);
            s.lastNanos = Math.max(s.lastNanos, t);
        }
        s.opcodes[opcode]++;
        int op = OpKind.of(opcode);
        int kind = op & OpKind.KIND_MASK;
        if (s.firstOpcode < 0 && kind != OpKind.CNP) {
            s.firstOpcode = opcode;
        }
        if (badIcrc) {
            s.badIcrc++;
        }
        int dscp = f.dscp();
        int ecn = f.ecn();
        int pcp = f.vlanCount() > 0 ? f.vlan().pcp() : -1;
        qos(s, kind == OpKind.CNP, dscp, pcp, opcode, n);
        if (kind != OpKind.CNP) {
            s.ecn[ecn]++;
        }
        boolean ce = ecn == 3;
        if (ce) {
            s.ceMarked++;
            if (s.firstCeNanos == Long.MIN_VALUE) {
                s.firstCeNanos = t;
            }
        }
        s.notePort(f.udp().sourcePort());
        switch (kind) {
            case OpKind.DATA, OpKind.READ_REQUEST, OpKind.ATOMIC -> request(s, op, opcode, bth.psn(), t, n, payload, ce, bin);
            case OpKind.READ_RESPONSE, OpKind.ACKNOWLEDGE, OpKind.ATOMIC_ACK -> response(s, op, bth.psn(), t, n, payload,
                    ce, bin);
            case OpKind.CNP -> cnp(s, t, bin);
            default -> kinds[OpKind.OTHER]++;
        }
    }

    /** Frames of link types not decoded, by type. */
    Map<Integer, Long> unsupportedLinkTypes() {
        Map<Integer, Long> out = new TreeMap<>();
        unsupportedLinkTypes.forEach((type, n) -> out.put(type, n[0]));
        return out;
    }

    /** Notes what a frame that is not RoCEv2 is, where that explains a capture without RoCEv2. */
    private void other(RoceFrame f, CaptureRecord r) {
        if (f.error() == DecodeError.LINK_TYPE_UNSUPPORTED) {
            if (r.linkType() != lastUnsupportedType) {
                lastUnsupportedType = r.linkType();
                lastUnsupportedCount = unsupportedLinkTypes.computeIfAbsent(r.linkType(), k -> new long[1]);
            }
            lastUnsupportedCount[0]++;
            if (r.linkType() == LinkType.ERF && r.capturedLength() > ERF_TYPE_OFFSET
                    && (r.buffer()[r.offset() + ERF_TYPE_OFFSET] & 0x7f) == LinkType.ERF_TYPE_INFINIBAND) {
                erfInfiniband++;
            }
        } else if (f.etherType() == EtherType.ROCE_V1) {
            roceV1++;
        } else if (f.tunnel() != Tunnel.NONE) {
            encapsulated++;
        }
    }

    /** Counts a malformed frame, or one the snaplen cut (which is neither malformed nor lost). */
    private void damage(RoceFrame f, boolean roce, long n) {
        if (f.hasError()) {
            malformedCount++;
            if (malformed.size() < MALFORMED_KEPT) {
                malformed.add(new MalformedFrame(n, f.errorMessage()));
            }
        } else if (f.cutBySnaplen()) {
            snaplenCut++;
            if (!roce) {
                snaplenCutBeforeBth++;
            } else if (f.cut() != DecodeError.NONE) {
                snaplenCutHeaders++;
            }
        }
    }

    private void qos(FlowState s, boolean isCnp, int dscp, int pcp, int opcode, long n) {
        long count;
        if (isCnp) {
            count = ++s.cnpDscp[dscp];
            s.noteDscp(64 + dscp, n, opcode, pcp, count);
        } else {
            count = ++s.dataDscp[dscp];
            s.noteDscp(dscp, n, opcode, pcp, count);
        }
        if (pcp < 0) {
            s.untagged++;
            return;
        }
        s.pcp[pcp]++;
        int expected = pcpForDscp[dscp];
        if (expected >= 0 && expected != pcp) {
            if (s.pcpMismatches == null) {
                s.pcpMismatches = new LongList(FlowState.EVIDENCE_PER_VALUE * 4);
            }
            s.pcpMismatches.add(FlowState.packEvidence(n, opcode, pcp, dscp));
        }
        int c = ((dscp << 3) | pcp) * 2 + (isCnp ? 1 : 0);
        long k = ++combos[c];
        if (k <= FlowState.EVIDENCE_PER_VALUE) {
            if (comboEvidence == null) {
                comboEvidence = new long[combos.length][];
                comboFlows = new int[combos.length][];
            }
            if (comboEvidence[c] == null) {
                comboEvidence[c] = new long[FlowState.EVIDENCE_PER_VALUE];
                comboFlows[c] = new int[FlowState.EVIDENCE_PER_VALUE];
            }
            comboEvidence[c][(int) k - 1] = FlowState.packEvidence(n, opcode, pcp, dscp);
            comboFlows[c][(int) k - 1] = s.index;
        }
    }

    private void request(FlowState s, int op, int opcode, int psn, long t, long n, int payload, boolean ce, int bin) {
        int kind = op & OpKind.KIND_MASK;
        kinds[kind]++;
        if ((op & OpKind.PMTU_SIZED) != 0 && payload > s.pmtu) {
            s.pmtu = payload;
        }
        Transport transport = Transport.ofOpcode(opcode);
        boolean tracked = transport == Transport.RC || transport == Transport.UC || transport == Transport.XRC
                || transport == Transport.RD;
        int minSpan = 1;
        int maxSpan = 1;
        if (kind == OpKind.READ_REQUEST && !frame.hasReth()) {
            maxSpan = 1 << 20; // the snaplen cut the RETH: the next request tells how many PSNs it took
        } else if (kind == OpKind.READ_REQUEST) {
            long len = frame.reth().dmaLength();
            int pm = config.pmtu() > 0 ? config.pmtu() : connectionPmtu(s);
            if (pm > 0) {
                minSpan = spans(len, pm);
                maxSpan = minSpan;
            } else {
                minSpan = spans(len, 4096);
                maxSpan = spans(len, 256);
            }
        }
        int result = PsnTracker.UNIQUE;
        if (tracked) {
            PsnTracker pt = s.requests(config.psnWindow());
            if (!pt.started()) {
                table.requestFlowStarted();
            }
            result = pt.onRequest(psn, minSpan, maxSpan, t, n);
        }
        boolean unique = (result & PsnTracker.UNIQUE) != 0;
        if (unique) {
            s.uniquePayloadBytes += payload;
            if ((op & OpKind.STARTS_MESSAGE) != 0) {
                s.messages++;
            }
            if (kind == OpKind.READ_REQUEST) {
                s.reads().request(psn, maxSpan, t);
            }
        }
        int retx = (result >>> PsnTracker.RETX_SHIFT) & 3;
        if (retx > 0) {
            timeline.retransmissions(bin, retx);
        }
        if (kind == OpKind.DATA) {
            timeline.data(bin, unique ? payload : 0, ce);
        }
    }

    private static int spans(long length, int pmtu) {
        return (int) Math.max(1, Math.min(1 << 20, (length + pmtu - 1) / pmtu));
    }

    private int connectionPmtu(FlowState s) {
        return Math.max(s.pmtu, s.partner != null ? s.partner.pmtu : 0);
    }

    private void response(FlowState s, int op, int psn, long t, long n, int payload, boolean ce, int bin) {
        int kind = op & OpKind.KIND_MASK;
        if (kind != OpKind.READ_RESPONSE && !frame.hasAeth()) {
            // The snaplen cut the AETH: without its syndrome this is neither a known ACK nor a NAK.
            kinds[OpKind.OTHER]++;
            return;
        }
        int syndrome = kind == OpKind.READ_RESPONSE && !frame.hasAeth() ? 0 : frame.aeth().syndrome();
        AckKind ackKind = kind == OpKind.ACKNOWLEDGE ? AckKind.ofSyndrome(syndrome) : AckKind.ACK;
        kinds[ackKind == AckKind.NAK ? KIND_NAK : ackKind == AckKind.RNR_NAK ? KIND_RNR
                : kind == OpKind.ATOMIC_ACK ? OpKind.ACKNOWLEDGE : kind]++;
        if (kind == OpKind.READ_RESPONSE) {
            if ((op & OpKind.PMTU_SIZED) != 0 && payload > s.pmtu) {
                s.pmtu = payload;
            }
            s.uniquePayloadBytes += payload;
            if ((op & OpKind.STARTS_MESSAGE) != 0) {
                s.messages++;
            }
            timeline.data(bin, payload, ce);
        }
        int msn = frame.hasAeth() ? frame.aeth().msn() : 0;
        int sport = frame.udp().sourcePort();
        FlowState req = s.partner != null ? s.partner : pairing.pair(s, kind, ackKind, psn, sport, false);
        if (req == null) {
            if (s.pending == null) {
                s.pending = new PendingResponses();
            }
            if (!s.pending.full()) {
                s.pending.add(op, psn, syndrome, msn, t, n);
                return;
            }
            // Still ambiguous after a full buffer: settle it by first-seen order.
            req = pairing.pair(s, kind, ackKind, psn, sport, true);
            if (req == null) {
                s.unmatchedResponses++;
                return;
            }
        }
        pairing.replay(s, req);
        pairing.apply(req, s, op, psn, syndrome, msn, t, n);
    }

    private void cnp(FlowState s, long t, int bin) {
        kinds[OpKind.CNP]++;
        s.cnpsCarried++;
        if (s.firstCnpNanos == Long.MIN_VALUE) {
            s.firstCnpNanos = t;
        } else {
            if (s.cnpIntervals == null) {
                s.cnpIntervals = new Quantiles();
            }
            s.cnpIntervals.record(t - s.lastCnpNanos);
        }
        s.lastCnpNanos = t;
        FlowState throttled = s.partner;
        if (throttled != null && throttled.firstCeNanos != Long.MIN_VALUE
                && s.firstCnpAfterPartnerCe == Long.MIN_VALUE && t >= throttled.firstCeNanos) {
            s.firstCnpAfterPartnerCe = t;
        }
        timeline.cnp(bin);
    }

    /** Settles the pairings left open (see {@link Pairing#settle()}), closes stalls and the timeline. */
    void finish() {
        pairing.settle();
        for (FlowState s : table.all()) {
            if (s.requests != null) {
                s.requests.finish(lastNanos);
            }
            if (s.partner != null && s.firstCnpAfterPartnerCe == Long.MIN_VALUE && s.firstCnpNanos != Long.MIN_VALUE
                    && s.partner.firstCeNanos != Long.MIN_VALUE && s.firstCnpNanos >= s.partner.firstCeNanos) {
                s.firstCnpAfterPartnerCe = s.firstCnpNanos;
            }
        }
        if (frames > 0) {
            timeline.finish(lastNanos);
        }
    }

    /**
     * Ends the analysis and builds the report (findings empty: rules run on the report).
     *
     * @param file      the capture as the user named it
     * @param format    the reader's format name
     * @param truncated why reading stopped early, if it did
     */
    public CaptureReport report(String file, String format, Optional<String> truncated) {
        finish();
        return new ReportBuilder(this).build(file, format, truncated);
    }

    public long frames() {
        return frames;
    }

    public long roceFrames() {
        return roceFrames;
    }

    public int flowCount() {
        return table.size();
    }

    /** Whether a fixed bin width had to grow to bound the timeline. */
    public boolean binWidthChanged() {
        return timeline.widthChanged();
    }

    public long binNanos() {
        return timeline.widthNanos();
    }
}
