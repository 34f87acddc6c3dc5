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
    /**
     * The slowest link: 1 Mb/s. A PFC pause of 65,535 quanta then lasts 33.6 s and a 9 KB frame 72 ms,
     * well inside {@link #MAX_TIME_PS}; at a few b/s the pause alone outgrew the clock.
     */
    public static final long MIN_RATE_BITS_PER_SEC = 1_000_000L;
    /** The most flows one run holds (each costs a few hundred bytes of state). */
    public static final int MAX_FLOWS = 10_000_000;
    /** The most nodes (hosts and switches) of a fabric. */
    public static final int MAX_NODES = 1_000_000;
    /** Bytes of route state per (attachment switch, switch) pair: a reference to a shared port list. */
    public static final long ROUTE_BYTES_PER_SWITCH_PAIR = 4;
    /** Bytes of route state per pair of attachment switches: hops, delay, serialisation, bottleneck. */
    public static final long ROUTE_BYTES_PER_ROOT_PAIR = 28;

    private SimLimits() {
    }

    /**
     * Fails when routes for {@code switches} switches, {@code roots} of which have hosts attached,
     * would not fit in this JVM's heap (at most 60 % of it, the rest is for queues, packets and
     * results). Routes are held per attachment switch, not per host (see {@code Routing}).
     */
    public static void checkRouteMemory(long roots, long switches) {
        long max = Runtime.getRuntime().maxMemory();
        long need = roots * switches * ROUTE_BYTES_PER_SWITCH_PAIR + roots * roots * ROUTE_BYTES_PER_ROOT_PAIR;
        long budget = max / 10 * 6;
        boolean fitsArrays = roots * switches < Integer.MAX_VALUE - 8 && roots * roots < Integer.MAX_VALUE - 8;
        if (need > budget || !fitsArrays) {
            throw new SimInputException("a fabric of " + switches + " switches, " + roots + " of them with hosts"
                    + " attached, needs about " + need / (1L << 20) + " MiB for its routes (" + ROUTE_BYTES_PER_SWITCH_PAIR
                    + " bytes per pair of a switch with hosts and any switch, " + ROUTE_BYTES_PER_ROOT_PAIR
                    + " per pair of switches with hosts); this JVM's heap is " + max / (1L << 20)
                    + " MiB: simulate a smaller fabric or give more heap (ROCEKIT_JAVA_OPTS=-Xmx...)");
        }
    }
}
