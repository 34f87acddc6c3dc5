package io.rocekit.wire.pcap;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** Builds pcapng files block by block, in either byte order, for reader tests. */
final class PcapngBytes {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteOrder order;

    PcapngBytes(ByteOrder order) {
        this.order = order;
        block(0x0a0d0d0a, buf(16).putInt(0x1a2b3c4d).putShort((short) 1).putShort((short) 0).putLong(-1L));
    }

    private ByteBuffer buf(int n) {
        return ByteBuffer.allocate(n).order(order);
    }

    PcapngBytes block(int type, ByteBuffer body) {
        byte[] b = body.array();
        int padded = (b.length + 3) & ~3;
        ByteBuffer bb = buf(12 + padded);
        bb.putInt(type).putInt(12 + padded).put(b);
        bb.position(8 + padded);
        bb.putInt(12 + padded);
        out.writeBytes(bb.array());
        return this;
    }

    /** An interface with a link type and an optional if_tsresol byte (negative: none). */
    PcapngBytes interfaceBlock(int linkType, int tsresol) {
        ByteBuffer b = buf(tsresol >= 0 ? 8 + 8 + 4 : 8);
        b.putShort((short) linkType).putShort((short) 0).putInt(65535);
        if (tsresol >= 0) {
            b.putShort((short) 9).putShort((short) 1).put((byte) tsresol).put(new byte[3]);
            b.putShort((short) 0).putShort((short) 0);
        }
        return block(1, b);
    }

    PcapngBytes enhanced(int iface, long ts, byte[] data, int origLen) {
        int padded = (data.length + 3) & ~3;
        ByteBuffer b = buf(20 + padded);
        b.putInt(iface).putInt((int) (ts >>> 32)).putInt((int) ts).putInt(data.length).putInt(origLen).put(data);
        return block(6, b);
    }

    PcapngBytes simple(byte[] data) {
        int padded = (data.length + 3) & ~3;
        ByteBuffer b = buf(4 + padded);
        b.putInt(data.length).put(data);
        return block(3, b);
    }

    PcapngBytes unknown(int type, int bodyLength) {
        return block(type, buf(bodyLength));
    }

    byte[] bytes() {
        return out.toByteArray();
    }
}
