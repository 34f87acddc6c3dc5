package io.rocekit.sim.topology;

/**
 * The 32-bit MurmurHash3 of a 12-byte key (source IP, destination IP, source port | destination
 * port << 16, each a little-endian 32-bit word) with the switch's seed: the same function and key
 * layout the HPCC simulator uses for ECMP, so the same flows take the same paths.
 */
public final class EcmpHash {
    private static final int C1 = 0xcc9e2d51;
    private static final int C2 = 0x1b873593;

    private EcmpHash() {
    }

    public static int hash(int srcIp, int dstIp, int srcPort, int dstPort, int seed) {
        int h = seed;
        h = mix(h, srcIp);
        h = mix(h, dstIp);
        h = mix(h, (srcPort & 0xffff) | (dstPort << 16));
        h ^= 12;
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return h;
    }

    private static int mix(int h, int k) {
        k *= C1;
        k = Integer.rotateLeft(k, 15);
        k *= C2;
        h ^= k;
        h = Integer.rotateLeft(h, 13);
        return h * 5 + 0xe6546b64;
    }

    /** The IPv4 address the HPCC simulator gives host {@code node}: 11.x.y.1. */
    public static int hostIp(int node) {
        return 0x0b000001 + ((node / 256) * 0x00010000) + ((node % 256) * 0x00000100);
    }

    /** Index into a list of {@code n} next hops: the unsigned hash modulo n. */
    public static int pick(int hash, int n) {
        return (int) (Integer.toUnsignedLong(hash) % n);
    }
}
