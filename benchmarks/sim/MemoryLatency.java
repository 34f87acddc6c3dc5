import java.util.SplittableRandom;

/**
 * How long one dependent memory read takes on this machine right now: a pointer chase over a
 * random cycle of 64-byte lines in 16 MB (about the last-level cache of a small server) and in
 * 96 MB (the state the k=32 simulation touches). scale.sh prints it before and after its runs,
 * because the simulator at cluster scale waits on such reads (docs/performance.md, issue 22) and
 * on a shared virtual machine their latency changes from one minute to the next.
 *
 * <p>Also how many random lines one core can read when the reads do not depend on each other
 * (the largest size given): what reading ahead can at best achieve, since a core keeps only so
 * many misses in flight. Here 9-10 ns per line over 96-256 MB, in C as in Java, with or without
 * prefetch instructions, and the same on each core with both reading at once (docs/performance.md,
 * "Ninth round").
 *
 * <p>Usage: {@code java benchmarks/sim/MemoryLatency.java [MB ...]} (default 16 96).
 */
public final class MemoryLatency {
    private static final int INTS_PER_LINE = 16;
    private static final int STEPS = 10_000_000;
    /** Independent reads per pass (32 MB of addresses, read in order: they stream). */
    private static final int READS = 1 << 23;

    private MemoryLatency() {
    }

    public static void main(String[] args) {
        String[] sizes = args.length > 0 ? args : new String[] {"16", "96"};
        StringBuilder line = new StringBuilder("memory latency (dependent reads, random lines):");
        for (String mb : sizes) {
            line.append(String.format(" %s MB %.0f ns;", mb, nanosPerRead(Integer.parseInt(mb))));
        }
        System.out.println(line.substring(0, line.length() - 1));
        String largest = sizes[sizes.length - 1];
        System.out.printf("memory throughput (independent reads, random lines): %s MB %.1f ns per line%n", largest,
                nanosPerIndependentRead(Integer.parseInt(largest)));
    }

    /** Nanoseconds per read of a chase over {@code mb} megabytes, after one warm-up lap. */
    static double nanosPerRead(int mb) {
        int lines = (int) ((long) mb * 1024 * 1024 / 64);
        int[] order = new int[lines];
        for (int i = 0; i < lines; i++) {
            order[i] = i;
        }
        SplittableRandom rnd = new SplittableRandom(22);
        for (int i = lines - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        int[] next = new int[lines * INTS_PER_LINE];
        for (int i = 0; i < lines; i++) {
            next[order[i] * INTS_PER_LINE] = order[(i + 1) % lines] * INTS_PER_LINE;
        }
        int p = 0;
        for (int i = 0; i < lines; i++) {
            p = next[p];
        }
        long t0 = System.nanoTime();
        for (int i = 0; i < STEPS; i++) {
            p = next[p];
        }
        long ns = System.nanoTime() - t0;
        if (p == -1) {
            System.out.print(""); // keeps the chase from being optimised away
        }
        return (double) ns / STEPS;
    }

    /**
     * Nanoseconds per read of random lines of {@code mb} megabytes whose addresses are known in
     * advance (a list of line numbers read in order): the misses overlap as far as the core allows.
     * The best of three passes, after a warm-up pass.
     */
    static double nanosPerIndependentRead(int mb) {
        int lines = (int) ((long) mb * 1024 * 1024 / 64);
        int[] data = new int[lines * INTS_PER_LINE];
        int[] at = new int[READS];
        SplittableRandom rnd = new SplittableRandom(22);
        for (int i = 0; i < READS; i++) {
            at[i] = rnd.nextInt(lines) * INTS_PER_LINE;
        }
        long sum = 0;
        double best = Double.MAX_VALUE;
        for (int pass = 0; pass < 4; pass++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < READS; i++) {
                sum += data[at[i]];
            }
            double ns = (double) (System.nanoTime() - t0) / READS;
            best = pass == 0 ? best : Math.min(best, ns);
        }
        if (sum == -1) {
            System.out.print(""); // keeps the reads from being optimised away
        }
        return best;
    }
}
