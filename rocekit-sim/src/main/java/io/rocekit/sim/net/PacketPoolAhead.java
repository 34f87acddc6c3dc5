package io.rocekit.sim.net;

import io.rocekit.sim.traffic.Flow;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * The packet pool's first array, allocated on another thread while the caller computes routes
 * and builds the rest of the fabric. At cluster scale that array is the largest thing the
 * simulator allocates (k=32 permutation: 69 MB), and allocating it is mostly the kernel backing
 * fresh pages (first touch): on a virtual machine whose host must back them again, most of a
 * second of the set-up (k=32: the loop started 0.8 s earlier), on a core the simulation does not
 * use yet (docs/performance.md, issue 22).
 *
 * <p>With the serial collector the array should be allocated in the old generation directly
 * ({@code -XX:PretenureSizeThreshold}, set by the launcher for {@code sim}); in the young
 * generation the first collection would copy it into fresh pages, on the simulation's time.
 */
public final class PacketPoolAhead {
    private final int slots;
    private final FutureTask<int[]> task;

    private PacketPoolAhead(int slots) {
        this.slots = slots;
        task = new FutureTask<>(() -> PacketPool.newArray(slots));
    }

    /** Starts allocating the pool for {@code flows} (see {@link Network#initialPacketSlots}). */
    public static PacketPoolAhead start(List<Flow> flows, int mtuBytes) {
        PacketPoolAhead ahead = new PacketPoolAhead(
                Network.initialPacketSlots(flows.toArray(new Flow[0]), mtuBytes));
        Thread t = new Thread(ahead.task, "rocekit-sim-pool");
        t.setDaemon(true);
        t.start();
        return ahead;
    }

    /** The allocated array, waiting for it if need be; the caller's thread allocates it if that failed. */
    int[] take() {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    return PacketPool.newArray(slots); // e.g. OutOfMemoryError there: raised here, as before
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
