package io.rocekit.host.facts;

import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/** A set of CPU ids, read from and printed as a kernel cpulist ({@code 0-47,96-143}). */
public final class CpuSet {
    private final BitSet bits;

    private CpuSet(BitSet bits) {
        this.bits = (BitSet) bits.clone();
    }

    /** Parses a cpulist; empty when the text is not one. An empty string is the empty set. */
    public static Optional<CpuSet> parse(String text) {
        BitSet b = new BitSet();
        String t = text.strip();
        if (t.isEmpty()) {
            return Optional.of(new CpuSet(b));
        }
        for (String part : t.split(",")) {
            String[] r = part.strip().split("-");
            try {
                if (r.length == 1) {
                    b.set(Integer.parseInt(r[0]));
                } else if (r.length == 2) {
                    int lo = Integer.parseInt(r[0]);
                    int hi = Integer.parseInt(r[1].split(":")[0]);
                    if (hi < lo || hi > 1 << 16) {
                        return Optional.empty();
                    }
                    b.set(lo, hi + 1);
                } else {
                    return Optional.empty();
                }
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
        return Optional.of(new CpuSet(b));
    }

    /** The set of these CPUs. */
    public static CpuSet of(List<Integer> cpus) {
        BitSet b = new BitSet();
        cpus.forEach(b::set);
        return new CpuSet(b);
    }

    public boolean contains(int cpu) {
        return bits.get(cpu);
    }

    public boolean isEmpty() {
        return bits.isEmpty();
    }

    public int size() {
        return bits.cardinality();
    }

    /** True when every CPU of this set is in {@code other}. */
    public boolean isSubsetOf(CpuSet other) {
        BitSet b = (BitSet) bits.clone();
        b.andNot(other.bits);
        return b.isEmpty();
    }

    /** The CPUs of this set that are not in {@code other}. */
    public CpuSet minus(CpuSet other) {
        BitSet b = (BitSet) bits.clone();
        b.andNot(other.bits);
        return new CpuSet(b);
    }

    public boolean intersects(CpuSet other) {
        return bits.intersects(other.bits);
    }

    /** The kernel cpulist form: {@code 0-3,8}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        int i = bits.nextSetBit(0);
        while (i >= 0) {
            int end = bits.nextClearBit(i) - 1;
            if (sb.length() > 0) {
                sb.append(',');
            }
            sb.append(i);
            if (end > i) {
                sb.append('-').append(end);
            }
            i = bits.nextSetBit(end + 1);
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CpuSet c && c.bits.equals(bits);
    }

    @Override
    public int hashCode() {
        return bits.hashCode();
    }
}
