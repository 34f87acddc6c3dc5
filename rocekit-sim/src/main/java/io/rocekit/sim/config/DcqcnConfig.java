package io.rocekit.sim.config;

/**
 * DCQCN at the NICs, in simulator units, derived from the ConnectX-named knobs.
 *
 * @param alphaGain g: alpha moves by this fraction towards 1 (CNP) or 0 (no CNP)
 * @param alphaPeriodPs dce_tcp_rtt
 * @param initialAlpha alpha on the first CNP
 * @param cutScale the cut is RC x alpha x cutScale (rpg_gd 11 gives 1/2)
 * @param minDecFactor one cut keeps at least this fraction of RC (rpg_min_dec_fac / 100; 0 = no floor)
 * @param decreasePeriodPs rate_reduce_monitor_period
 * @param increaseTimerPs rpg_time_reset
 * @param byteCounterBytes rpg_byte_reset x 64 when the byte counter is on, else 0
 * @param firstCnpRateBitsPerSec rate_to_set_on_first_cnp (0 = not used)
 * @param cnpIntervalPs min_time_between_cnps
 */
public record DcqcnConfig(boolean enabled, double alphaGain, long alphaPeriodPs, double initialAlpha,
        double cutScale, double minDecFactor, long decreasePeriodPs, long increaseTimerPs, long byteCounterBytes,
        int threshold, double aiBitsPerSec, double haiBitsPerSec, double minRateBitsPerSec,
        double maxRateBitsPerSec, double firstCnpRateBitsPerSec, double firstCnpFraction, boolean clampTargetRate,
        boolean clampAfterTimeIncrease, long cnpIntervalPs, int cnpPriority, int cnpDscp,
        CnpDelivery cnpDelivery, StageRule stageRule, FirstCnp firstCnp, Decrease decrease,
        AlphaUpdate alphaUpdate) {

    /** How congestion reaches the sender. */
    public enum CnpDelivery { ACK_FLAG, PACKET }

    /** Which increase stage an increase event belongs to. */
    public enum StageRule { HPCC, MELLANOX, PAPER }

    /** What a QP's first CNP does. */
    public enum FirstCnp { HPCC, SET_RATE }

    /** When a cut happens. */
    public enum Decrease { PERIODIC, HOLDOFF, IMMEDIATE }

    /** When alpha moves. */
    public enum AlphaUpdate { PERIODIC, PAPER }
}
