package io.rocekit.host.collect;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The files of a counter directory that has not changed since an earlier pass are read again
 * through the files that pass opened; values are new at every pass, and any change of the
 * directory's entries (a FIFO put in place of a file, a file renamed over another) makes the next
 * pass list and check it in full.
 */
class UnchangedDirectoriesTest {
    @TempDir
    Path dir;

    private final UnchangedDirectories memory = new UnchangedDirectories();
    private final Map<String, String> values = new TreeMap<>();
    private final List<String> skipped = new ArrayList<>();

    private Path counters() throws Exception {
        Path c = Files.createDirectories(dir.resolve("sys/class/infiniband/mlx5_0/ports/1/hw_counters"));
        Files.writeString(c.resolve("out_of_buffer"), "12\n");
        Files.writeString(c.resolve("np_cnp_sent"), "34\n");
        return c;
    }

    /** Collects what a pass reads into {@link #values} and what it leaves out into {@link #skipped}. */
    private final HostFiles.DirectoryVisitor into = new HostFiles.DirectoryVisitor() {
        @Override
        public void file(String name, byte[] content, int length) {
            values.put(name, new String(content, 0, length, StandardCharsets.US_ASCII).strip());
        }

        @Override
        public void skipped(String name, String why) {
            skipped.add(name + ": " + why);
        }
    };

    private void pass() {
        values.clear();
        skipped.clear();
        new HostFiles(dir.resolve("sys")).cachingDirectories(memory)
                .readDirectory("/class/infiniband/mlx5_0/ports/1/hw_counters", 4096, 4096, into);
    }

    /** The counter directory, settled and read once: its two files are kept open. */
    private Path keptCounters() throws Exception {
        Path c = counters();
        settle();
        pass();
        assertThat(memory.size()).isEqualTo(1);
        assertThat(memory.openFiles()).isEqualTo(2);
        return c;
    }

    /** Waits until a directory changed now counts as settled for a pass starting then. */
    private static void settle() throws InterruptedException {
        Thread.sleep(UnchangedDirectories.SETTLED_MILLIS + 300);
    }

    @Test
    void aDirectoryChangedJustBeforeThePassIsNotRemembered() throws Exception {
        counters();
        pass();
        assertThat(values).containsEntry("out_of_buffer", "12").containsEntry("np_cnp_sent", "34");
        assertThat(memory.size()).isZero();
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aSettledDirectoryIsRememberedAndValuesAreStillReadEveryPass() throws Exception {
        Path c = keptCounters();
        Files.writeString(c.resolve("out_of_buffer"), "99\n"); // a value changes, the directory does not
        pass();
        assertThat(values).containsEntry("out_of_buffer", "99").containsEntry("np_cnp_sent", "34");
        Files.writeString(c.resolve("out_of_buffer"), "7\n"); // shorter than before: nothing of "99" left
        pass();
        assertThat(values).containsEntry("out_of_buffer", "7");
        assertThat(memory.openFiles()).isEqualTo(2);
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aFileRenamedOverAKeptOneIsReadNotTheKeptOne() throws Exception {
        Path c = keptCounters();
        Path fresh = Files.writeString(dir.resolve("fresh"), "555\n");
        Files.move(fresh, c.resolve("out_of_buffer"), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        pass();
        assertThat(values).containsEntry("out_of_buffer", "555").containsEntry("np_cnp_sent", "34");
        assertThat(memory.size()).isZero(); // changed within the last 2 s: listed again until it settles
        Files.delete(c.resolve("np_cnp_sent"));
        pass();
        assertThat(values).containsOnlyKeys("out_of_buffer");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aDirectoryWithAnEntryThatIsNotARegularFileIsNotKept() throws Exception {
        Path c = counters();
        Files.createDirectory(c.resolve("sub"));
        settle();
        pass();
        assertThat(values).containsOnlyKeys("out_of_buffer", "np_cnp_sent");
        assertThat(skipped).singleElement().asString().isEqualTo("sub: a directory");
        assertThat(memory.size()).isZero();
        assertThat(memory.openFiles()).isZero();
        pass();
        assertThat(skipped).singleElement().asString().isEqualTo("sub: a directory"); // the note at every pass
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aFifoPutInPlaceOfARememberedFileIsRefusedEvenWithTheOldModificationTimeSetBack() throws Exception {
        Path c = keptCounters();
        FileTime before = Files.getLastModifiedTime(c);
        Files.delete(c.resolve("np_cnp_sent"));
        mkfifo(c.resolve("np_cnp_sent"));
        Files.setLastModifiedTime(c, before); // the change time cannot be set back
        pass(); // would block forever in open() if the FIFO were trusted
        assertThat(values).containsOnlyKeys("out_of_buffer");
        assertThat(skipped).singleElement().asString().startsWith("np_cnp_sent: not a regular file");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void onTheRealSysfsAKeptCounterFileReadAgainAtOffsetZeroGivesTheKernelsNewValue() throws Exception {
        Path sys = Path.of("/sys");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isReadable(sys.resolve("class/net/lo/statistics/rx_packets")),
                "no /sys/class/net/lo/statistics on this machine");
        // sysfs makes a directory's inode, and sets its times, when it is first looked at after boot (or after
        // the kernel dropped it): on a fresh machine that first look is this test's, so let it settle first
        long changed = ((FileTime) Files.getAttribute(sys.resolve("class/net/lo/statistics"), "unix:ctime")).toMillis();
        long wait = changed + UnchangedDirectories.SETTLED_MILLIS + 200 - System.currentTimeMillis();
        if (wait > 0) {
            Thread.sleep(wait);
        }
        new HostFiles(sys).cachingDirectories(memory).readDirectory("/class/net/lo/statistics", 4096, 4096, into);
        assertThat(memory.openFiles()).as("sysfs directories are settled since boot").isPositive();
        long before = Long.parseLong(values.get("rx_packets"));
        try (java.net.DatagramSocket s = new java.net.DatagramSocket()) {
            for (int i = 0; i < 20; i++) {
                s.send(new java.net.DatagramPacket(new byte[1], 1, java.net.InetAddress.getLoopbackAddress(), 9));
            }
        }
        int kept = memory.openFiles();
        new HostFiles(sys).cachingDirectories(memory).readDirectory("/class/net/lo/statistics", 4096, 4096, into);
        assertThat(memory.openFiles()).isEqualTo(kept); // read through the kept files, none opened anew
        assertThat(Long.parseLong(values.get("rx_packets"))).isGreaterThanOrEqualTo(before + 20);
    }

    private static void mkfifo(Path p) throws Exception {
        Process m = new ProcessBuilder("mkfifo", p.toString()).redirectErrorStream(true).start();
        assertThat(m.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(m.exitValue()).as(new String(m.getInputStream().readAllBytes(), StandardCharsets.UTF_8)).isZero();
    }
}
