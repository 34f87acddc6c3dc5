package io.rocekit.core.roce;

/**
 * NVIDIA's default marking of lossless RoCE, the one answer every part of rocekit gives when no
 * intent says otherwise: RoCE data on DSCP 26 (ToS {@link Tos#ecnCapable} 106), priority 3 with PFC;
 * CNPs on DSCP 48, priority 6 (a strict queue on the switch). The doctor's defaults and fix texts,
 * the fabric intent's defaults and NIC script, and the capture rules' fixes all take them from here.
 *
 * <p>Sources: NVIDIA doroce-linux {@code doRoCE.sh} (trust dscp, PFC 3, {@code cma_roce_tos -t 106});
 * NVIDIA "DCQCN Parameters" ({@code cnp_dscp} default 48, {@code cnp_802p_prio} default 6); NVIDIA
 * Network Operator roceOptimized (PFC on priority 3, CNP_802P_PRIO=6).
 */
public final class RoceMarking {
    /** The DSCP of RoCE data. */
    public static final int DATA_DSCP = 26;
    /** The priority RoCE data uses, the one PFC protects (DSCP 26 under the default DSCP>>3 map). */
    public static final int DATA_PRIORITY = 3;
    /** The DSCP of CNPs ({@code roce_np/cnp_dscp}, {@code CNP_DSCP_P1}). */
    public static final int CNP_DSCP = 48;
    /** The priority of CNPs ({@code roce_np/cnp_802p_prio}, {@code CNP_802P_PRIO_P1}). */
    public static final int CNP_PRIORITY = 6;

    private RoceMarking() {
    }

    /** The ToS byte RoCE data is sent with: {@link #DATA_DSCP} with ECT(0), 106. */
    public static int dataTos() {
        return Tos.ecnCapable(DATA_DSCP);
    }
}
