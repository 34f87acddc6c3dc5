package io.rocekit.capture.track;

import io.rocekit.capture.report.PairedBy;

/**
 * The mutable state of one flow direction while a capture streams by: primitive counters and
 * bounded structures only, so memory grows with flows, never with frames. Package-private fields:
 * {@link FlowAnalyzer} updates them on the hot path and {@link ReportBuilder} reads them once.
 */
final class FlowState {
    /** Frames kept as evidence per DSCP value (and per DSCP of CNPs), and per (DSCP, priority). */
    static final int EVIDENCE_PER_VALUE = 256;
    static final int MAX_PORTS = 16;

    final long srcId;
    final long dstId;
    final int destQp;
    /** Creation order: stable tie-break in reports. */
    final int index;

    FlowState partner;
    PairedBy pairedBy;
    /** Responses carried before this direction was paired. */
    PendingResponses pending;
    /** {@link FlowTable#requestFlowsCreated()} at the last failed pairing attempt. */
    long pairEpoch = -1;

    long packets;
    long bytes;
    long payloadBytes;
    long uniquePayloadBytes;
    long firstNanos;
    long lastNanos;
    final long[] opcodes = new long[256];
    int firstOpcode = -1;
    long messages;

    /** Packets per DSCP of everything but CNPs, and of CNPs. */
    final long[] dataDscp = new long[64];
    final long[] cnpDscp = new long[64];
    /**
     * The first frames per DSCP value (index = DSCP for data, 64 + DSCP for CNPs), packed by
     * {@link #packEvidence}.
     */
    long[][] dscpEvidence;
    final long[] pcp = new long[8];
    long untagged;
    final long[] ecn = new long[4];
    final int[] ports = new int[MAX_PORTS];
    int portCount;

    PsnTracker requests;
    int pmtu;

    long acks;
    NakLog naks;
    ReadTracker reads;
    long unmatchedResponses;

    long cnpsCarried;
    long firstCnpNanos = Long.MIN_VALUE;
    long lastCnpNanos = Long.MIN_VALUE;
    Quantiles cnpIntervals;
    /** Time of the first CNP carried here at or after the partner's first CE mark. */
    long firstCnpAfterPartnerCe = Long.MIN_VALUE;

    long ceMarked;
    long firstCeNanos = Long.MIN_VALUE;
    long badIcrc;

    /** Frames whose priority disagrees with the given DSCP map, packed. */
    LongList pcpMismatches;

    FlowState(long srcId, long dstId, int destQp, int index) {
        this.srcId = srcId;
        this.dstId = dstId;
        this.destQp = destQp;
        this.index = index;
    }

    /** Frame number (40 bits), opcode (8 bits), priority + 1 (4 bits; 0 = untagged), DSCP (6 bits). */
    static long packEvidence(long frame, int opcode, int pcpOrMinusOne, int dscp) {
        return (frame & 0xff_ffff_ffffL) | ((long) (opcode & 0xff) << 40) | ((long) (pcpOrMinusOne + 1) << 48)
                | ((long) (dscp & 0x3f) << 52);
    }

    static int evidenceDscp(long packed) {
        return (int) (packed >>> 52) & 0x3f;
    }

    static long evidenceFrame(long packed) {
        return packed & 0xff_ffff_ffffL;
    }

    static int evidenceOpcode(long packed) {
        return (int) (packed >>> 40) & 0xff;
    }

    static int evidencePcp(long packed) {
        return (int) ((packed >>> 48) & 0xf) - 1;
    }

    void noteDscp(int slot, long frame, int opcode, int pcpOrMinusOne, long countAfter) {
        int dscp = slot & 63;
        if (countAfter > EVIDENCE_PER_VALUE) {
            return;
        }
        if (dscpEvidence == null) {
            dscpEvidence = new long[128][];
        }
        long[] e = dscpEvidence[slot];
        if (e == null) {
            e = new long[EVIDENCE_PER_VALUE];
            dscpEvidence[slot] = e;
        }
        e[(int) countAfter - 1] = packEvidence(frame, opcode, pcpOrMinusOne, dscp);
    }

    void notePort(int port) {
        for (int i = 0; i < portCount; i++) {
            if (ports[i] == port) {
                return;
            }
        }
        if (portCount < MAX_PORTS) {
            ports[portCount++] = port;
        }
    }

    boolean usedPort(int port) {
        for (int i = 0; i < portCount; i++) {
            if (ports[i] == port) {
                return true;
            }
        }
        return false;
    }

    PsnTracker requests(int window) {
        if (requests == null) {
            requests = new PsnTracker(window);
        }
        return requests;
    }

    NakLog naks() {
        if (naks == null) {
            naks = new NakLog();
        }
        return naks;
    }

    ReadTracker reads() {
        if (reads == null) {
            reads = new ReadTracker();
        }
        return reads;
    }

    long opcodesOfKind(int kind) {
        long n = 0;
        for (int op = 0; op < 256; op++) {
            if (opcodes[op] > 0 && OpKind.kind(op) == kind) {
                n += opcodes[op];
            }
        }
        return n;
    }

    boolean hasRequests() {
        return requests != null && requests.started();
    }
}
