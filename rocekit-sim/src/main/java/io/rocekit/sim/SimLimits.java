package io.rocekit.sim;

/**
 * The ranges the simulator holds, checked when inputs are read so that a value it cannot hold is
 * an input error naming the limit, never an overflow of the clock mid-run or an out-of-memory
 * after minutes.
 *
 * <p>The clock counts picoseconds in a signed 64-bit integer (2^63 ps, about 106 days); keeping
 * every time and delay within {@link #MAX_TIME_PS} leaves room for millions of them to be added
 * without overflow.
 */
public final class SimLimits {
    /** The longest time, delay, start or duration: 1000 s in picoseconds. */
    public static final long MAX_TIME_PS = 1_000L * 1_000_000_000_000L;
    /** Text of {@link #MAX_TIME_PS} for messages. */
    public static final String MAX_TIME_TEXT = "1000 s (the simulator's clock counts picoseconds in 64 bits)";
    /** The largest flow or message: 1 TB. */
    public static final long MAX_FLOW_BYTES = 1_000_000_000_000L;
    /** The fastest link: 10 Tb/s. */
    public static final long MAX_RATE_BITS_PER_SEC = 10_000_000_000_000L;
    /** The most flows one run holds (each costs a few hundred bytes of state). */
    public static final int MAX_FLOWS = 10_000_000;
    /** The most nodes (hosts and switches) of a fabric. */
    public static final int MAX_NODES = 1_000_000;
    /** Bytes of route state per (node, host) pair, measured from {@code Routing}'s arrays. */
    public static final long ROUTE_BYTES_PER_PAIR = 28;

    private SimLimits() {
    }

    /**
     * Fails when routes for {@code nodes} nodes and {@code hosts} hosts would not fit in this JVM's
     * heap (at most 60 % of it, the rest is for queues, packets and results).
     */
    public static void checkRouteMemory(long nodes, long hosts) {
        long max = Runtime.getRuntime().maxMemory();
        long need = nodes * hosts * ROUTE_BYTES_PER_PAIR;
        long budget = max / 10 * 6;
        if (need > budget) {
            long fit = (long) Math.sqrt(budget / (double) ROUTE_BYTES_PER_PAIR);
            throw new SimInputException("a fabric of " + nodes + " nodes and " + hosts + " hosts needs about "
                    + need / (1L << 20) + " MiB for its routes (" + ROUTE_BYTES_PER_PAIR + " bytes per node and host"
                    + " pair); this JVM's heap is " + max / (1L << 20) + " MiB, enough for about " + fit
                    + " hosts: simulate a smaller fabric or give more heap (ROCEKIT_JAVA_OPTS=-Xmx...)");
        }
    }
}
