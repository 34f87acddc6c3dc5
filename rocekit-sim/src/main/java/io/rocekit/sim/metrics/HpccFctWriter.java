package io.rocekit.sim.metrics;

import java.util.List;

/**
 * The reference's output formats: fct.txt ({@code sip dip sport dport size_B start_ns fct_ns
 * standalone_fct_ns}, IPs as 8 hex digits, one line per finished flow in completion order) and
 * pfc.txt ({@code time_ns node node_type ifindex type}, 1 = pause, 0 = resume).
 */
public final class HpccFctWriter {
    private HpccFctWriter() {
    }

    /** {@code "%08x %08x %d %d %d %d %d %d"}, appended without a Formatter (k=32 writes 8,192 lines). */
    public static String fctLine(FlowRecord f) {
        return appendFctLine(new StringBuilder(64), f).toString();
    }

    public static String fctFile(List<FlowRecord> inCompletionOrder) {
        StringBuilder sb = new StringBuilder(inCompletionOrder.size() * 64);
        for (FlowRecord f : inCompletionOrder) {
            appendFctLine(sb, f).append('\n');
        }
        return sb.toString();
    }

    private static StringBuilder appendFctLine(StringBuilder sb, FlowRecord f) {
        appendHex8(sb, f.srcIp()).append(' ');
        appendHex8(sb, f.dstIp()).append(' ');
        return sb.append(f.srcPort()).append(' ').append(f.dstPort()).append(' ').append(f.sizeBytes()).append(' ')
                .append(f.startPs() / 1000).append(' ').append(f.fctNs()).append(' ').append(f.idealFctNs());
    }

    /** As {@code %08x} writes an int: two's complement, lower case, zero-padded to eight digits. */
    static StringBuilder appendHex8(StringBuilder sb, int v) {
        String hex = Integer.toHexString(v);
        for (int i = hex.length(); i < 8; i++) {
            sb.append('0');
        }
        return sb.append(hex);
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
