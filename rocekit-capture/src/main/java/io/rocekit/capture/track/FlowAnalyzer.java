package io.rocekit.capture.track;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.MalformedFrame;
import io.rocekit.capture.report.PairedBy;
import io.rocekit.wire.frame.IcrcVerdict;
import io.rocekit.wire.frame.RoceFrame;
import io.rocekit.wire.ib.AckKind;
import io.rocekit.wire.ib.Bth;
import io.rocekit.wire.ib.NakCode;
import io.rocekit.wire.ib.Transport;
import io.rocekit.wire.pcap.CaptureRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The per-frame engine: decodes each frame in place, finds its flow, and updates primitive
 * counters, the flow's PSN tracker, the responses matched to the paired direction, CNPs and the
 * timeline. Nothing is allocated per frame (a new flow, a new IPv6 address, and the first few
 * malformed-frame messages allocate once).
 *
 * <p>Pairing: a response (ACK, NAK, read response, atomic ACK) from B to A for QP a answers
 * requests from A to B; it is paired with the unpaired flow A to B whose requests cover the
 * response's PSN (nearest to its highest PSN; on a tie, the one that used the same UDP source
 * port). Until a response settles it, responses wait in a bounded buffer and count once paired;
 * a tie that lasts (a full buffer, or the end of the capture) goes to the request flow seen first.
 * At the end, a direction that carries only CNPs is paired when exactly one unpaired request flow
 * goes the other way.
 */
public final class FlowAnalyzer {
    static final int MALFORMED_KEPT = 16;
    static final int ICRC_FRAMES_KEPT = 64;
    static final int KINDS = 10;
    static final int KIND_NAK = 9;
    static final int KIND_RNR = 0;

