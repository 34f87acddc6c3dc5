package io.rocekit.host.collect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.testing.FakeHost;
import io.rocekit.host.snapshot.DirectorySnapshot;
import io.rocekit.host.snapshot.ItemStatus;
import io.rocekit.host.snapshot.Manifest;
import io.rocekit.host.snapshot.ManifestItem;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Collection from a host tree laid out like a GPU server's sysfs, with a scripted command runner. */
class FakeHostCollectTest {
    @TempDir
    Path tmp;

    private final List<List<String>> ran = new ArrayList<>();

    /** Pretends only lspci and ethtool are installed. */
    private CommandResult fakeRun(CommandSpec spec) {
        ran.add(spec.argv());
        return switch (spec.program()) {
            case "lspci", "ethtool" -> new CommandResult(ItemStatus.OK, OptionalInt.of(0), 3,
                    ("output of " + String.join(" ", spec.argv()) + "\n").getBytes(StandardCharsets.UTF_8), false, "");
            default -> CommandResult.notInstalled();
        };
    }

    private Manifest collect(Path out) throws Exception {
        FakeHost h = FakeHost.smallGpuServer(tmp.resolve("host"));
        List<String> progress = new ArrayList<>();
        Manifest m = new Collector(CollectOptions.live("test").withHostRoot(h.root()), this::fakeRun, progress::add)
                .collect(out);
        assertThat(progress).isNotEmpty().allMatch(l -> l.startsWith("collect: "));
        return m;
    }

    @Test
    void copiesThePciTreeAsLinksAndAttributes() throws Exception {
        Path out = tmp.resolve("snap");
        collect(out);
        DirectorySnapshot s = DirectorySnapshot.open(out);
        assertThat(s.list("sys/bus/pci/devices")).contains("0000:03:00.0.link", "0000:04:00.0.link");
        String gpu = s.link("sys/bus/pci/devices/0000:03:00.0").orElseThrow();
        assertThat(gpu).isEqualTo("sys/devices/pci0000:00/0000:00:01.0/0000:01:00.0/0000:02:00.0/0000:03:00.0");
        assertThat(s.readValue(gpu + "/class")).contains("0x030200");
        assertThat(s.readValue(gpu + "/numa_node")).contains("0");
        assertThat(s.readValue(gpu + "/current_link_speed")).contains("32.0 GT/s PCIe");
    }

    @Test
    void copiesRdmaCountersEcnSettingsAndMlx5IrqAffinity() throws Exception {
        Path out = tmp.resolve("snap");
        collect(out);
        DirectorySnapshot s = DirectorySnapshot.open(out);
        String ib = s.link("sys/class/infiniband/mlx5_0").orElseThrow();
        assertThat(s.readValue(ib + "/ports/1/hw_counters/np_cnp_sent")).contains("12");
        assertThat(s.readValue(ib + "/ports/1/counters/port_rcv_data")).contains("123456");
        assertThat(s.link(ib + "/device")).contains("sys/devices/pci0000:00/0000:00:01.0/0000:01:00.0/0000:02:01.0/0000:04:00.0");
        String net = s.link("sys/class/net/eth0").orElseThrow();
        assertThat(s.readValue(net + "/ecn/roce_np/enable/3")).contains("1");
        assertThat(s.readValue(net + "/ecn/roce_np/cnp_dscp")).contains("48");
        assertThat(s.readValue("proc/irq/121/smp_affinity_list")).contains("1");
        assertThat(s.readValue("proc/irq/130/smp_affinity_list")).as("not an mlx5 IRQ").isEmpty();
        assertThat(s.readValue("sys/devices/system/cpu/cpu0/cpufreq/scaling_governor")).contains("powersave");
        assertThat(s.readValue("proc/cmdline")).contains("BOOT_IMAGE=/vmlinuz root=/dev/sda1 iommu=pt");
    }

    @Test
    void runsPerInterfaceCommandsOnlyForRdmaInterfaces() throws Exception {
        Path out = tmp.resolve("snap");
        Manifest m = collect(out);
        assertThat(ran).contains(List.of("ethtool", "-S", "eth0"), List.of("ethtool", "-S", "eth1"),
                List.of("mlnx_qos", "-i", "eth0"), List.of("mlxconfig", "-d", "0000:04:00.0", "q"),
                List.of("mstconfig", "-d", "0000:04:00.0", "q"), List.of("lspci", "-D", "-nn", "-vvv"));
        assertThat(ran).noneMatch(a -> a.contains("lo"));
        assertThat(Files.readString(out.resolve("commands/ethtool-S.eth0.txt"))).isEqualTo("output of ethtool -S eth0\n");
        ManifestItem qos = m.items().stream().filter(i -> i.command().equals(List.of("mlnx_qos", "-i", "eth0")))
                .findFirst().orElseThrow();
        assertThat(qos.status()).isEqualTo(ItemStatus.NOT_INSTALLED);
        assertThat(qos.file()).isEmpty();
        assertThat(out.resolve("commands/mlnx_qos.eth0.txt")).doesNotExist();
    }

    @Test
    void theManifestReadsBackWithHostAndEveryItem() throws Exception {
        Path out = tmp.resolve("snap");
        Manifest written = collect(out);
        Manifest read = DirectorySnapshot.open(out).manifest().orElseThrow();
        assertThat(read).isEqualTo(written);
        assertThat(read.host()).isEqualTo("gpu-node-7");
        assertThat(read.rocekitVersion()).isEqualTo("test");
        assertThat(read.items()).anyMatch(i -> i.path().filter("/sys/kernel/mm/memory_peers/nv_mem/version"::equals).isPresent()
                && i.status() == ItemStatus.NOT_PRESENT);
        assertThat(read.items()).anyMatch(i -> i.command().equals(List.of("lspci", "-tv"))
                && i.status() == ItemStatus.OK && i.exitCode().equals(OptionalInt.of(0))
                && i.file().filter("commands/lspci-tv.txt"::equals).isPresent());
    }

    @Test
    void aLinkLeavingTheHostRootIsNotFollowed() throws Exception {
        FakeHost h = FakeHost.smallGpuServer(tmp.resolve("host"));
        Files.writeString(tmp.resolve("outside-secret"), "secret");
        h.link("sys/bus/pci/devices/0000:99:00.0", "../../../../../outside-secret-dir");
        Path out = tmp.resolve("snap");
        new Collector(CollectOptions.live("t").withHostRoot(h.root()), this::fakeRun, l -> { }).collect(out);
        DirectorySnapshot s = DirectorySnapshot.open(out);
        assertThat(s.linkText("sys/bus/pci/devices/0000:99:00.0")).contains("../../../../../outside-secret-dir");
        assertThatThrownBy(() -> s.link("sys/bus/pci/devices/0000:99:00.0")).hasMessageContaining("climbs out");
        try (var files = Files.walk(out)) {
            assertThat(files.map(Path::toString)).noneMatch(f -> f.contains("outside-secret"));
        }
    }

    @Test
    void refusesANonEmptyOutputDirectory() throws Exception {
        Path out = tmp.resolve("used");
        Files.createDirectories(out);
        Files.writeString(out.resolve("keep.txt"), "mine");
        assertThatThrownBy(() -> collect(out)).hasMessageContaining("not empty");
        assertThat(Files.readString(out.resolve("keep.txt"))).isEqualTo("mine");
    }
}
