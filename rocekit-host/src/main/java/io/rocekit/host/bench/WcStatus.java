package io.rocekit.host.bench;

import java.util.List;

/**
 * An RDMA work completion status ({@code enum ibv_wc_status} of rdma-core's {@code
 * libibverbs/verbs.h}): its name and what it usually means. Shared by every tool that prints the
 * number: NCCL's {@code Got completion ... with error 12}, perftest's {@code Failed status 12}.
 */
public final class WcStatus {
    /** enum ibv_wc_status, in order (rdma-core libibverbs/verbs.h). */
    private static final List<String> NAMES = List.of("IBV_WC_SUCCESS", "IBV_WC_LOC_LEN_ERR", "IBV_WC_LOC_QP_OP_ERR",
            "IBV_WC_LOC_EEC_OP_ERR", "IBV_WC_LOC_PROT_ERR", "IBV_WC_WR_FLUSH_ERR", "IBV_WC_MW_BIND_ERR",
            "IBV_WC_BAD_RESP_ERR", "IBV_WC_LOC_ACCESS_ERR", "IBV_WC_REM_INV_REQ_ERR", "IBV_WC_REM_ACCESS_ERR",
            "IBV_WC_REM_OP_ERR", "IBV_WC_RETRY_EXC_ERR", "IBV_WC_RNR_RETRY_EXC_ERR", "IBV_WC_LOC_RDD_VIOL_ERR",
            "IBV_WC_REM_INV_RD_REQ_ERR", "IBV_WC_REM_ABORT_ERR", "IBV_WC_INV_EECN_ERR", "IBV_WC_INV_EEC_STATE_ERR",
            "IBV_WC_FATAL_ERR", "IBV_WC_RESP_TIMEOUT_ERR", "IBV_WC_GENERAL_ERR", "IBV_WC_TM_ERR",
            "IBV_WC_TM_RNDV_INCOMPLETE");

    /**
     * What {@code ibv_wc_status_str()} prints for each status, in enum order (rdma-core
     * libibverbs/enum_strs.c): the text perftest prints since linux-rdma/perftest PR #342 instead of
     * the number.
     */
    private static final List<String> DESCRIPTIONS = List.of("success", "local length error", "local QP operation error",
            "local EE context operation error", "local protection error", "Work Request Flushed Error",
            "memory management operation error", "bad response error", "local access error", "remote invalid request error",
            "remote access error", "remote operation error", "transport retry counter exceeded", "RNR retry counter exceeded",
            "local RDD violation error", "remote invalid RD request", "aborted error", "invalid EE context number",
            "invalid EE context state", "fatal error", "response timeout error", "general error", "TM error",
            "TM software rendezvous");

    private WcStatus() {
    }

    /** The status whose {@code ibv_wc_status_str()} text this is (case and outer blanks ignored). */
    public static java.util.OptionalInt byDescription(String text) {
        String t = text.strip();
        for (int i = 0; i < DESCRIPTIONS.size(); i++) {
            if (DESCRIPTIONS.get(i).equalsIgnoreCase(t)) {
                return java.util.OptionalInt.of(i);
            }
        }
        return java.util.OptionalInt.empty();
    }

    /** The status name, e.g. {@code IBV_WC_RETRY_EXC_ERR} for 12. */
    public static String name(int status) {
        return status >= 0 && status < NAMES.size() ? NAMES.get(status) : "unknown status " + status;
    }

    /**
     * What the status means and what usually causes it (ibv_poll_cq(3) for the meanings; the
     * causes are the ones NCCL users meet on RoCE).
     */
    public static String meaning(int status) {
        return switch (status) {
            case 1 -> "local length error: a received message was longer than the posted receive buffer";
            case 2 -> "local QP operation error: an internal QP consistency error (a malformed work request)";
            case 4 -> "local protection error: the buffer of the request is not inside a memory region valid for it."
                    + " Usual causes: GPU memory that the NIC cannot reach (GPUDirect RDMA not working: the"
                    + " nvidia-peermem module not loaded, or DMA-BUF unsupported), or memory freed or"
                    + " deregistered while in flight";
            case 5 -> "work request flushed: the QP had already gone to the error state; look for the first,"
                    + " different error before this one";
            case 8 -> "local access error: a protection error on a local buffer of an incoming RDMA operation";
            case 9 -> "remote invalid request: the peer found the request invalid (message too long, operation"
                    + " not supported by its QP)";
            case 10 -> "remote access error: the peer refused the RDMA access (wrong rkey, memory region"
                    + " permissions, or an address outside the region)";
            case 11 -> "remote operation error: the peer could not complete the operation (its QP or memory failed)";
            case 12 -> "transport retry counter exceeded: the peer never acknowledged. Usual causes: the peer"
                    + " process died or its QP is in error, the link or a switch port is down, packets dropped on"
                    + " a lossy class (PFC or ECN misconfigured), or a wrong GID index or route between the hosts";
            case 13 -> "RNR retry counter exceeded: the peer had no receive buffer posted for too long";
            case 15 -> "remote invalid RD request: the peer refused an RDMA READ or atomic (too many outstanding)";
            case 19 -> "fatal error: the device or driver failed";
            case 20 -> "response timeout";
            case 21 -> "general error";
            default -> "see ibv_poll_cq(3) for " + name(status);
        };
    }
}
