package io.rocekit.capture.track;

import io.rocekit.capture.report.AckStats;
import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.CongestionStats;
import io.rocekit.capture.report.Decapsulated;
import io.rocekit.capture.report.EcnCounts;
import io.rocekit.capture.report.FlowRef;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.FrameKinds;
import io.rocekit.capture.report.IcrcCounts;
import io.rocekit.capture.report.LatencySummary;
import io.rocekit.capture.report.Naks;
import io.rocekit.capture.report.OtherFrames;
import io.rocekit.capture.report.PsnStats;
import io.rocekit.capture.report.QosFrame;
import io.rocekit.capture.report.QosReference;
import io.rocekit.capture.report.QosStats;
import io.rocekit.capture.report.SnaplenCut;
import io.rocekit.capture.report.Stall;
import io.rocekit.wire.frame.Tunnel;
import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.ib.Transport;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Turns the streaming state into the immutable {@link CaptureReport}, once, at the end: decides the
 * QoS references (given, or the most common value), lists the frames that disagree with them, and
 * orders flows by bytes.
 */
final class ReportBuilder {
    private final FlowAnalyzer a;

    ReportBuilder(FlowAnalyzer analyzer) {
        this.a = analyzer;
    }

    CaptureReport build(String file, String format, Optional<String> truncated) {
        QosReference qos = qosReference();
        Map<Integer, List<QosFrame>> inferredPcp = inferredPcpMismatches(qos);
        List<FlowState> states = new ArrayList<>(a.table.all());
        states.sort(Comparator.comparingLong((FlowState s) -> -s.bytes).thenComparingInt(s -> s.index));
        List<FlowReport> flows = new ArrayList<>(states.size());
        TreeSet<Long> mismatchFrames = new TreeSet<>();
        for (FlowState s : states) {
            FlowReport r = flow(s, qos, inferredPcp.getOrDefault(s.index, List.of()));
            mismatchFrames.addAll(r.qos().qosMismatchFrames());
            flows.add(r);
        }
        long first = a.frames == 0 ? 0 : a.firstNanos;
        long last = a.frames == 0 ? 0 : a.lastNanos;
        long[] k = a.kinds;
        FrameKinds kinds = new FrameKinds(k[OpKind.DATA], k[OpKind.READ_REQUEST], k[OpKind.ATOMIC],
                k[OpKind.READ_RESPONSE], k[OpKind.ACKNOWLEDGE], k[FlowAnalyzer.KIND_NAK], k[FlowAnalyzer.KIND_RNR],
                k[OpKind.CNP], k[OpKind.OTHER]);
        List<Long> badFrames = new ArrayList<>();
        for (int i = 0; i < a.invalidIcrcFrames.size(); i++) {
            badFrames.add(a.invalidIcrcFrames.get(i));
        }
        IcrcCounts icrc = new IcrcCounts(a.icrcValid, a.icrcInvalid, a.icrcUncheckable, a.icrcNotChecked,
                List.copyOf(badFrames));
        return new CaptureReport(file, format, a.frames, a.roceFrames, first, last, last - first, kinds, icrc,
                a.malformedCount, List.copyOf(a.malformed), truncated,
                new SnaplenCut(a.snaplenCut, a.snaplenCutHeaders, a.snaplenCutBeforeBth),
                new OtherFrames(a.unsupportedLinkTypes(), a.erfInfiniband, a.roceV1, a.encapsulated), decapsulated(),
                qos, List.copyOf(mismatchFrames),
                states.size(), List.copyOf(flows), a.timeline.widthNanos(), a.timeline.bins(), List.of());
    }

    private Decapsulated decapsulated() {
        Map<String, Long> by = new TreeMap<>();
        long frames = 0;
        for (Tunnel t : Tunnel.values()) {
            long n = a.decapsulated[t.ordinal()];
            if (n > 0) {
                by.put(t.name(), n);
                frames += n;
            }
        }
        return frames == 0 ? Decapsulated.NONE : new Decapsulated(frames, a.decapsulatedRoce, by);
    }

