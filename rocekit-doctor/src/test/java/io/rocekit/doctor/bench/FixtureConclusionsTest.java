package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.host.bench.NcclCollective;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.RunStatus;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What each shared fixture's {@code .meta.md} says a correct analyser concludes, checked through
 * the one entry point ({@link BenchAnalysis}).
 */
class FixtureConclusionsTest {
    @Test
    void pr21OldCudaPreambleRoceGidIndex3SmallMtuFlagged() throws Exception {
        BenchReport r = BenchFixtures.analyze("perftest/perftest-pr21-use-cuda-v100-roce-mtu1024-old.txt");
        PerftestBwRun run = (PerftestBwRun) r.verdicts().get(0).run();
        assertThat(run.header().useCuda()).isTrue();
        assertThat(run.header().field("PCIe relax order")).isEmpty();
        assertThat(run.header().roce()).isTrue();
        assertThat(run.header().field("GID index")).contains("3");
        assertThat(run.header().field("local GID").flatMap(io.rocekit.host.bench.PerftestHeader::ipv4OfGid))
                .contains("10.0.21.3");
        assertThat(r.findings()).anySatisfy(f -> {
            assertThat(f.rule()).isEqualTo("perftest.mtu-small");
            assertThat(f.title()).contains("MTU 1024");
        });
    }

    @Test
    void qdrIbstatRate40IsJudgedAt32GbpsOfData() throws Exception {
        String f = "perftest/teaker-cx3-qdr-ibstat-tmux-write-bw-lat-a-mb-wrapped.txt";
        for (Optional<String> stated : List.of(Optional.<String>empty(), Optional.of("40G"))) {
            BenchReport r = BenchFixtures.analyze(stated, f);
            RunVerdict bw = r.verdicts().get(0);
            assertThat(bw.lineRateGbps()).hasValue(32.0);
            assertThat(bw.lineRateSource()).contains("8b/10b").contains("mlx4_0 port 1");
            assertThat(bw.efficiency().getAsDouble()).isGreaterThan(0.96);
            assertThat(r.findings()).noneMatch(x -> x.rule().equals("bench.below-line-rate"));
        }
    }

    @Test
    void mtuOfALatencyRunIsNotJudged() throws Exception {
        BenchReport r = BenchFixtures.analyze("perftest/teaker-cx3-qdr-ibstat-tmux-write-bw-lat-a-mb-wrapped.txt");
        assertThat(r.findings()).singleElement().satisfies(x -> {
            assertThat(x.rule()).isEqualTo("perftest.mtu-small");
            assertThat(x.title()).startsWith("ib_write_bw ");
        });
    }

    @Test
    void loopbackRunIsNotJudgedAsAFabricBandwidth() throws Exception {
        BenchReport r = BenchFixtures.analyze(Optional.of("100G"), "perftest/hns-kunpeng-read-bw-n5-loopback-kernel-bug-interleaved.txt");
        assertThat(r.verdicts()).hasSize(3).allSatisfy(v -> {
            assertThat(v.efficiency()).isEmpty();
            assertThat(v.notJudged()).hasValueSatisfying(n -> assertThat(n).startsWith("loopback: the local and remote GID"));
        });
        assertThat(r.findings()).extracting(f -> f.rule()).containsOnly("perftest.mtu-small");
    }

    @Test
    void aHandfulOfIterationsIsNotJudgedEither() throws Exception {
        // the same run with the remote GID of another host: two hosts, but only -n 5 iterations
        io.rocekit.host.artifact.TextSource s = BenchFixtures.source("perftest/hns-kunpeng-read-bw-n5-loopback-kernel-bug-interleaved.txt");
        List<String> lines = new java.util.ArrayList<>(s.lines().subList(0, 28));
        lines.set(23, lines.get(23).replace(":192:168:10:110", ":192:168:10:111"));
        BenchReport r = BenchAnalysis.analyze(List.of(new io.rocekit.host.artifact.TextSource("n5.txt", 1, lines)),
                Optional.of(io.rocekit.doctor.bench.rate.LineRate.parse("100G")));
        assertThat(r.verdicts().get(0).notJudged()).hasValueSatisfying(n -> assertThat(n).startsWith("only 5 iteration(s)"));
        assertThat(r.findings()).noneMatch(f -> f.rule().equals("bench.below-line-rate"));
    }

