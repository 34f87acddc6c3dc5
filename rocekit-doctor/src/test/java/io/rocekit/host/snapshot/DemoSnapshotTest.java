package io.rocekit.host.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class DemoSnapshotTest {
    private static final String BASE = "/io/rocekit/doctor/demo/h100-untuned/";

    @Test
    void theIndexListsExactlyTheFilesOfTheBundledSnapshot() throws Exception {
        Path dir = dir();
        List<String> onDisk;
        try (Stream<Path> s = Files.walk(dir)) {
            onDisk = s.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString().replace('\\', '/'))
                    .filter(p -> !p.equals(ResourceSnapshot.INDEX)).sorted().toList();
        }
        assertThat(ResourceSnapshot.open("demo", BASE).files()).containsExactlyElementsOf(onDisk);
    }

    @Test
    void theDemoManifestReadsBackAndItsReadmeSaysWhatWasChanged() throws Exception {
        ResourceSnapshot s = ResourceSnapshot.open("demo", BASE);
        assertThat(s.manifest().orElseThrow().host()).isEqualTo("demo-h100-untuned");
        assertThat(s.readText("README.md").orElseThrow()).contains("**one line**", "SrcValid+ TransBlk- ReqRedir+");
        assertThat(s.link("sys/class/infiniband/mlx5_4")).contains(
                "sys/devices/pci0000:80/0000:80:01.0/0000:81:00.0/0000:82:00.0/0000:83:00.0/infiniband/mlx5_4");
    }

    private static Path dir() throws URISyntaxException {
        return Path.of(DemoSnapshotTest.class.getResource(BASE + ResourceSnapshot.INDEX).toURI()).getParent();
    }
}
