package io.rocekit.capture.track;

import io.rocekit.wire.Bytes;
import io.rocekit.wire.ip.Ipv4Header;
import io.rocekit.wire.ip.Ipv6Header;
import java.util.Arrays;

/**
 * Gives every IP address a {@code long} id, so that a flow key is three primitives: an IPv4
 * address is its own id (0 to 2^32-1); an IPv6 address is interned once and gets
 * {@code 2^32 + index}. Lookups allocate nothing; a new IPv6 address allocates its 16 bytes once.
 */
public final class AddressBook {
    private static final long V6 = 1L << 32;

    private long[] hi = new long[64];
    private long[] lo = new long[64];
    private int[] ids = new int[64];
    private byte[][] addresses = new byte[16][];
    private int count;

    /** The id of the IPv4 address. */
    public static long ipv4(long address) {
        return address & 0xffff_ffffL;
    }

    /** The id of the IPv6 address at {@code offset} in {@code buf}. */
    public long ipv6(byte[] buf, int offset) {
        long h = Bytes.u64(buf, offset);
        long l = Bytes.u64(buf, offset + 8);
        int m = hi.length - 1;
        int i = mix(h, l) & m;
        while (ids[i] != 0) {
            if (hi[i] == h && lo[i] == l) {
                return V6 + ids[i] - 1;
            }
            i = (i + 1) & m;
        }
        if (count == addresses.length) {
            addresses = Arrays.copyOf(addresses, count * 2);
        }
        addresses[count] = Arrays.copyOfRange(buf, offset, offset + 16);
        count++;
        hi[i] = h;
        lo[i] = l;
        ids[i] = count;
        if (count * 2 > hi.length) {
            grow();
        }
        return V6 + count - 1;
    }

    private void grow() {
        long[] oh = hi;
        long[] ol = lo;
        int[] oi = ids;
        hi = new long[oh.length * 2];
        lo = new long[oh.length * 2];
        ids = new int[oh.length * 2];
        int m = hi.length - 1;
        for (int j = 0; j < oh.length; j++) {
            if (oi[j] != 0) {
                int i = mix(oh[j], ol[j]) & m;
                while (ids[i] != 0) {
                    i = (i + 1) & m;
                }
                hi[i] = oh[j];
                lo[i] = ol[j];
                ids[i] = oi[j];
            }
        }
    }

    private static int mix(long h, long l) {
        long x = h * 0x9E3779B97F4A7C15L ^ l * 0xC2B2AE3D27D4EB4FL;
        return (int) (x ^ (x >>> 29));
    }

    /** The text form of an id: dotted quad or RFC 5952. */
    public String text(long id) {
        if (id < V6) {
            return Ipv4Header.appendAddress(new StringBuilder(15), id).toString();
        }
        byte[] a = addresses[(int) (id - V6)];
        return Ipv6Header.appendAddress(new StringBuilder(39), a, 0).toString();
    }
}