    // ---- QoS -----------------------------------------------------------------------------------------

    private QosReference qosReference() {
        long[] data = new long[64];
        long[] cnp = new long[64];
        for (FlowState s : a.table.all()) {
            for (int d = 0; d < 64; d++) {
                data[d] += s.dataDscp[d];
                cnp[d] += s.cnpDscp[d];
            }
        }
        OptionalInt dataDscp = a.config.expectDscp().isPresent() ? a.config.expectDscp() : mostCommon(data);
        String dataSource = a.config.expectDscp().isPresent() ? "expected" : "most common";
        OptionalInt cnpDscp = a.config.expectCnpDscp().isPresent() ? a.config.expectCnpDscp() : mostCommon(cnp);
        String cnpSource = a.config.expectCnpDscp().isPresent() ? "expected" : "most common";
        long[] dataPcp = new long[8];
        long[] cnpPcp = new long[8];
        long[][] byDscp = new long[64][8];
        for (int d = 0; d < 64; d++) {
            for (int p = 0; p < 8; p++) {
                long dc = a.combos[((d << 3) | p) * 2];
                long cc = a.combos[((d << 3) | p) * 2 + 1];
                dataPcp[p] += dc;
                cnpPcp[p] += cc;
                byDscp[d][p] = dc + cc;
            }
        }
        Map<Integer, Integer> map = new TreeMap<>();
        String mapSource;
        if (!a.config.dscpToPcp().isEmpty()) {
            map.putAll(a.config.dscpToPcp());
            mapSource = "given";
        } else {
            for (int d = 0; d < 64; d++) {
                OptionalInt p = mostCommon(byDscp[d]);
                if (p.isPresent()) {
                    map.put(d, p.getAsInt());
                }
            }
            mapSource = "inferred";
        }
        return new QosReference(dataDscp, dataSource, cnpDscp, cnpSource, mostCommon(dataPcp), mostCommon(cnpPcp),
                map, mapSource);
    }