    @Test
    void rocmRunsGetRocmAdviceNotNvidiaTools() throws Exception {
        BenchReport perftest = BenchFixtures.analyze(Optional.of("400G"), "perftest/amd-ainic-mi355x-write-bw-use-rocm-a-mib-server-client.txt");
        BenchReport rccl = BenchFixtures.analyze(Optional.of("8x400G"), "nccl-tests/rccl-mi300x-2node-16gpu-allreduce-no-group-col-rccl2223.txt");
        for (BenchReport r : List.of(perftest, rccl)) {
            assertThat(r.findings()).isNotEmpty().allSatisfy(f -> assertThat(f.remediation()).noneSatisfy(x ->
                    assertThat(x).containsAnyOf("nvidia-smi", "nvidia_peermem", "nv_peer_mem", "--use_cuda")));
            assertThat(r.findings().get(0).remediation()).anySatisfy(x -> assertThat(x).contains("memory_peers/amdkfd"));
        }
        assertThat(perftest.findings().get(0).remediation()).anySatisfy(x -> assertThat(x).contains("--use_rocm"));
        assertThat(rccl.findings().get(0).remediation()).anySatisfy(x -> assertThat(x).contains("amd-smi topology"));
    }

    @Test
    void rcclTestsBuiltWithoutMpiAreToldTheRocmBuildLine() throws Exception {
        // before: "make MPI=1 MPI_HOME=<path> CUDA_HOME=<path> NCCL_HOME=<path>" for an MI300X run too; rccl-tests
        // builds with HIP_HOME and NCCL_HOME pointing at RCCL (ROCm/rccl-tests README)
        String nvidia = String.join("\n", BenchFixtures.source("variants/nccltests-allreduce-built-without-mpi.txt").lines());
        String amd = nvidia.replace("NVIDIA H100 80GB HBM3", "AMD Instinct MI300X");
        for (String[] c : new String[][] {{nvidia, "CUDA_HOME=<path> NCCL_HOME=<path>"},
                {amd, "HIP_HOME=<path> NCCL_HOME=<path to RCCL>"}}) {
            BenchReport r = BenchAnalysis.analyze(List.of(io.rocekit.host.artifact.TextSource.of("all_reduce.txt", c[0])),
                    Optional.empty());
            assertThat(r.findings()).filteredOn(f -> f.rule().equals("bench.single-rank")).singleElement()
                    .satisfies(f -> assertThat(f.remediation()).anySatisfy(x -> assertThat(x).contains(c[1])));
        }
    }

    @Test
    void nvidiaRunsKeepNvidiaAdvice() throws Exception {
        BenchReport r = BenchFixtures.analyze("variants/nccltests-roce-2node-h100-gdr-off-with-log.txt");
        assertThat(r.findings()).anySatisfy(f -> assertThat(f.remediation()).anySatisfy(x -> assertThat(x).contains("nvidia_peermem")));
    }

    @Test
    void postListMessageRateIsNotFlaggedAsFarBelowLineRate() throws Exception {
        BenchReport r = BenchFixtures.analyze(Optional.of("100G"), "perftest/perftest273-write-postlist-8B-msgrate.txt");
        PerftestBwRun run = (PerftestBwRun) r.verdicts().get(0).run();
        assertThat(run.rows().get(0).msgRateMpps()).hasValue(7.498617);
        assertThat(r.findings()).isEmpty();
    }

    @Test
    void awsP5PrefixColumnsPeakAndAverageOverTheWholeRun() throws Exception {
        BenchReport r = BenchFixtures.analyze(Optional.of("8x400G"), "nccl-tests/awsome-p5-2node-efa-mpi-prefix-elided.txt");
        RunVerdict v = r.verdicts().get(0);
        NcclTestsRun run = (NcclTestsRun) v.run();
        assertThat(run.rows().get(run.rows().size() - 1).outOfPlace().busBwGBps()).isEqualTo(437.79);
        assertThat(run.peakBusBwGBps()).hasValue(437.89);
        assertThat(run.avgBusBwGBps()).hasValue(52.9753);
        assertThat(v.notes()).anySatisfy(n -> assertThat(n).contains("small, latency-bound sizes"));
        // above the EFA line rate on 2 nodes: explained, not an error
        assertThat(r.findings()).isEmpty();
    }

