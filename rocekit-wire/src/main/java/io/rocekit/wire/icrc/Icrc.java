package io.rocekit.wire.icrc;

import io.rocekit.wire.Bytes;
import io.rocekit.wire.ib.Bth;
import io.rocekit.wire.ip.Ipv4Header;
import io.rocekit.wire.udp.UdpHeader;
import java.util.zip.CRC32;

/**
 * The RoCEv2 Invariant CRC (IBA Annex A17, as Linux rxe and scapy compute it; see
 * {@code docs/wire.md}):
 * <ol>
 *   <li>cover the bytes from the first IP header byte to the end of the pad (the ICRC itself and
 *       Ethernet/VLAN are not covered);</li>
 *   <li>with the variant fields set to all ones: IPv4 TOS, TTL and header checksum; IPv6 traffic
 *       class, flow label and hop limit; the UDP checksum; BTH byte 4 (FECN, BECN, reserved);</li>
 *   <li>prefixed by 8 bytes of 0xff (the masked LRH that RoCEv2 does not have);</li>
 *   <li>CRC-32 of IEEE 802.3 (reflected 0xEDB88320, init and final XOR 0xffffffff) — the JDK's
 *       {@link CRC32}, which the JIT turns into carry-less-multiply instructions;</li>
 *   <li>sent least significant byte first, like the Ethernet FCS.</li>
 * </ol>
 *
 * <p>The masked headers are copied into a small scratch array; payload bytes are fed to the CRC
 * straight from the frame, so nothing is allocated per frame. One instance is not thread-safe.
 */
public final class Icrc {
    /** The ICRC field's size in bytes. */
    public static final int LENGTH = 4;

    /** The masked LRH that RoCEv2 lacks: 8 bytes of 0xff at the start of the scratch array. */
    private static final int LRH = 8;
    private static final int IPV6_FIXED = 40;
    /** IPv4 options (at most 40 bytes) and short IPv6 extension chains are copied with the headers. */
    private static final int MAX_BETWEEN = 64;

    private final CRC32 crc = new CRC32();
    private final byte[] scratch = new byte[LRH + IPV6_FIXED + MAX_BETWEEN + UdpHeader.LENGTH + Bth.LENGTH];

    public Icrc() {
        java.util.Arrays.fill(scratch, 0, LRH, (byte) -1);
    }

    /**
     * Computes the ICRC over a RoCEv2 packet in {@code buf}.
     *
     * @param ipOffset   offset of the IP header
     * @param ipVersion  4 or 6
     * @param udpOffset  offset of the UDP header (after IPv4 options or IPv6 extension headers)
     * @param icrcOffset offset of the 4 ICRC bytes (the end of the covered range)
     * @return the CRC value; on the wire it is stored little-endian ({@link #wireValue})
     */
    public int compute(byte[] buf, int ipOffset, int ipVersion, int udpOffset, int icrcOffset) {
        // All headers go through the CRC in one call: the masked pseudo-LRH, the IP header with
        // its variant fields masked, options or extension headers as they are, UDP and BTH masked.
        byte[] s = scratch;
        int fixed = ipVersion == 4 ? Ipv4Header.MIN_LENGTH : IPV6_FIXED;
        int between = udpOffset - (ipOffset + fixed);
        int ub = UdpHeader.LENGTH + Bth.LENGTH;
        CRC32 c = crc;
        c.reset();
        int p = LRH;
        System.arraycopy(buf, ipOffset, s, p, fixed);
        if (ipVersion == 4) {
            s[p + Ipv4Header.TOS_OFFSET] = -1;
            s[p + Ipv4Header.TTL_OFFSET] = -1;
            s[p + Ipv4Header.CHECKSUM_OFFSET] = -1;
            s[p + Ipv4Header.CHECKSUM_OFFSET + 1] = -1;
        } else {
            s[p] = (byte) (s[p] | 0x0f); // version kept; traffic class and flow label masked
            s[p + 1] = -1;
            s[p + 2] = -1;
            s[p + 3] = -1;
            s[p + 7] = -1; // hop limit
        }
        p += fixed;
        int start = 0;
        if (between > MAX_BETWEEN) {
            c.update(s, 0, p);
            c.update(buf, ipOffset + fixed, between);
            start = LRH; // reuse the space after the LRH, which stays all ones
            p = LRH;
        } else if (between > 0) {
            System.arraycopy(buf, ipOffset + fixed, s, p, between);
            p += between;
        }
        System.arraycopy(buf, udpOffset, s, p, ub);
        s[p + UdpHeader.CHECKSUM_OFFSET] = -1;
        s[p + UdpHeader.CHECKSUM_OFFSET + 1] = -1;
        s[p + UdpHeader.LENGTH + Bth.RESV8A_OFFSET] = -1;
        c.update(s, start, p + ub - start);
        int rest = icrcOffset - (udpOffset + ub);
        if (rest > 0) {
            c.update(buf, udpOffset + ub, rest);
        }
        return (int) c.getValue();
    }

    /** The ICRC value stored at {@code icrcOffset} (read least significant byte first). */
    public static int wireValue(byte[] buf, int icrcOffset) {
        return Bytes.i32le(buf, icrcOffset);
    }

    /** Writes a computed ICRC value at {@code icrcOffset}, least significant byte first. */
    public static void put(byte[] buf, int icrcOffset, int crcValue) {
        Bytes.put32le(buf, icrcOffset, crcValue & 0xffff_ffffL);
    }

    /**
     * The value as tools print the 4 ICRC bytes (tshark's {@code infiniband.invariant.crc}, scapy's
     * {@code icrc}): the wire bytes read big-endian, i.e. the CRC value byte-reversed.
     */
    public static long asPrinted(int crcValue) {
        return Integer.reverseBytes(crcValue) & 0xffff_ffffL;
    }
}
