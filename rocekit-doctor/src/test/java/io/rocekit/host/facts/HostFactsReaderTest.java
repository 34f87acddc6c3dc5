package io.rocekit.host.facts;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.rule.Evidences;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.RuleEngine;
import io.rocekit.doctor.ruleset.DoctorRules;
import io.rocekit.host.collect.CollectOptions;
import io.rocekit.host.collect.Collector;
import io.rocekit.host.collect.ProcessCommandRunner;
import io.rocekit.host.snapshot.DirectorySnapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HostFactsReaderTest {
    @TempDir
    static Path tmp;
    static HostFacts live;

    @BeforeAll
    static void collectThisHost() throws Exception {
        Path out = tmp.resolve("snap");
        new Collector(CollectOptions.live("facts-test"), new ProcessCommandRunner(), l -> { }).collect(out);
        live = HostFactsReader.read(DirectorySnapshot.open(out));
    }

    @Test
    void numaNodesOfThisHostMatchSysfs() throws Exception {
        Path nodes = Path.of("/sys/devices/system/node");
        if (!Files.isDirectory(nodes)) {
            assertThat(live.numaNodes()).isEmpty();
            return;
        }
        try (Stream<Path> s = Files.list(nodes)) {
            List<Path> dirs = s.filter(p -> p.getFileName().toString().matches("node\\d+")).toList();
            assertThat(live.numaNodes()).hasSize(dirs.size());
            for (Path d : dirs) {
                int n = Integer.parseInt(d.getFileName().toString().substring(4));
                String cpulist = Files.readString(d.resolve("cpulist")).strip();
                assertThat(live.node(n).orElseThrow().cpus()).isEqualTo(CpuSet.parse(cpulist).orElseThrow());
            }
        }
    }

    @Test
    void governorsOfThisHostMatchSysfs() throws Exception {
        Path gov = Path.of("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor");
        if (Files.isReadable(gov)) {
            assertThat(live.governors()).anySatisfy(g -> {
                assertThat(g.cpu()).isZero();
                assertThat(g.governor()).isEqualTo(readQuietly(gov));
            });
        } else {
            assertThat(live.governors()).noneMatch(g -> g.cpu() == 0);
        }
    }

    @Test
    void everyRuleRunsOnThisHostsSnapshot() {
        NodeEvidence ev = NodeEvidence.of(List.of()).with(live);
        // Whatever this host is, the rules read its facts without failing, and every finding cites them.
        new RuleEngine(DoctorRules.all()).run(ev)
                .forEach(f -> assertThat(f.evidence()).isNotEmpty());
    }

    @Test
    void constructedTreeReadsEveryKindOfFact() {
        HostFacts f = Evidences.hostFacts("untuned");
        assertThat(f.governors()).hasSize(4);
        assertThat(f.idleStates()).extracting(HostFacts.IdleState::name).contains("C1", "C1E", "C6");
        assertThat(f.numaNodes()).extracting(HostFacts.NumaNode::node).containsExactly(0, 1);
        assertThat(f.numaNodeOf(io.rocekit.host.model.PciAddress.parse("0000:18:00.0").orElseThrow())).contains(1);
        assertThat(f.irq(99).orElseThrow().affinity()).isEqualTo(CpuSet.parse("0").orElseThrow());
        assertThat(f.hugePages()).singleElement().satisfies(p -> assertThat(p.total()).isEqualTo(4096));
        assertThat(f.iommuGroupTypes()).extracting(HostFacts.Value::value).containsOnly("DMA-FQ");
        assertThat(f.roceTos()).extracting(HostFacts.Value::value).containsExactly("0");
        assertThat(f.cnpSettings()).extracting(HostFacts.Value::value).contains("3", "26");
        assertThat(f.peerMemory()).isEmpty();
        assertThat(Evidences.hostFacts("tuned").peerMemory()).containsExactly("sys/module/nvidia_peermem/version");
    }

    @Test
    void cpuSetsReadAndPrintKernelCpulists() {
        CpuSet s = CpuSet.parse("0-47,96-143").orElseThrow();
        assertThat(s.size()).isEqualTo(96);
        assertThat(s.toString()).isEqualTo("0-47,96-143");
        assertThat(CpuSet.parse("3").orElseThrow().isSubsetOf(s)).isTrue();
        assertThat(CpuSet.parse("48").orElseThrow().isSubsetOf(s)).isFalse();
        assertThat(CpuSet.parse("2-x")).isEmpty();
        assertThat(CpuSet.parse("").orElseThrow().isEmpty()).isTrue();
    }

    private static String readQuietly(Path p) {
        try {
            return Files.readString(p).strip();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