    final TrackConfig config;
    private final RoceFrame frame = new RoceFrame();
    final AddressBook addresses = new AddressBook();
    final FlowTable table = new FlowTable();
    final Timeline timeline;
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
        if (f.hasError() && (roce || f.hasUdp() && f.udp().destinationPort() == config.rocePort())) {
            malformedCount++;
            if (malformed.size() < MALFORMED_KEPT) {
                malformed.add(new MalformedFrame(n, f.errorMessage()));
            }
        }
        if (!roce) {
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
        s.bytes += r.originalLength();
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
        if (kind == OpKind.READ_REQUEST && frame.hasReth()) {
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
        FlowState req = s.partner != null ? s.partner : pair(s, kind, ackKind, psn, sport, false);
        if (req == null) {
            if (s.pending == null) {
                s.pending = new PendingResponses();
            }
            if (!s.pending.full()) {
                s.pending.add(op, psn, syndrome, msn, t, n);
                return;
            }
            // Still ambiguous after a full buffer: settle it by first-seen order.
            req = pair(s, kind, ackKind, psn, sport, true);
            if (req == null) {
                s.unmatchedResponses++;
                return;
            }
        }
        replayPending(s, req);
        apply(req, s, op, psn, syndrome, msn, t, n);
    }

    /** Counts the responses {@code s} carried before it was paired with {@code req}. */
    private void replayPending(FlowState s, FlowState req) {
        PendingResponses p = s.pending;
        if (p == null || p.size == 0) {
            return;
        }
        for (int i = 0; i < p.size; i++) {
            apply(req, s, p.op[i], p.psn[i], p.syndrome[i], p.msn[i], p.nanos[i], p.frame[i]);
        }
        p.size = 0;
    }

    /** One response from {@code s} answering the requests of {@code req}. */
    private void apply(FlowState req, FlowState s, int op, int psn, int syndrome, int msn, long t, long n) {
        int kind = op & OpKind.KIND_MASK;
        AckKind ackKind = kind == OpKind.ACKNOWLEDGE ? AckKind.ofSyndrome(syndrome) : AckKind.ACK;
        PsnTracker pt = req.requests;
        switch (kind) {
            case OpKind.ACKNOWLEDGE -> {
                switch (ackKind) {
                    case ACK -> {
                        req.acks++;
                        pt.onAckThrough(psn, t);
                    }
                    case NAK -> {
                        req.naks().add(n, t, psn, syndrome, msn);
                        if (NakCode.of(syndrome & 0x1f) == NakCode.PSN_SEQUENCE_ERROR) {
                            pt.onNak(psn, t);
                        } else {
                            pt.onAckThrough(psn - 1, t);
                        }
                    }
                    case RNR_NAK -> {
                        req.naks().add(n, t, psn, syndrome, msn);
                        pt.onAckThrough(psn - 1, t);
                    }
                    default -> s.unmatchedResponses++;
                }
            }
            case OpKind.ATOMIC_ACK -> {
                req.acks++;
                pt.onAckThrough(psn, t);
            }
            default -> { // read response
                boolean starts = (op & OpKind.STARTS_MESSAGE) != 0;
                boolean ends = (op & OpKind.ENDS_MESSAGE) != 0;
                req.reads().response(psn, starts, ends, t);
                if (starts) {
                    pt.onAckThrough(psn - 1, t);
                }
                if (ends) {
                    pt.onAckThrough(psn, t);
                }
            }
        }
    }

    /**
     * Finds the request flow a response from {@code s} answers: the unpaired flow the other way
     * whose requests cover the response's PSN, nearest to its highest PSN. On a tie, the flow that
     * used the response's UDP source port wins (Linux and mlx5 derive the port from both QP
     * numbers, the same each way); still tied, null, unless {@code byOrder}, where the flow seen
     * first wins.
     */
    private FlowState pair(FlowState s, int kind, AckKind ackKind, int psn, int sport, boolean byOrder) {
        if (!byOrder && s.pairEpoch == table.requestFlowsCreated()) {
            return null;
        }
        FlowState best = null;
        int bestDistance = Integer.MAX_VALUE;
        boolean bestPort = false;
        boolean ambiguous = false;
        for (FlowState c : table.towards(s.srcId, s.dstId)) {
            if (c == s || c.partner != null || !c.hasRequests()) {
                continue;
            }
            int d;
            if (kind == OpKind.READ_RESPONSE) {
                if (c.reads == null || !c.reads.expects(psn)) {
                    continue;
                }
                d = Math.max(0, c.requests.behindHighest(psn));
            } else {
                d = c.requests.behindHighest(psn);
                boolean nakNext = ackKind != AckKind.ACK && d == -1;
                if (!(c.requests.covers(psn) || nakNext)) {
                    continue;
                }
                d = Math.max(0, d);
            }
            boolean port = c.usedPort(sport);
            if (d < bestDistance || d == bestDistance && port && !bestPort) {
                best = c;
                bestDistance = d;
                bestPort = port;
                ambiguous = false;
            } else if (d == bestDistance && port == bestPort) {
                ambiguous = true; // the candidates come in first-seen order: best stays the first
            }
        }
        if (best == null || ambiguous && !byOrder) {
            if (best == null) {
                s.pairEpoch = table.requestFlowsCreated();
            }
            return null;
        }
        link(s, best, byOrder && ambiguous ? PairedBy.ORDER : bestPort ? PairedBy.PSN_AND_PORT : PairedBy.PSN);
        return best;
    }

    private static void link(FlowState a, FlowState b, PairedBy how) {
        a.partner = b;
        b.partner = a;
        a.pairedBy = how;
        b.pairedBy = how;
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

    /** Pairs what is left by elimination (see the class comment) and closes stalls and the timeline. */
    void finish() {
        for (FlowState s : table.all()) {
            PendingResponses p = s.pending;
            if (p == null || p.size == 0) {
                continue;
            }
            int last = p.size - 1;
            int kind = p.op[last] & OpKind.KIND_MASK;
            AckKind ackKind = kind == OpKind.ACKNOWLEDGE ? AckKind.ofSyndrome(p.syndrome[last]) : AckKind.ACK;
            FlowState req = s.partner != null ? s.partner
                    : pair(s, kind, ackKind, p.psn[last], s.portCount > 0 ? s.ports[0] : -1, true);
            if (req != null) {
                replayPending(s, req);
            } else {
                s.unmatchedResponses += p.size;
                p.size = 0;
            }
        }
        for (FlowState s : table.all()) {
            if (s.partner != null || (s.cnpsCarried == 0 && s.unmatchedResponses == 0)) {
                continue;
            }
            FlowState only = null;
            int candidates = 0;
            for (FlowState c : table.towards(s.srcId, s.dstId)) {
                if (c != s && c.partner == null && c.hasRequests()) {
                    only = c;
                    candidates++;
                }
            }
            if (candidates == 1) {
                link(s, only, PairedBy.ONLY_CANDIDATE);
                if (s.firstCnpAfterPartnerCe == Long.MIN_VALUE && only.firstCeNanos != Long.MIN_VALUE
                        && s.firstCnpNanos >= only.firstCeNanos) {
                    s.firstCnpAfterPartnerCe = s.firstCnpNanos;
                }
            }
        }
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
