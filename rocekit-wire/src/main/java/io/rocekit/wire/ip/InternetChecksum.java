package io.rocekit.wire.ip;

import io.rocekit.wire.Bytes;

/** The one's-complement sum of RFC 1071, used by the IPv4 header checksum. */
public final class InternetChecksum {
    private InternetChecksum() {
    }

    /** The folded 16-bit one's-complement sum of {@code length} bytes (0xffff when a checksum verifies). */
    public static int sum(byte[] b, int off, int length) {
        long sum = 0;
        int i = 0;
        for (; i + 1 < length; i += 2) {
            sum += Bytes.u16(b, off + i);
        }
        if (i < length) {
            sum += (b[off + i] & 0xff) << 8;
        }
        while ((sum >>> 16) != 0) {
            sum = (sum & 0xffff) + (sum >>> 16);
        }
        return (int) sum;
    }
}
