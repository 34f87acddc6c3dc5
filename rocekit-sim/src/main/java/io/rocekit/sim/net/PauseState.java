package io.rocekit.sim.net;

import io.rocekit.sim.engine.EventLoop;
import io.rocekit.sim.engine.Time;
import io.rocekit.sim.metrics.NetProbe;
import io.rocekit.sim.topology.Wiring;
import java.math.BigInteger;

/**
 * The receiving side of PFC at every port, switch or NIC: which priorities of its egress the peer
 * has paused, since when, and (in quanta mode) until when. The sending side, which decides to
 * pause a neighbour, is the switch's ({@link Switches}).
 */
final class PauseState {
    private final EventLoop loop;
    private final NetProbe probe;
    private final int portCount;
    /** Bit p set while priority p of the port's egress is paused. */
    private final int[] pausedMask;
    private final long[] pausedSincePs;
    private final long[] pauseDeadlinePs;
    /** One pause quantum count (switch.pause-quanta x 512 bit times) at the port's rate. */
    private final long[] quantaPs;
    /** A pause lasts until the RESUME (the reference) instead of expiring after its quanta. */
    private final boolean untilResume;

    PauseState(Wiring wiring, EventLoop loop, NetProbe probe, int pauseQuanta, boolean untilResume) {
        this.loop = loop;
        this.probe = probe;
        this.untilResume = untilResume;
        portCount = wiring.portCount();
        pausedMask = new int[portCount];
        pausedSincePs = new long[portCount * 8];
        pauseDeadlinePs = new long[portCount * 8];
        quantaPs = new long[portCount];
        for (int p = 0; p < portCount; p++) {
            quantaPs[p] = quantaPs(pauseQuanta, wiring.link(p).rateBitsPerSec());
        }
    }

    int pausedMask(int port) {
        return pausedMask[port];
    }

    long quantaPs(int port) {
        return quantaPs[port];
    }

    boolean untilResume() {
        return untilResume;
    }

    /**
     * {@code port} receives PAUSE or RESUME for {@code prio}. Returns true when the priority was
     * paused and now runs again: the caller then serves the port.
     */
    boolean receive(int port, int prio, boolean pause, long nowPs) {
        int i = port * 8 + prio;
        if (pause) {
            if ((pausedMask[port] & (1 << prio)) == 0) {
                pausedMask[port] |= 1 << prio;
                pausedSincePs[i] = nowPs;
            }
            if (!untilResume) {
                pauseDeadlinePs[i] = nowPs + quantaPs[port];
                loop.scheduleAt(pauseDeadlinePs[i], Events.of(Events.PAUSE_EXPIRE, i));
            }
            return false;
        }
        return unpause(port, prio, nowPs);
    }

    /** The quanta-mode deadline of pause {@code i} (port x 8 + priority) may have come; true when it did. */
    boolean expire(int i, long nowPs) {
        return pauseDeadlinePs[i] == nowPs && unpause(i / 8, i % 8, nowPs);
    }

    private boolean unpause(int port, int prio, long nowPs) {
        int bit = 1 << prio;
        if ((pausedMask[port] & bit) == 0) {
            return false;
        }
        pausedMask[port] &= ~bit;
        probe.paused(port, prio, nowPs - pausedSincePs[port * 8 + prio]);
        return true;
    }

    /** Reports the pauses still open at the end of a run up to {@code nowPs}. */
    void close(long nowPs) {
        for (int p = 0; p < portCount; p++) {
            for (int q = 0; q < 8; q++) {
                if ((pausedMask[p] & (1 << q)) != 0) {
                    probe.paused(p, q, nowPs - pausedSincePs[p * 8 + q]);
                    pausedSincePs[p * 8 + q] = nowPs;
                }
            }
        }
    }

    /**
     * A pause of {@code pauseQuanta} x 512 bit times at {@code rateBitsPerSec}, in picoseconds. Computed
     * exactly: quanta x 512 x 10^12 exceeds a long from about 18,000 quanta (65,535, the profiles' value,
     * wrapped to a time in the past and made the event loop refuse the refresh).
     */
    static long quantaPs(int pauseQuanta, long rateBitsPerSec) {
        return BigInteger.valueOf(pauseQuanta).multiply(BigInteger.valueOf(512L * Time.PS_PER_S))
                .divide(BigInteger.valueOf(rateBitsPerSec)).longValueExact();
    }
}
