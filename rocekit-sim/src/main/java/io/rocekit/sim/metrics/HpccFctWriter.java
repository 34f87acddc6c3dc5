package io.rocekit.sim.metrics;

import java.util.List;
import java.util.Locale;

/**
 * The reference's output formats: fct.txt ({@code sip dip sport dport size_B start_ns fct_ns
 * standalone_fct_ns}, IPs as 8 hex digits, one line per finished flow in completion order) and
 * pfc.txt ({@code time_ns node node_type ifindex type}, 1 = pause, 0 = resume).
 */
public final class HpccFctWriter {
    private HpccFctWriter() {
    }

    public static String fctLine(FlowRecord f) {
        return String.format(Locale.ROOT, "%08x %08x %d %d %d %d %d %d", f.srcIp(), f.dstIp(), f.srcPort(),
                f.dstPort(), f.sizeBytes(), f.startPs() / 1000, f.fctNs(), f.idealFctNs());
    }

    public static String fctFile(List<FlowRecord> inCompletionOrder) {
        StringBuilder sb = new StringBuilder();
        for (FlowRecord f : inCompletionOrder) {
            sb.append(fctLine(f)).append('\n');
        }
        return sb.toString();
    }

    /** @param nodeTypeOf 0 for a host, 1 for a switch */
    public static String pfcFile(List<PfcEvent> events, java.util.function.IntUnaryOperator nodeTypeOf) {
        StringBuilder sb = new StringBuilder();
        for (PfcEvent e : events) {
            sb.append(e.timePs() / 1000).append(' ').append(e.node()).append(' ')
                    .append(nodeTypeOf.applyAsInt(e.node())).append(' ').append(e.ifIndex()).append(' ')
                    .append(e.pause() ? 1 : 0).append('\n');
        }
        return sb.toString();
    }
}
