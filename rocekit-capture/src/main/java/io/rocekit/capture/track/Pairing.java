package io.rocekit.capture.track;

import io.rocekit.capture.report.PairedBy;
import io.rocekit.wire.ib.AckKind;
import io.rocekit.wire.ib.NakCode;

/**
 * Matches the two directions of a connection and applies each response (ACK, NAK, RNR NAK, READ
 * response, atomic ACK) to the requests it answers.
 *
 * <p>A response from B to A for QP a answers requests from A to B; it is paired with the unpaired
 * flow A to B whose requests cover the response's PSN (nearest to its highest PSN; on a tie, the
 * one that used the same UDP source port). Until a response settles it, responses wait in a
 * bounded buffer and count once paired; a tie that lasts (a full buffer, or the end of the
 * capture) goes to the request flow seen first. At the end, a direction that carries only CNPs
 * is paired when exactly one unpaired request flow goes the other way.
 */
final class Pairing {
    private final FlowTable table;

    Pairing(FlowTable table) {
        this.table = table;
    }

    /** Counts the responses {@code s} carried before it was paired with {@code req}. */
    void replay(FlowState s, FlowState req) {
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
    void apply(FlowState req, FlowState s, int op, int psn, int syndrome, int msn, long t, long n) {
        int kind = op & OpKind.KIND_MASK;
        AckKind ackKind = kind == OpKind.ACKNOWLEDGE ? AckKind.ofSyndrome(syndrome) : AckKind.ACK;
        PsnTracker pt = req.requests;
        if (pt == null) {
            s.unmatchedResponses++; // the paired direction never sent a tracked request
            return;
        }
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
    FlowState pair(FlowState s, int kind, AckKind ackKind, int psn, int sport, boolean byOrder) {
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

    static void link(FlowState a, FlowState b, PairedBy how) {
        a.partner = b;
        b.partner = a;
        a.pairedBy = how;
        b.pairedBy = how;
    }

    /** At the end of the capture: settles waiting responses by first-seen order, then CNP-only directions. */
    void settle() {
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
                replay(s, req);
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
    }
}
