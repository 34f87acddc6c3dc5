package io.rocekit.sim.net;

/**
 * The congestion point's RED-style ECN marking rule (DCQCN paper; the reference's ShouldSendCN):
 * never at or below Kmin, always above Kmax, and with probability Pmax·(q − Kmin)/(Kmax − Kmin)
 * in between, on the instantaneous queue length q of the (port, priority) queue.
 */
public final class Red {
    private Red() {
    }

    public static double markProbability(long queueBytes, long kminBytes, long kmaxBytes, double pmax) {
        if (queueBytes > kmaxBytes) {
            return 1.0;
        }
        if (queueBytes > kminBytes) {
            return pmax * (queueBytes - kminBytes) / (double) (kmaxBytes - kminBytes);
        }
        return 0.0;
    }
}
