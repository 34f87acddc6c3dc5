package io.rocekit.host.parse.nccllog;

import io.rocekit.host.bench.WcStatus;
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
        return WcStatus.name(status);
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

    /** What the status means and what usually causes it ({@link WcStatus#meaning(int)}). */
    public String meaning() {
        return WcStatus.meaning(status);
    }

    /** One line: names, numbers and meaning. */
    public String describe() {
        return "RDMA work completion failed with " + statusName() + " (" + status + ") on " + opcodeName() + " ("
                + opcode + "), vendor error " + vendorErr + " (0x" + Long.toHexString(vendorErr) + ")"
                + peer.map(p -> ", peer " + p).orElse("") + ": " + meaning();
    }

}
