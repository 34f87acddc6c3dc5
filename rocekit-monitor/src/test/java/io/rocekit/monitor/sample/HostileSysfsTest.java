package io.rocekit.monitor.sample;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.monitor.prometheus.Exporter;
import io.rocekit.monitor.prometheus.SysfsCollector;
import io.rocekit.monitor.testing.RoceTree;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The sysfs walker on trees built to break it (issue: monitor on hostile and broken input). */
class HostileSysfsTest {
    @TempDir
    Path dir;

    private static Sample sample(Path sys) {
        return new Sampler(sys, EthtoolStats.none()).sample();
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aDeviceLinkLeavingTheRootIsNotFollowedAndItsContentNeverPrinted() throws Exception {
        Path outside = dir.resolve("outside/mlx5_9");
        Files.createDirectories(outside.resolve("ports/1"));
        Files.writeString(outside.resolve("ports/1/state"), "SECRET-LINE-OF-AN-OUTSIDE-FILE\n");
        Files.writeString(outside.resolve("board_id"), "SECRET-BOARD\n");
        Path sys = dir.resolve("root/sys");
        Files.createDirectories(sys.resolve("class/infiniband"));
        Files.createSymbolicLink(sys.resolve("class/infiniband/mlx5_9"), Path.of("../../../../outside/mlx5_9"));
        Sample s = sample(sys);
        assertThat(s.ports()).isEmpty();
        assertThat(s.devices()).allSatisfy(d -> assertThat(d.boardId()).isEmpty());
        assertThat(String.join("\n", s.notes())).doesNotContain("SECRET");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aFifoInTheTreeIsRefusedWithoutBlocking() throws Exception {
        RoceTree tree = new RoceTree(dir);
        Path fifo = tree.portDir().resolve("hw_counters/np_cnp_sent");
        Files.delete(fifo);
        mkfifo(fifo);
        Sample s = sample(tree.sysfs());
        assertThat(s.ports()).singleElement().satisfies(p -> assertThat(p.hwCounters()).doesNotContainKey("np_cnp_sent")
                .containsKey("out_of_buffer"));
        assertThat(s.notes()).anyMatch(n -> n.startsWith("/sys/class/infiniband/mlx5_0/ports/1/hw_counters/np_cnp_sent: ")
                && n.contains("FIFO"));
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void withAFifoTheExporterBindsAndEveryScrapeAnswers() throws Exception {
        RoceTree tree = new RoceTree(dir);
        mkfifo(tree.portDir().resolve("hw_counters/appeared_later"));
        try (Exporter e = Exporter.start("127.0.0.1", 0, new SysfsCollector(new Sampler(tree.sysfs(), EthtoolStats.none()),
                x -> { }))) {
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
            for (int i = 0; i < 3; i++) {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + e.port()
                        + "/metrics")).timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
                assertThat(r.statusCode()).isEqualTo(200);
                assertThat(r.body()).contains("rocekit_infiniband_out_of_buffer_drops_total")
                        .contains("rocekit_monitor_sample_notes 1.0");
            }
        }
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aTreeOfLinksDoesNotMultiplyTheEntryBound() throws Exception {
        // 4,095 device links to one device whose 4,096 ports link to one directory (a 284 KB tree)
        Path sys = dir.resolve("sys");
        Path dev = sys.resolve("devices/d");
        Path port = sys.resolve("devices/p");
        Files.createDirectories(dev.resolve("ports"));
        Files.createDirectories(port.resolve("counters"));
        Files.writeString(port.resolve("state"), "4: ACTIVE\n");
        Files.writeString(port.resolve("counters/port_rcv_data"), "1\n");
        Files.createDirectories(sys.resolve("class/infiniband"));
        for (int i = 0; i < 4095; i++) {
            Files.createSymbolicLink(sys.resolve("class/infiniband/mlx5_" + i), Path.of("../../devices/d"));
        }
        for (int i = 1; i <= 4096; i++) {
            Files.createSymbolicLink(dev.resolve("ports/" + i), Path.of("../../p"));
        }
        long t0 = System.nanoTime();
        Sample s = sample(sys);
        assertThat((System.nanoTime() - t0) / 1e9).as("seconds for one sample").isLessThan(45);
        assertThat(s.ports().size()).isLessThanOrEqualTo(Sampler.MAX_TOTAL_ENTRIES);
        assertThat(s.notes()).anyMatch(n -> n.contains("reached its bound of " + Sampler.MAX_TOTAL_ENTRIES + " entries"));
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aCounterFileThatIsALinkIsNotOpenedEvenWhenItStaysInsideTheRoot() throws Exception {
        RoceTree tree = new RoceTree(dir);
        Path outside = dir.resolve("outside");
        Files.writeString(Files.createDirectories(outside).resolve("secret"), "777\n");
        Files.writeString(tree.sysfs().resolve("inside"), "888\n");
        Path counters = tree.portDir().resolve("hw_counters");
        Files.createSymbolicLink(counters.resolve("np_ecn_marked_roce_packets_out"), outside.resolve("secret"));
        Files.delete(counters.resolve("out_of_buffer"));
        Files.createSymbolicLink(counters.resolve("out_of_buffer"), tree.sysfs().resolve("inside"));
        Sample s = sample(tree.sysfs());
        assertThat(s.ports()).singleElement().satisfies(p -> assertThat(p.hwCounters())
                .doesNotContainKeys("np_ecn_marked_roce_packets_out", "out_of_buffer").containsKey("np_cnp_sent")
                .doesNotContainValue(777L).doesNotContainValue(888L));
        assertThat(s.notes()).contains(
                "/sys/class/infiniband/mlx5_0/ports/1/hw_counters/out_of_buffer: a symbolic link, not read",
                "/sys/class/infiniband/mlx5_0/ports/1/hw_counters/np_ecn_marked_roce_packets_out: a symbolic link, not read");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aCounterDirectoryLinkingOutsideTheRootIsNotListedOrRead() throws Exception {
        RoceTree tree = new RoceTree(dir);
        Path outside = Files.createDirectories(dir.resolve("outside/hw"));
        Files.writeString(outside.resolve("out_of_buffer"), "424242\n");
        Path hw = tree.portDir().resolve("hw_counters");
        try (var files = Files.list(hw)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(hw);
        Files.createSymbolicLink(hw, Path.of("../../../../../../../../outside/hw"));
        Sample s = sample(tree.sysfs());
        assertThat(s.ports()).singleElement().satisfies(p -> {
            assertThat(p.hwCounters()).isEmpty();
            assertThat(p.counters()).containsKey("port_rcv_data"); // the port's other directories are still read
        });
        assertThat(String.join("\n", s.notes())).doesNotContain("424242");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aDanglingLinkWhereAnAttributeWasExpectedIsANoteNotAnAbsentFile() throws Exception {
        RoceTree tree = new RoceTree(dir);
        Path state = tree.portDir().resolve("state");
        Files.delete(state);
        Files.createSymbolicLink(state, Path.of("no-such-file"));
        Sample s = sample(tree.sysfs());
        assertThat(s.ports()).singleElement().satisfies(p -> assertThat(p.state()).isEmpty());
        assertThat(s.notes()).anyMatch(n -> n.startsWith("/sys/class/infiniband/mlx5_0/ports/1/state: ")
                && n.contains("symbolic link"));
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void absentAttributesAndCounterDirectoriesAreNoNotesAndTheRestIsRead() throws Exception {
        RoceTree tree = new RoceTree(dir);
        Files.delete(tree.portDir().resolve("rate"));
        Files.delete(tree.portDir().resolve("link_layer"));
        deleteTree(tree.portDir().resolve("hw_counters"));
        Sample s = sample(tree.sysfs());
        assertThat(s.ports()).singleElement().satisfies(p -> {
            assertThat(p.rateText()).isEmpty();
            assertThat(p.linkLayer()).isEmpty();
            assertThat(p.hwCounters()).isEmpty();
            assertThat(p.state()).isPresent();
            assertThat(p.counters()).containsKey("port_rcv_data");
        });
        assertThat(s.notes()).noneMatch(n -> n.contains("/ports/1/rate") || n.contains("link_layer")
                || n.contains("hw_counters"));
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void twoPortsReadThroughOneReusedBufferKeepTheirOwnValues() throws Exception {
        RoceTree tree = new RoceTree(dir);
        Path second = tree.portDir().resolveSibling("2");
        Files.createDirectories(second.resolve("counters"));
        Files.writeString(second.resolve("state"), "1: DOWN\n");
        Files.writeString(second.resolve("counters/port_rcv_data"), "7\n");
        tree.ib("port_rcv_data", 123_456_789_012L);
        Sample s = sample(tree.sysfs());
        assertThat(s.ports()).hasSize(2);
        assertThat(s.ports().get(0).counters()).containsEntry("port_rcv_data", 123_456_789_012L);
        assertThat(s.ports().get(1).counters()).containsEntry("port_rcv_data", 7L);
        assertThat(s.ports().get(1).state()).hasValue(new PortState(1, "DOWN"));
    }

    private static void deleteTree(Path p) throws java.io.IOException {
        try (var walk = Files.walk(p)) {
            for (Path q : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(q);
            }
        }
    }

    @Test
    void aDirectoryWhereACounterFileWasExpectedIsANoteNotAValue() throws Exception {
        RoceTree tree = new RoceTree(dir);
        Files.createDirectories(tree.portDir().resolve("counters/port_xmit_wait_dir"));
        Sample s = sample(tree.sysfs());
        assertThat(s.ports()).singleElement().satisfies(p -> assertThat(p.counters())
                .doesNotContainKey("port_xmit_wait_dir").containsKey("port_xmit_wait"));
        assertThat(s.notes()).contains("/sys/class/infiniband/mlx5_0/ports/1/counters/port_xmit_wait_dir: a directory, not read");
    }

    @Test
    void aNewlineInAStateFileCannotForgeARow() throws Exception {
        RoceTree tree = new RoceTree(dir);
        tree.state("4: ACTIVE\nmlx5_9/1     evil0          ACTIVE       0.00     0.00");
        Sample s = sample(tree.sysfs());
        assertThat(s.ports()).singleElement().satisfies(p -> assertThat(p.state()).isEmpty());
        assertThat(s.notes()).allSatisfy(n -> assertThat(n).doesNotContain("\n"))
                .anyMatch(n -> n.contains("ACTIVE\\nmlx5_9/1"));
    }

    @Test
    void anEscapeInAnAttributeIsNotUsed() throws Exception {
        RoceTree tree = new RoceTree(dir);
        tree.file(tree.portDir().resolve("gid_attrs/ndevs/0"), "ens1f0np0\u001b[2J");
        tree.file(tree.portDir().resolve("link_layer"), "Ethernet\nInfiniBand");
        Sample s = sample(tree.sysfs());
        assertThat(s.ports()).singleElement().satisfies(p -> {
            assertThat(p.linkLayer()).isEmpty();
            assertThat(p.netdev()).contains(RoceTree.IF); // found again through the PCI function
        });
        assertThat(s.notes()).allSatisfy(n -> assertThat(n).doesNotContain("\u001b").doesNotContain("\n"));
    }

    @Test
    void aZeroPaddedPortDirectoryIsNotASecondPort() throws Exception {
        RoceTree tree = new RoceTree(dir);
        Path padded = tree.portDir().resolveSibling("00001");
        Files.createDirectories(padded);
        Files.writeString(padded.resolve("state"), "1: DOWN\n");
        Sample s = sample(tree.sysfs());
        assertThat(s.ports()).extracting(PortSample::key).containsExactly("mlx5_0/1");
        assertThat(s.ports().get(0).state()).map(PortState::name).contains("ACTIVE");
        assertThat(s.notes()).anyMatch(n -> n.contains("ports/00001: not a port number"));
    }

    @Test
    void notesNameSysfsPathsAsOnTheHost() {
        Sample s = sample(dir);
        assertThat(s.notes()).contains("/sys/class/infiniband: no RDMA devices (directory absent)");
    }

    private static void mkfifo(Path p) throws Exception {
        Process m = new ProcessBuilder("mkfifo", p.toString()).redirectErrorStream(true).start();
        assertThat(m.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(m.exitValue()).as(new String(m.getInputStream().readAllBytes(), StandardCharsets.UTF_8)).isZero();
    }
}
