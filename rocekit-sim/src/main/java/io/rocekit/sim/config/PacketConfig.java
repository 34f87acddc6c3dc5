package io.rocekit.sim.config;

/**
 * Wire sizes. A data packet of payload p is {@code p + headerBytes (+ firstPacketExtraBytes on a
 * message's first packet) + wireOverheadBytes} bytes on the wire.
 *
 * @param nsTruncatedSerialization serialisation times truncated to whole nanoseconds, as the
 *     reference's ns-3 conversion does (1048 B at 100 Gb/s takes 83 ns there, 83.84 ns exactly)
 */
public record PacketConfig(int mtuBytes, int headerBytes, int firstPacketExtraBytes, int ackBytes, int cnpBytes,
        int pfcBytes, int wireOverheadBytes, boolean nsTruncatedSerialization) {

    /** Largest data frame on the wire. */
    public int maxFrameBytes() {
        return mtuBytes + headerBytes + firstPacketExtraBytes + wireOverheadBytes;
    }
}