    /** The index of the largest count (the lowest index on ties), empty when all are zero. */
    static OptionalInt mostCommon(long[] counts) {
        int best = -1;
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0 && (best < 0 || counts[i] > counts[best])) {
                best = i;
            }
        }
        return best < 0 ? OptionalInt.empty() : OptionalInt.of(best);
    }

    /** Without a given map: tagged frames whose priority is not the most common one for their DSCP, by flow. */
    private Map<Integer, List<QosFrame>> inferredPcpMismatches(QosReference qos) {
        Map<Integer, List<QosFrame>> out = new TreeMap<>();
        if (!"inferred".equals(qos.mapSource()) || a.comboEvidence == null) {
            return out;
        }
        for (int c = 0; c < a.combos.length; c++) {
            if (a.combos[c] == 0 || a.comboEvidence[c] == null) {
                continue;
            }
            int dscp = (c / 2) >>> 3;
            int pcp = (c / 2) & 7;
            Integer expected = qos.dscpToPcp().get(dscp);
            if (expected == null || expected == pcp) {
                continue;
            }
            int n = (int) Math.min(a.combos[c], FlowState.EVIDENCE_PER_VALUE);
            for (int i = 0; i < n; i++) {
                long e = a.comboEvidence[c][i];
                out.computeIfAbsent(a.comboFlows[c][i], x -> new ArrayList<>()).add(new QosFrame(
                        FlowState.evidenceFrame(e), Opcode.of(FlowState.evidenceOpcode(e)).name(), dscp,
                        OptionalInt.of(pcp), QosFrame.Kind.PCP, "priority " + pcp + ", DSCP " + dscp
                                + " is mostly on priority " + expected + " (most common)"));
            }
        }
        return out;
    }

    private List<QosFrame> qosMismatches(FlowState s, QosReference qos, List<QosFrame> inferredPcp) {
        List<QosFrame> out = new ArrayList<>();
        if (qos.dataDscp().isPresent() && s.dscpEvidence != null) {
            int ref = qos.dataDscp().getAsInt();
            for (int d = 0; d < 64; d++) {
                if (d != ref && s.dataDscp[d] > 0) {
                    addEvidence(out, s.dscpEvidence[d], s.dataDscp[d], d, QosFrame.Kind.DATA_DSCP,
                            "DSCP " + d + ", RoCE traffic uses " + ref + " (" + qos.dataDscpSource() + ")");
                }
            }
        }
        if (qos.cnpDscp().isPresent() && s.dscpEvidence != null) {
            int ref = qos.cnpDscp().getAsInt();
            for (int d = 0; d < 64; d++) {
                if (d != ref && s.cnpDscp[d] > 0) {
                    addEvidence(out, s.dscpEvidence[64 + d], s.cnpDscp[d], d, QosFrame.Kind.CNP_DSCP,
                            "CNP on DSCP " + d + ", CNPs use " + ref + " (" + qos.cnpDscpSource() + ")");
                }
            }
        }
        if (s.pcpMismatches != null) {
            for (int i = 0; i < s.pcpMismatches.size(); i++) {
                long e = s.pcpMismatches.get(i);
                long fr = FlowState.evidenceFrame(e);
                int pcp = FlowState.evidencePcp(e);
                int dscp = FlowState.evidenceDscp(e);
                out.add(new QosFrame(fr, Opcode.of(FlowState.evidenceOpcode(e)).name(), dscp,
                        OptionalInt.of(pcp), QosFrame.Kind.PCP, "priority " + pcp + ", the given map puts DSCP " + dscp + " on priority "
                                + qos.dscpToPcp().get(dscp)));
            }
        }
        out.addAll(inferredPcp);
        out.sort(Comparator.comparingLong(QosFrame::frame).thenComparing(QosFrame::kind));
        return List.copyOf(out);
    }

    private static void addEvidence(List<QosFrame> out, long[] evidence, long count, int dscp, QosFrame.Kind kind,
            String problem) {
        if (evidence == null) {
            return;
        }
        int n = (int) Math.min(count, FlowState.EVIDENCE_PER_VALUE);
        for (int i = 0; i < n; i++) {
            long e = evidence[i];
            int pcp = FlowState.evidencePcp(e);
            out.add(new QosFrame(FlowState.evidenceFrame(e), Opcode.of(FlowState.evidenceOpcode(e)).name(),
                    dscp, pcp < 0 ? OptionalInt.empty() : OptionalInt.of(pcp), kind, problem));
        }
    }

    // ---- flows ---------------------------------------------------------------------------------------

    private FlowReport flow(FlowState s, QosReference qos, List<QosFrame> inferredPcp) {
        PsnTracker pt = s.requests;
        boolean req = pt != null && pt.started();
        Map<String, Long> opcodes = new LinkedHashMap<>();
        long dataPackets = 0;
        for (int op = 0; op < 256; op++) {
            if (s.opcodes[op] > 0) {
                opcodes.put(Opcode.of(op).name(), s.opcodes[op]);
                int kind = OpKind.kind(op);
                if (kind == OpKind.DATA || kind == OpKind.READ_REQUEST || kind == OpKind.ATOMIC) {
                    dataPackets += s.opcodes[op];
                }
            }
        }
        List<Integer> dscps = new ArrayList<>();
        Map<Integer, Long> dscpPackets = new TreeMap<>();
        Map<Integer, Long> cnpDscpPackets = new TreeMap<>();
        for (int d = 0; d < 64; d++) {
            long c = s.dataDscp[d] + s.cnpDscp[d];
            if (c > 0) {
                dscps.add(d);
                dscpPackets.put(d, c);
            }
            if (s.cnpDscp[d] > 0) {
                cnpDscpPackets.put(d, s.cnpDscp[d]);
            }
        }
        List<Integer> pcps = new ArrayList<>();
        for (int p = 0; p < 8; p++) {
            if (s.pcp[p] > 0) {
                pcps.add(p);
            }
        }
        List<Integer> ports = new ArrayList<>();
        for (int i = 0; i < s.portCount; i++) {
            ports.add(s.ports[i]);
        }
        ports.sort(null);
        EcnCounts ecn = new EcnCounts(s.ecn[0], s.ecn[1], s.ecn[2], s.ecn[3]);
        long duration = s.lastNanos - s.firstNanos;
        long goodput = duration > 0 ? Math.round(s.uniquePayloadBytes * 8e9 / duration) : 0;
        String transport = s.firstOpcode < 0 ? "CNP" : Transport.ofOpcode(s.firstOpcode).name();
        FlowState p = s.partner;
        Optional<FlowRef> reverse = p == null ? Optional.empty()
                : Optional.of(new FlowRef(a.addresses.text(p.srcId), a.addresses.text(p.dstId), p.destQp));
        Optional<Stall> stall = req && pt.maxStallNanos() > 0
                ? Optional.of(new Stall(pt.maxStallNanos(), pt.maxStallStartNanos(), pt.maxStallAtEnd()))
                : Optional.empty();
        OptionalLong ceToCnp = p != null && s.firstCeNanos != Long.MIN_VALUE
                && p.firstCnpAfterPartnerCe != Long.MIN_VALUE
                ? OptionalLong.of(p.firstCnpAfterPartnerCe - s.firstCeNanos) : OptionalLong.empty();
        Optional<LatencySummary> cnpIntervals = p != null && p.cnpIntervals != null ? p.cnpIntervals.summary()
                : Optional.empty();
        List<QosFrame> mismatches = qosMismatches(s, qos, inferredPcp);
        PsnStats psn = new PsnStats(
                req ? pt.uniquePsns() : 0,
                req ? OptionalInt.of(pt.firstPsn()) : OptionalInt.empty(),
                req ? OptionalInt.of(pt.highestPsn()) : OptionalInt.empty(),
                req ? pt.gaps().toList() : List.of(),
                req ? pt.gapCount() : 0,
                req ? pt.missingPsns() : 0,
                req ? pt.duplicatePsns().toList() : List.of(),
                req ? pt.lateFillPsns().toList() : List.of(),
                req ? pt.duplicates() : 0,
                req ? pt.retransmitted() : 0,
                req ? pt.retransmissionEpisodes() : 0,
                req ? pt.retransmissionDelay().summary() : Optional.empty(),
                req ? pt.psnResets() : 0);
        AckStats ack = new AckStats(
                s.acks,
                req && pt.acksAdvancing() > 0 ? (double) pt.coveredRequests() / pt.acksAdvancing() : 0,
                s.naks == null ? Naks.NONE : s.naks.counts(),
                s.naks == null ? List.of() : s.naks.events(),
                req ? pt.ackLatency().summary() : Optional.empty(),
                s.unmatchedResponses);
        QosStats qosStats = new QosStats(List.copyOf(dscps), dscpPackets, cnpDscpPackets, List.copyOf(pcps), mismatches,
                mismatches.stream().map(QosFrame::frame).distinct().toList());
        CongestionStats congestion = new CongestionStats(
                ecn,
                s.ceMarked,
                s.packets == 0 ? 0 : (double) s.ceMarked / s.packets,
                dataPackets + s.opcodesOfKind(OpKind.READ_RESPONSE) > 0 && s.ecn[1] + s.ecn[2] > 0 && s.ceMarked == 0,
                p == null ? 0 : p.cnpsCarried,
                cnpIntervals,
                ceToCnp,
                s.cnpsCarried);
        return new FlowReport(
                a.addresses.text(s.srcId), a.addresses.text(s.dstId), s.destQp, reverse,
                Optional.ofNullable(p == null ? null : s.pairedBy), transport,
                s.packets, s.bytes, s.payloadBytes, s.firstNanos, s.lastNanos, duration, goodput,
                opcodes, s.messages, List.copyOf(ports), dataPackets, psn, ack,
                s.reads == null ? Optional.empty() : Optional.of(s.reads.summary()),
                stall, qosStats, congestion, s.badIcrc);
    }
}
