package io.rocekit.sim.topology;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.sim.SimInputException;
import io.rocekit.sim.validation.Fixtures;
import org.junit.jupiter.api.Test;

class HpccTopologyReaderTest {
    @Test
    void readsTheReferenceFiles() {
        Topology ls = Fixtures.topology("ls32_topology.txt");
        assertThat(ls.nodeCount()).isEqualTo(44);
        assertThat(ls.hostIds()).hasSize(32);
        assertThat(ls.links()).hasSize(64);
        assertThat(ls.links().get(0)).isEqualTo(new Link(0, 32, 100_000_000_000L, 1_000_000));
        Topology fat = Fixtures.topology("fat320_topology.txt");
        assertThat(fat.hostIds()).hasSize(320);
        assertThat(fat.switchIds()).hasSize(56);
        assertThat(fat.links().stream().filter(l -> l.rateBitsPerSec() == 400_000_000_000L)).hasSize(160);
    }

    @Test
    void generatorsReproduceTheReferenceFiles() {
        assertThat(TopologyGenerators.leafSpine(4, 8, 8, 100_000_000_000L, 1, 1_000_000))
                .isEqualTo(Fixtures.topology("ls32_topology.txt"));
        assertThat(TopologyGenerators.threeTier(5, 4, 4, 16, 4, 100_000_000_000L, 400_000_000_000L, 1_000_000))
                .isEqualTo(Fixtures.topology("fat320_topology.txt"));
        assertThat(TopologyGenerators.star(17, 100_000_000_000L, 1_000_000))
                .isEqualTo(Fixtures.topology("incast16_topology.txt"));
    }

    @Test
    void ignoresLinesAfterTheDeclaredLinkCount() {
        Topology t = HpccTopologyReader.read("t", "3 1 2\n2\n0 2 100Gbps 1000ns 0\n1 2 100Gbps 1000ns 0\n"
                + "0 1 25Gbps 1000ns 0\n");
        assertThat(t.links()).hasSize(2);
    }

    @Test
    void reportsFileLineAndWhatWasExpected() {
        assertThatThrownBy(() -> HpccTopologyReader.read("t.txt", "3 1 2\n2\n0 2 100Gbps 1000ns 0\n"))
                .isInstanceOf(SimInputException.class).hasMessageContaining("t.txt:4: expected link 2 of 2");
        assertThatThrownBy(() -> HpccTopologyReader.read("t.txt", "3 1 1\n2\n0 2 100Gbps 1000ns 0.01\n"))
                .hasMessageContaining("t.txt:3: expected error rate 0");
        assertThatThrownBy(() -> HpccTopologyReader.read("t.txt", "3 1 1\n7\n0 2 100Gbps 1000ns 0\n"))
                .hasMessageContaining("t.txt:2: expected a node id below 3, found '7'");
        assertThatThrownBy(() -> HpccTopologyReader.read("t.txt", "3 1 1\n2\n0 2 100Gbps 1000xs 0\n"))
                .hasMessageContaining("t.txt:3: expected a delay such as 1000ns, found '1000xs'");
        assertThatThrownBy(() -> HpccTopologyReader.read("t.txt", "3 1 1\n2\n0 2 1bps 1000ns 0\n"))
                .hasMessageContaining("t.txt:3: expected a rate of at least 1Mbps, found '1bps'");
        assertThatThrownBy(() -> HpccTopologyReader.read("t.txt", "")).hasMessageContaining("t.txt:1");
        assertThatThrownBy(() -> HpccTopologyReader.read("t.txt", "x y z\n")).hasMessageContaining("t.txt:1");
    }

    @Test
    void unitsParseNs3Spellings() {
        assertThat(Units.parseRateBitsPerSec("100Gbps")).contains(100_000_000_000L);
        assertThat(Units.parseRateBitsPerSec("25Gb/s")).contains(25_000_000_000L);
        assertThat(Units.parseRateBitsPerSec("-5Gbps")).isEmpty();
        assertThat(Units.parseDurationPs("1000ns")).contains(1_000_000L);
        assertThat(Units.parseDurationPs("2.5us")).contains(2_500_000L);
        assertThat(Units.parseDurationPs("3ms")).contains(3_000_000_000L);
        assertThat(Units.parseBytes("4KiB")).contains(4096L);
        assertThat(Units.parseBytes("100KB")).contains(100_000L);
        assertThat(Units.parseBytes("32MiB")).contains(33_554_432L);
        assertThat(Units.parseBytes("1.5")).isEmpty();
    }
}
