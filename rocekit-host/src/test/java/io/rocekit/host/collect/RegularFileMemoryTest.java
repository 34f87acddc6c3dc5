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
 * Counter files found regular in a directory that has not changed since are opened without a type
 * check; a FIFO or device put in their place changes the directory, so it is still refused.
 */
class RegularFileMemoryTest {
    @TempDir
    Path dir;

    private final RegularFileMemory memory = new RegularFileMemory();
    private final Map<String, String> values = new TreeMap<>();
    private final List<String> skipped = new ArrayList<>();

    private Path counters() throws Exception {
        Path c = Files.createDirectories(dir.resolve("sys/class/infiniband/mlx5_0/ports/1/hw_counters"));
        Files.writeString(c.resolve("out_of_buffer"), "12\n");
        Files.writeString(c.resolve("np_cnp_sent"), "34\n");
        return c;
    }

    private void pass() {
        values.clear();
        skipped.clear();
        new HostFiles(dir.resolve("sys")).cachingDirectories(memory).readDirectory(
                "/class/infiniband/mlx5_0/ports/1/hw_counters", 4096, 4096, new HostFiles.DirectoryVisitor() {
                    @Override
                    public void file(String name, byte[] content, int length) {
                        values.put(name, new String(content, 0, length, StandardCharsets.US_ASCII).strip());
                    }

                    @Override
                    public void skipped(String name, String why) {
                        skipped.add(name + ": " + why);
                    }
                });
    }

    /** Waits until a directory changed now counts as settled for a pass starting then. */
    private static void settle() throws InterruptedException {
        Thread.sleep(RegularFileMemory.SETTLED_MILLIS + 300);
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
        Path c = counters();
        settle();
        pass();
        assertThat(memory.size()).isEqualTo(1);
        Files.writeString(c.resolve("out_of_buffer"), "99\n"); // a value changes, the directory does not
        pass();
        assertThat(values).containsEntry("out_of_buffer", "99").containsEntry("np_cnp_sent", "34");
        assertThat(memory.size()).isEqualTo(1);
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aFifoPutInPlaceOfARememberedFileIsRefusedEvenWithTheOldModificationTimeSetBack() throws Exception {
        Path c = counters();
        settle();
        pass();
        assertThat(memory.size()).isEqualTo(1);
        FileTime before = Files.getLastModifiedTime(c);
        Files.delete(c.resolve("np_cnp_sent"));
        mkfifo(c.resolve("np_cnp_sent"));
        Files.setLastModifiedTime(c, before); // the change time cannot be set back
        pass(); // would block forever in open() if the FIFO were trusted
        assertThat(values).containsOnlyKeys("out_of_buffer");
        assertThat(skipped).singleElement().asString().startsWith("np_cnp_sent: not a regular file");
    }

    private static void mkfifo(Path p) throws Exception {
        Process m = new ProcessBuilder("mkfifo", p.toString()).redirectErrorStream(true).start();
        assertThat(m.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(m.exitValue()).as(new String(m.getInputStream().readAllBytes(), StandardCharsets.UTF_8)).isZero();
    }
}
