package io.rocekit.host.collect;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.host.snapshot.DirectorySnapshot;
import io.rocekit.host.snapshot.ItemKind;
import io.rocekit.host.snapshot.ItemStatus;
import io.rocekit.host.snapshot.Manifest;
import io.rocekit.host.snapshot.ManifestItem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Collection on this machine's real /sys and /proc with the real command runner. The assertions
 * follow what this host has: whatever is present must be copied, whatever is absent must be
 * recorded as absent; the manifest must read back.
 */
class LiveCollectTest {
    @TempDir
    static Path tmp;
    static Manifest manifest;
    static DirectorySnapshot snapshot;

    @BeforeAll
    static void collectOnce() throws Exception {
        Path out = tmp.resolve("snap");
        manifest = new Collector(CollectOptions.live("live-test"), new ProcessCommandRunner(), l -> { }).collect(out);
        snapshot = DirectorySnapshot.open(out);
    }

    private static ManifestItem item(String path) {
        return manifest.items().stream().filter(i -> i.path().filter(path::equals).isPresent()).findFirst()
                .orElseThrow(() -> new AssertionError("no manifest item for " + path));
    }

    @Test
    void theManifestReadsBackAndNamesThisHost() throws Exception {
        assertThat(snapshot.manifest()).contains(manifest);
        String expected = Files.readString(Path.of("/proc/sys/kernel/hostname")).strip();
        assertThat(manifest.host()).isEqualTo(expected);
        assertThat(manifest.rocekitVersion()).isEqualTo("live-test");
        assertThat(manifest.time()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
    }

    @Test
    void copiesTheKernelCommandLineVerbatim() throws Exception {
        assertThat(item("/proc/cmdline").status()).isEqualTo(ItemStatus.OK);
        byte[] expected = readAll("/proc/cmdline");
        assertThat(snapshot.readBytes("proc/cmdline")).hasValueSatisfying(b -> assertThat(b).isEqualTo(expected));
    }

    @Test
    void everyPciDeviceOfThisHostIsInTheSnapshot() throws Exception {
        Path devs = Path.of("/sys/bus/pci/devices");
        if (!Files.isDirectory(devs)) {
            assertThat(item("/sys/bus/pci/devices").status()).isEqualTo(ItemStatus.NOT_PRESENT);
            return;
        }
        try (var s = Files.list(devs)) {
            for (Path d : s.toList()) {
                String bdf = d.getFileName().toString();
                String link = "sys/bus/pci/devices/" + bdf;
                assertThat(snapshot.linkText(link)).contains(Files.readSymbolicLink(d).toString());
                String real = snapshot.link(link).orElseThrow();
                assertThat(snapshot.readValue(real + "/class")).contains(Files.readString(d.resolve("class")).strip());
            }
        }
    }

    @Test
    void whatThisHostLacksIsRecordedAsAbsent() {
        for (String p : List.of("/sys/class/infiniband", "/sys/module/nvidia_peermem/version")) {
            ManifestItem i = item(p);
            if (Files.exists(Path.of(p))) {
                assertThat(i.status()).as(p).isIn(ItemStatus.OK, ItemStatus.UNREADABLE);
            } else {
                assertThat(i.status()).as(p).isEqualTo(ItemStatus.NOT_PRESENT);
                assertThat(i.file()).isEmpty();
            }
        }
    }

    @Test
    void everyCommandIsRecordedWithItsOutcome() {
        ProcessCommandRunner runner = new ProcessCommandRunner();
        List<ManifestItem> commands = manifest.items().stream().filter(i -> i.kind() == ItemKind.COMMAND).toList();
        assertThat(commands).extracting(ManifestItem::commandLine)
                .contains("lspci -D -nn -vvv", "lspci -tv", "nvidia-smi topo -m", "nvidia-smi -q", "ibv_devinfo -v", "lsmod");
        for (ManifestItem c : commands) {
            Optional<Path> exe = runner.find(c.command().get(0));
            if (exe.isEmpty()) {
                assertThat(c.status()).as(c.commandLine()).isEqualTo(ItemStatus.NOT_INSTALLED);
                assertThat(c.file()).isEmpty();
            } else {
                assertThat(c.status()).as(c.commandLine()).isNotEqualTo(ItemStatus.NOT_INSTALLED);
                assertThat(c.file()).isPresent();
                if (c.status() == ItemStatus.OK || c.status() == ItemStatus.FAILED) {
                    assertThat(c.exitCode()).isPresent();
                }
            }
        }
    }

    private static byte[] readAll(String p) throws Exception {
        try (var in = Files.newInputStream(Path.of(p))) {
            return in.readAllBytes();
        }
    }
}
