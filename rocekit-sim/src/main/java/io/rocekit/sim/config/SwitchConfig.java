package io.rocekit.sim.config;

/**
 * Switch buffer, PFC and ECN. ECN thresholds are given at {@code ecnReferenceRateBitsPerSec} and,
 * when {@code ecnScaleWithRate}, scaled linearly to each port's speed.
 */
public record SwitchConfig(long bufferBytes, long reserveBytes, double headroomBdpFactor, long headroomBytes,
        int pfcAlphaShift, boolean pfcAlphaScalesWithSpeed, long resumeOffsetBytes, boolean ackHighPriority,
        boolean pfcEnabled, boolean pauseUntilResume, int pauseQuanta, boolean ecnEnabled, boolean ecnAtDequeue,
        long kminBytes, long kmaxBytes, double pmax, long ecnReferenceRateBitsPerSec, boolean ecnScaleWithRate) {

    /** Kmin for a port of the given speed. */
    public long kminBytes(long portRateBitsPerSec) {
        return scale(kminBytes, portRateBitsPerSec);
    }

    public long kmaxBytes(long portRateBitsPerSec) {
        return scale(kmaxBytes, portRateBitsPerSec);
    }

    private long scale(long v, long rate) {
        if (!ecnScaleWithRate) {
            return v;
        }
        return Math.round(v * (rate / (double) ecnReferenceRateBitsPerSec));
    }

    /** PFC headroom of an ingress port on a link of the given rate and one-way delay. */
    public long headroomBytes(long rateBitsPerSec, long delayPs) {
        if (headroomBytes > 0) {
            return headroomBytes;
        }
        // The reference: rate x delay / 8 / 1e9 x 3 in integer arithmetic, delay in ns.
        long bdp = rateBitsPerSec * (delayPs / 1000) / 8 / 1_000_000_000L;
        return Math.round(bdp * headroomBdpFactor);
    }

    /** Dynamic-threshold shift of a port: alpha = 2^-shift. */
    public int alphaShift(long portRateBitsPerSec, long nicRateBitsPerSec) {
        int s = pfcAlphaShift;
        long r = portRateBitsPerSec;
        while (pfcAlphaScalesWithSpeed && r > nicRateBitsPerSec && s > 0) {
            s--;
            r /= 2;
        }
        return s;
    }
}
