package io.rocekit.host.parse.nccllog;

import java.util.List;
import java.util.Optional;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A failed RDMA work completion as NCCL's IB transport reports it, decoded: the {@code
 * ibv_wc_status} and {@code ibv_wc_opcode} names of rdma-core's {@code libibverbs/verbs.h}, the
 * vendor error (mlx5's syndrome) in decimal and hex, and the usual causes of that status.
 *
 * <p>NCCL has printed it three ways (src/transport/net_ib.cc over the years):
 * <pre>
 * NET/IB : Got completion with error 4, opcode 1, len 0, vendor err 81
 * NET/IB : Got completion from peer 10.2.0.5&lt;33092&gt; with error 12, opcode 0, len 0, vendor err 129 (Recv)
 * NET/IB: Got completion from peer 10.0.0.2&lt;51161&gt; with status=4 opcode=0 len=0 vendor err 81 (Send) ...
 * NET/IB: Got completion from peer 10.0.0.4&lt;40554&gt; with status=IBV_WC_RETRY_EXC_ERR(12) opcode=IBV_WC_RECV(128) vendor_err=129 ...
 * </pre>
 *
 * @param status    the {@code ibv_wc_status} value
 * @param opcode    the {@code ibv_wc_opcode} value
 * @param vendorErr the vendor error, as NCCL prints it (decimal)
 * @param peer      the peer's address, when printed
 */
public record IbCompletionError(int status, int opcode, long vendorErr, Optional<String> peer) {
    private static final Pattern LINE = Pattern.compile("Got completion (?:from peer (\\S+) )?with (?:error |status=)"
            + "(?:\\w{1,40}\\()?(\\d{1,9})\\)?,? opcode[ =](?:\\w{1,40}\\()?(\\d{1,9})\\)?"
            + "(?:,? len[ =]\\d{1,12})?,? vendor[ _]err[ =](\\d{1,12})");

    /** enum ibv_wc_status, in order (rdma-core libibverbs/verbs.h). */
    private static final List<String> STATUS = List.of("IBV_WC_SUCCESS", "IBV_WC_LOC_LEN_ERR", "IBV_WC_LOC_QP_OP_ERR",
            "IBV_WC_LOC_EEC_OP_ERR", "IBV_WC_LOC_PROT_ERR", "IBV_WC_WR_FLUSH_ERR", "IBV_WC_MW_BIND_ERR",
            "IBV_WC_BAD_RESP_ERR", "IBV_WC_LOC_ACCESS_ERR", "IBV_WC_REM_INV_REQ_ERR", "IBV_WC_REM_ACCESS_ERR",
            "IBV_WC_REM_OP_ERR", "IBV_WC_RETRY_EXC_ERR", "IBV_WC_RNR_RETRY_EXC_ERR", "IBV_WC_LOC_RDD_VIOL_ERR",
            "IBV_WC_REM_INV_RD_REQ_ERR", "IBV_WC_REM_ABORT_ERR", "IBV_WC_INV_EECN_ERR", "IBV_WC_INV_EEC_STATE_ERR",
            "IBV_WC_FATAL_ERR", "IBV_WC_RESP_TIMEOUT_ERR", "IBV_WC_GENERAL_ERR", "IBV_WC_TM_ERR",
            "IBV_WC_TM_RNDV_INCOMPLETE");

    /** Parses the warning in {@code line}, if the line holds one. */
    public static Optional<IbCompletionError> parse(String line) {
        if (!line.contains("Got completion")) {
            return Optional.empty();
        }
        Matcher m = LINE.matcher(line);
        if (!m.find()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new IbCompletionError(Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                    Long.parseLong(m.group(4)), Optional.ofNullable(m.group(1))));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The status name, e.g. {@code IBV_WC_LOC_PROT_ERR}. */
    public String statusName() {
        return status >= 0 && status < STATUS.size() ? STATUS.get(status) : "unknown status " + status;
    }

    /** The opcode name (enum ibv_wc_opcode: requester 0..7, responder from IBV_WC_RECV = 128). */
    public String opcodeName() {
        return switch (opcode) {
            case 0 -> "IBV_WC_SEND";
            case 1 -> "IBV_WC_RDMA_WRITE";
            case 2 -> "IBV_WC_RDMA_READ";
            case 3 -> "IBV_WC_COMP_SWAP";
            case 4 -> "IBV_WC_FETCH_ADD";
            case 5 -> "IBV_WC_BIND_MW";
            case 6 -> "IBV_WC_LOCAL_INV";
            case 7 -> "IBV_WC_TSO";
            case 128 -> "IBV_WC_RECV";
            case 129 -> "IBV_WC_RECV_RDMA_WITH_IMM";
            default -> "opcode " + opcode;
        };
    }

    /**
     * What the status means and what usually causes it (ibv_poll_cq(3) for the meanings; the
     * causes are the ones NCCL users meet on RoCE).
     */
    public String meaning() {
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
            default -> "see ibv_poll_cq(3) for " + statusName();
        };
    }

    /** One line: names, numbers and meaning. */
    public String describe() {
        return "RDMA work completion failed with " + statusName() + " (" + status + ") on " + opcodeName() + " ("
                + opcode + "), vendor error " + vendorErr + " (0x" + Long.toHexString(vendorErr) + ")"
                + peer.map(p -> ", peer " + p).orElse("") + ": " + meaning();
    }

}
