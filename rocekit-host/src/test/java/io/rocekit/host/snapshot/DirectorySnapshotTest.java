package io.rocekit.host.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DirectorySnapshotTest {
    @TempDir
    Path tmp;

    private Path snapshotWithSecretOutside() throws Exception {
        Path secret = tmp.resolve("secret.txt");
        Files.writeString(secret, "outside");
        Path snap = tmp.resolve("snap");
        Files.createDirectories(snap.resolve("proc"));
        Files.writeString(snap.resolve("proc/cmdline"), "ro quiet\n");
        return snap;
    }

    @Test
    void readsFilesAndListsDirectories() throws Exception {
        DirectorySnapshot s = DirectorySnapshot.open(snapshotWithSecretOutside());
        assertThat(s.readValue("proc/cmdline")).contains("ro quiet");
        assertThat(s.list("proc")).containsExactly("cmdline");
        assertThat(s.readText("proc/missing")).isEmpty();
        assertThat(s.files()).containsExactly("proc/cmdline");
    }

    @Test
    void refusesPathsWithDotDot() throws Exception {
        DirectorySnapshot s = DirectorySnapshot.open(snapshotWithSecretOutside());
        assertThatThrownBy(() -> s.readText("../secret.txt")).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("climbs out");
        assertThatThrownBy(() -> s.readText("/etc/hostname")).isInstanceOf(SnapshotException.class);
    }

    @Test
    void refusesASymbolicLinkPointingOutOfTheSnapshot() throws Exception {
        Path snap = snapshotWithSecretOutside();
        Files.createSymbolicLink(snap.resolve("proc/interrupts"), tmp.resolve("secret.txt"));
        Files.createSymbolicLink(snap.resolve("sys"), tmp);
        DirectorySnapshot s = DirectorySnapshot.open(snap);
        assertThatThrownBy(() -> s.readText("proc/interrupts")).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("symbolic link");
        assertThatThrownBy(() -> s.readText("sys/secret.txt")).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("symbolic link");
        assertThatThrownBy(() -> s.list("proc")).isInstanceOf(SnapshotException.class);
        assertThatThrownBy(s::files).isInstanceOf(SnapshotException.class);
    }

    @Test
    void refusesALinkFileWhoseTargetClimbsOut() throws Exception {
        Path snap = snapshotWithSecretOutside();
        Files.createDirectories(snap.resolve("sys/class/net"));
        Files.writeString(snap.resolve("sys/class/net/eth0.link"), "../../../../secret.txt\n");
        Files.writeString(snap.resolve("sys/class/net/eth1.link"), "../../devices/virtual/net/eth1\n");
        DirectorySnapshot s = DirectorySnapshot.open(snap);
        assertThatThrownBy(() -> s.link("sys/class/net/eth0")).hasMessageContaining("climbs out");
        assertThat(s.link("sys/class/net/eth1")).contains("sys/devices/virtual/net/eth1");
    }

    @Test
    void aMissingDirectoryIsAClearError() {
        assertThatThrownBy(() -> DirectorySnapshot.open(tmp.resolve("nope")))
                .hasMessageContaining("expected a snapshot directory");
    }

    @Test
    void aBrokenManifestNamesTheFileAndLine() throws Exception {
        Path snap = snapshotWithSecretOutside();
        Files.writeString(snap.resolve("manifest.json"), "{\n  \"host\": \"n1\",\n  \"items\": [\n");
        DirectorySnapshot s = DirectorySnapshot.open(snap);
        assertThatThrownBy(s::manifest).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("manifest.json:").hasMessageContaining("expected a rocekit manifest");
    }
}
