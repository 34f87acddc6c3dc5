package io.rocekit.host.topology;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.host.snapshot.DirectorySnapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Round 3: a snapshot whose {@code numa_node} holds more digits than an {@code int} (a copied or
 * edited tree: {@code 99999999999}) made {@code Integer.parseInt} throw out of the PCI tree
 * reader, an internal error (exit 3) for {@code doctor} and {@code topo}, and "internal error
 * while examining" for that node in {@code fleet}. It is now no NUMA node, as {@code -1} is.
 */
class SysfsNumbersTest {
    private static final String BDF = "0000:9b:00.0";

    @Test
    void aNumaNodeBeyondAnIntIsNoNodeNotAnException(@TempDir Path dir) throws Exception {
        assertThat(numaOf(dir, "99999999999")).isEmpty();
    }

    @Test
    void theKernelsMinusOneAndTextAreNoNodeAndADigitStringIsItsNode(@TempDir Path dir) throws Exception {
        assertThat(numaOf(dir.resolve("a"), "-1")).isEmpty();
        assertThat(numaOf(dir.resolve("b"), "1e309")).isEmpty();
        assertThat(numaOf(dir.resolve("c"), "1")).hasValue(1);
    }

    private static OptionalInt numaOf(Path root, String numa) throws Exception {
        Path dev = root.resolve("sys/devices/pci0000:97/0000:97:01.0/" + BDF);
        Files.createDirectories(dev);
        Files.writeString(dev.resolve("class"), "0x030200\n");
        Files.writeString(dev.resolve("vendor"), "0x10de\n");
        Files.writeString(dev.resolve("numa_node"), numa + "\n");
        Path links = Files.createDirectories(root.resolve("sys/bus/pci/devices"));
        Files.writeString(links.resolve(BDF + ".link"), "../../../devices/pci0000:97/0000:97:01.0/" + BDF + "\n");
        PciTree tree = SysfsTopology.tree(DirectorySnapshot.open(root)).orElseThrow();
        return tree.nodes().stream().filter(n -> n.address().toString().equals(BDF)).findFirst().orElseThrow()
                .numaNode();
    }
}
