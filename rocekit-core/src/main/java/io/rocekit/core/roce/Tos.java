package io.rocekit.core.roce;

/**
 * The IP ToS byte a RoCE sender sets for a DSCP: DSCP in the upper six bits, ECT(0) ({@code 10b})
 * in the two ECN bits, so that switches may mark congestion instead of dropping. DSCP 26 is ToS
 * 106, not 104 (26 x 4 leaves the packet Not-ECT, and ECN marking never reaches DCQCN).
 *
 * <p>Every place rocekit writes a ToS (the NIC render's {@code cma_roce_tos}/{@code NCCL_IB_TC}, the
 * doctor's fix text, the docs) takes it from here. Source: NVIDIA doroce-linux {@code doRoCE.sh}
 * ({@code cma_roce_tos -t 106}); RFC 3168 section 5 (ECT(0) = {@code 10}).
 */
public final class Tos {
    /** The ECN field value ECT(0), RFC 3168. */
    public static final int ECT0 = 0b10;

    private Tos() {
    }

    /** The ToS for {@code dscp} with ECT(0): {@code dscp x 4 + 2}; 106 for DSCP 26. */
    public static int ecnCapable(int dscp) {
        if (dscp < 0 || dscp > 63) {
            throw new IllegalArgumentException("DSCP " + dscp + " is outside 0..63");
        }
        return dscp << 2 | ECT0;
    }

    /** How the value comes about, for a comment beside it: {@code DSCP 26 x 4 + 2 (ECT(0)) = 106}. */
    public static String explain(int dscp) {
        return "DSCP " + dscp + " x 4 + 2 (ECT(0)) = " + ecnCapable(dscp);
    }
}
