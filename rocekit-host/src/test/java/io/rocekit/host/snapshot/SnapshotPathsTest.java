package io.rocekit.host.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

class SnapshotPathsTest {
    @Test
    void acceptsPlainRelativePaths() throws Exception {
        assertThat(SnapshotPaths.check("sys/bus/pci/devices/0000:00:01.0.link")).isEqualTo("sys/bus/pci/devices/0000:00:01.0.link");
    }

    @Test
    void refusesPathsThatClimbOutOrAreAbsolute() {
        assertThatThrownBy(() -> SnapshotPaths.check("../etc/passwd")).hasMessageContaining("climbs out");
        assertThatThrownBy(() -> SnapshotPaths.check("sys/../../etc")).hasMessageContaining("climbs out");
        assertThatThrownBy(() -> SnapshotPaths.check("/etc/passwd")).hasMessageContaining("absolute");
        assertThatThrownBy(() -> SnapshotPaths.check("sys//x")).hasMessageContaining("empty");
        assertThatThrownBy(() -> SnapshotPaths.check("./x")).hasMessageContaining("'.'");
    }

    @Test
    void resolvesSysfsLinksInsideTheSnapshot() throws Exception {
        assertThat(SnapshotPaths.resolveLink("sys/bus/pci/devices/0000:17:00.0",
                "../../../devices/pci0000:00/0000:00:01.0/0000:17:00.0"))
                .isEqualTo("sys/devices/pci0000:00/0000:00:01.0/0000:17:00.0");
        assertThat(SnapshotPaths.resolveLink("sys/class/net/eth0", "/sys/devices/virtual/net/eth0"))
                .isEqualTo("sys/devices/virtual/net/eth0");
    }

    @Test
    void refusesLinksThatClimbAboveTheSnapshot() {
        assertThatThrownBy(() -> SnapshotPaths.resolveLink("sys/class/net/eth0", "../../../../etc/shadow"))
                .hasMessageContaining("climbs out of the snapshot");
    }

    @Property
    void aResolvedLinkNeverLeavesTheSnapshot(
            @ForAll @StringLength(max = 40) @Chars({'.', '/', 'a', 'b'}) String target) {
        try {
            String r = SnapshotPaths.resolveLink("sys/class/net/eth0", target);
            assertThat(r).doesNotStartWith("/");
            assertThat(r.split("/")).doesNotContain("..", ".", "");
        } catch (SnapshotException e) {
            assertThat(e.getMessage()).isNotBlank();
        }
    }
}
