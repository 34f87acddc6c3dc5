package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.RunStatus;
import io.rocekit.host.parse.nccllog.IbCompletionError;
import io.rocekit.host.parse.nccltests.NcclTestsParser;
import org.junit.jupiter.api.Test;

/** Issue 10, item 15: a run that ends in a failed RDMA completion is a failed run, decoded, not malformed input. */
class FailedCompletionTest {
    @Test
    void runEndingInACompletionErrorIsAFailedRunWithTheStatusDecoded() throws ParseException {
        NcclTestsRun run = new NcclTestsParser().parse(
                BenchFixtures.source("variants/nccltests-allreduce-ib-completion-error.txt")).runs().get(0);
        assertThat(run.rows()).hasSize(3); // the CQE hex dump is not read as rows
        assertThat(run.status()).isEqualTo(RunStatus.FAILED);
        assertThat(run.statusReason()).get().asString()
                .contains("IBV_WC_LOC_PROT_ERR (4) on IBV_WC_RDMA_WRITE (1), vendor error 81 (0x51)")
                .contains("nvidia-peermem");
        assertThat(run.errors()).anyMatch(e -> e.text().startsWith("mlx5: node-a1: got completion with error"));
    }

    @Test
    void everyWordingNcclHasUsedIsDecoded() {
        assertThat(IbCompletionError.parse("NCCL WARN NET/IB : Got completion with error 4, opcode 1, len 0, vendor err 81"))
                .get().extracting(IbCompletionError::statusName).isEqualTo("IBV_WC_LOC_PROT_ERR");
        IbCompletionError peer = IbCompletionError.parse("NCCL WARN NET/IB : Got completion from peer 10.2.0.5<33092>"
                + " with error 12, opcode 0, len 0, vendor err 129 (Recv)").orElseThrow();
        assertThat(peer.describe()).contains("IBV_WC_RETRY_EXC_ERR (12) on IBV_WC_SEND (0)", "0x81", "peer 10.2.0.5<33092>");
        assertThat(IbCompletionError.parse("NET/IB: Got completion from peer 10.0.0.2<51161> with status=4 opcode=0"
                + " len=0 vendor err 81 (Send) hca mlx5_0")).get().extracting(IbCompletionError::status).isEqualTo(4);
        IbCompletionError named = IbCompletionError.parse("NET/IB: Got completion from peer 10.1.1.4<40554> with"
                + " status=IBV_WC_RETRY_EXC_ERR(12) opcode=IBV_WC_RECV_RDMA_WITH_IMM(129) vendor_err=129 hca mlx5_1")
                .orElseThrow();
        assertThat(named.opcodeName()).isEqualTo("IBV_WC_RECV_RDMA_WITH_IMM");
        assertThat(IbCompletionError.parse("NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE")).isEmpty();
    }
}
