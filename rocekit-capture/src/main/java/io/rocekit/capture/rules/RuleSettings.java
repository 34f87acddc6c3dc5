package io.rocekit.capture.rules;

/**
 * The thresholds of the capture rules, with documented defaults.
 *
 * @param stallNanos            a flow with requests outstanding that makes no progress for this
 *                              long is stalled (default {@value #DEFAULT_STALL_NANOS} ns = 1 ms)
 * @param retxStormFraction     retransmitted packets over request packets at or above which a
 *                              flow is in a retransmission storm (default 0.05)
 * @param retxStormMinPackets   and at least this many retransmitted packets (default 100), so that
 *                              one go-back-N after a single drop is not called a storm
 */
public record RuleSettings(long stallNanos, double retxStormFraction, long retxStormMinPackets) {
    public static final long DEFAULT_STALL_NANOS = 1_000_000;
    public static final double DEFAULT_RETX_STORM_FRACTION = 0.05;
    public static final long DEFAULT_RETX_STORM_MIN_PACKETS = 100;

    public RuleSettings {
        if (stallNanos <= 0) {
            throw new IllegalArgumentException("stall threshold " + stallNanos + " ns must be > 0");
        }
        if (!(retxStormFraction > 0 && retxStormFraction <= 1)) {
            throw new IllegalArgumentException("retransmission storm fraction " + retxStormFraction
                    + " must be in (0, 1]");
        }
        if (retxStormMinPackets < 1) {
            throw new IllegalArgumentException("retransmission storm minimum " + retxStormMinPackets
                    + " packets must be >= 1");
        }
    }

    public static RuleSettings defaults() {
        return new RuleSettings(DEFAULT_STALL_NANOS, DEFAULT_RETX_STORM_FRACTION, DEFAULT_RETX_STORM_MIN_PACKETS);
    }
}
