package io.rocekit.capture.report;

/** One direction of a connection: source IP, destination IP, destination QP. */
public record FlowRef(String src, String dst, int destQp) {
    /** {@code 192.168.20.1 -> 192.168.20.2 QP 0x0000d1}. */
    public String label() {
        return src + " -> " + dst + " QP " + String.format("0x%06x", destQp);
    }
}