    @Test
    void awsP5enFirstIterationOutlierAndPeak() throws Exception {
        BenchReport r = BenchFixtures.analyze("nccl-tests/awsome-p5en-topology-aware-no-group-header-elided.txt");
        RunVerdict v = r.verdicts().get(0);
        assertThat(v.notes()).anySatisfy(n -> assertThat(n).contains("first-iteration outlier").contains("983.2"));
        NcclTestsRun run = (NcclTestsRun) v.run();
        assertThat(run.peakRow().get().sizeBytes()).isEqualTo(17179869184L);
        assertThat(run.avgBusBwGBps()).hasValue(84.0569);
        assertThat(v.nodes()).isEmpty();
    }

    @Test
    void a40FourRanksAndFarBelowAnyPeerPath() throws Exception {
        BenchReport r = BenchFixtures.analyze("nccl-tests/hwnotes-a40-4gpu-sys-p2p-disabled-1g-8g.txt");
        RunVerdict v = r.verdicts().get(0);
        assertThat(v.ranks()).hasValue(4);
        assertThat(r.findings()).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("bench.below-line-rate");
            assertThat(f.remediation()).anySatisfy(s -> assertThat(s).contains("P2P disabled"));
        });
    }

    @Test
    void twoRanksOneGpuPerNodeIsBoundedByOneNic() throws Exception {
        BenchReport r = BenchFixtures.analyze(Optional.of("4x400G"), "nccl-tests/nccltests232-2node-1gpu-4nic-tree-partial.txt");
        RunVerdict v = r.verdicts().get(0);
        NcclTestsRun run = (NcclTestsRun) v.run();
        assertThat(run.rows().get(0).outOfPlace().busBwGBps()).isEqualTo(18.53);
        assertThat(run.peakBusBwGBps().getAsDouble()).isEqualTo(41.52);
        assertThat(v.ranks()).hasValue(2);
        assertThat(v.nics()).hasValue(1);
        assertThat(v.notes()).anySatisfy(n -> assertThat(n).contains("drive at most 1 NIC"));
    }

    @Test
    void h100PreambleWithTwoHostsIsAFailedRun() throws Exception {
        BenchReport r = BenchFixtures.analyze("nccl-tests/nccltests294-h100-2node-header-group-col-partial.txt");
        NcclTestsRun run = (NcclTestsRun) r.verdicts().get(0).run();
        assertThat(run.status()).isEqualTo(RunStatus.FAILED);
        assertThat(run.devices()).extracting(d -> d.host()).containsOnly("h100-2", "h100-4");
        assertThat(run.devices().get(0).pciId()).isEqualTo("0002:00:01");
        assertThat(run.setup().validation()).hasValue(1);
    }

    @Test
    void sharpIbextLogFourHcasRelaxedOrderingSixteenRanks() throws Exception {
        BenchReport r = BenchFixtures.analyze("nccl-debug-log/nccl1357-h100-net-ib-sharp-ibext.txt");
        NcclLog log = r.logs().get(0);
        assertThat(log.netDevices()).hasSize(4);
        assertThat(log.relaxedOrdering()).isTrue();
        assertThat(log.oob()).contains("ibp25s0");
        assertThat(log.externalPlugin()).isTrue();
        assertThat(log.netDevices()).allSatisfy(d -> assertThat(d.linkLayer()).isEqualTo("IB"));
        assertThat(log.nranks()).hasValue(16);
        assertThat(r.findings()).noneMatch(f -> f.rule().equals("nccl.socket-transport"));
    }

    @Test
    void efaUnsupportedFallsBackToSocketsOnTwoHosts() throws Exception {
        BenchReport r = BenchFixtures.analyze("nccl-debug-log/nccl398-efa-unsupported-falls-back-socket.txt");
        NcclTestsRun run = (NcclTestsRun) r.verdicts().get(0).run();
        assertThat(run.devices()).hasSize(2);
        assertThat(run.hostCount()).isEqualTo(2);
        assertThat(run.devices()).allSatisfy(d -> assertThat(d.gpu()).isEqualTo("Tesla V100-SXM2-32GB"));
        NcclLog log = r.logs().get(0);
        assertThat(log.versionText()).contains("2.4.8+cuda10.1");
        assertThat(log.network()).isEmpty();
        assertThat(r.findings()).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("nccl.socket-transport");
            assertThat(f.title()).contains("no GPUDirect RDMA");
        });
        assertThat(run.collective()).isNotEqualTo(Optional.of(NcclCollective.BROADCAST));
    }
}
