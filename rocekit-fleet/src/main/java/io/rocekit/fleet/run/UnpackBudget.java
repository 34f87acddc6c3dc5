package io.rocekit.fleet.run;

import io.rocekit.host.snapshot.ArchiveSnapshot;
import io.rocekit.host.snapshot.SnapshotException;
import java.util.ArrayDeque;

/**
 * The bytes of snapshot archives held in memory by all the threads of one process together. An
 * archive may unpack to hundreds of MiB within its own limits; eight threads each holding one ran
 * out of memory. Each task takes a {@link Lease} for the life of its node (reading and examining
 * it) and admits an entry's bytes before reading them: a task whose bytes do not fit waits until
 * another task ends, except the oldest task, which always proceeds, so the fleet always makes
 * progress. Held bytes therefore stay under the capacity plus one archive's limit.
 */
public final class UnpackBudget {
    /** The process's budget: a quarter of the heap (a node's examination needs some more besides its bytes). */
    public static final UnpackBudget SHARED = new UnpackBudget(Runtime.getRuntime().maxMemory() / 4);

    private final long capacityBytes;
    private final ArrayDeque<Lease> open = new ArrayDeque<>();
    private long heldBytes;
    private long peakBytes;

    public UnpackBudget(long capacityBytes) {
        if (capacityBytes <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacityBytes);
        }
        this.capacityBytes = capacityBytes;
    }

    /** A lease for one task, to close when the task's node is done. */
    public synchronized Lease lease() {
        Lease l = new Lease();
        open.addLast(l);
        return l;
    }

    /** The most bytes held at once so far. */
    public synchronized long peakBytes() {
        return peakBytes;
    }

    /** The bytes held now. */
    public synchronized long heldBytes() {
        return heldBytes;
    }

    /** One task's share: what it admitted, given back on {@link #close()}. */
    public final class Lease implements ArchiveSnapshot.Admission, AutoCloseable {
        private long held;

        private Lease() {
        }

        @Override
        public void admit(long bytes) throws SnapshotException {
            synchronized (UnpackBudget.this) {
                while (heldBytes + bytes > capacityBytes && open.peekFirst() != this) {
                    try {
                        UnpackBudget.this.wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new SnapshotException("interrupted while waiting for memory to read the archive");
                    }
                }
                heldBytes += bytes;
                held += bytes;
                peakBytes = Math.max(peakBytes, heldBytes);
            }
        }

        @Override
        public void close() {
            synchronized (UnpackBudget.this) {
                heldBytes -= held;
                held = 0;
                open.remove(this);
                UnpackBudget.this.notifyAll();
            }
        }
    }
}
