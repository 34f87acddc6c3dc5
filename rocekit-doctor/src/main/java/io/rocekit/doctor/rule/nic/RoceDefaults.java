package io.rocekit.doctor.rule.nic;

import io.rocekit.core.roce.RoceMarking;

/**
 * The lossless RoCE recipe the NIC rules compare against, with the sources that fix it: RoCE data
 * on DSCP 26, priority 3, PFC on priority 3 only, trust DSCP; CNPs on priority 6.
 */
public final class RoceDefaults {
    /** The priority RoCE data uses (and the one PFC protects). */
    public static final int ROCE_PRIORITY = RoceMarking.DATA_PRIORITY;
    /** The DSCP RoCE data is marked with (ToS 106 with ECT(0): {@link io.rocekit.core.roce.Tos#ecnCapable}). */
    public static final int ROCE_DSCP = RoceMarking.DATA_DSCP;
    /** The priority CNPs use (NVIDIA default CNP_802P_PRIO, Network Operator roceOptimized). */
    public static final int CNP_PRIORITY = RoceMarking.CNP_PRIORITY;
    /** The DSCP CNPs are marked with (NVIDIA default cnp_dscp). */
    public static final int CNP_DSCP = RoceMarking.CNP_DSCP;

    /** Where the recipe comes from. */
    public static final String SOURCE = "NVIDIA Network Operator, NIC Configuration Operator 'roceOptimized' (PFC on "
            + "priority 3, trust dscp, ROCE_CC_PRIO_MASK=255, CNP_802P_PRIO=6): "
            + "https://docs.nvidia.com/networking/display/kubernetes2670/nic-conf-operator/configuration-details.html; "
            + "NVIDIA Cumulus Linux 'RDMA over Converged Ethernet - RoCE' (lossless: DSCP 26 -> priority 3, CNP priority 6)";

    private RoceDefaults() {
    }
}
