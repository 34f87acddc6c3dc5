package io.rocekit.host.detect;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.doctor.examine.EvidenceLoader;
import io.rocekit.host.artifact.ParseException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 10, item 8: one line of thousands of words was a StackOverflowError in a recogniser
 * ({@code ^(?:\S+\s*)+$}), and tens of megabytes took seconds per megabyte. Every recogniser and
 * parser now reads a 256 KiB line of repeated tokens, after a header line of each tool that
 * steers the text to that tool's parser, in linear time and without recursion.
 */
class LongLineTest {
    @TempDir
    Path tmp;

    private static final List<String> HEADERS = List.of("", "           CPU0       CPU1\n", "PFC configuration:\n",
            "link mlx5_0/1 rx_write_requests 5\n", "\tGPU0\tGPU1\tNIC0\n", "Device #1:\n", "NIC statistics:\n",
            "Settings for eth0:\n", "hca_id:\tmlx5_0\n", "#  nThread 1 nGpus 1 minBytes 8 maxBytes 128 step: 2(factor)\n",
            "host:1:1 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE\n", "DEV\tPORT\tINDEX\tGID\n");
    private static final List<String> PREFIXES = List.of("", "priority", "link a/1", "GPU0", "NMI:", "  ABC  x", "1:",
            "x:", "  ", "host:1:1 [0] NCCL INFO NET/IB : Using ", "   CPU0", "1 1 1.0");
    private static final List<String> TOKENS = List.of(" 1", " a", " SYS", " CPU1", " x 1", " [0]m:1/IB/x", " 1.0");

    @Test
    void everyRecogniserAndParserReadsAHugeLineInLinearTime() throws IOException {
        EvidenceLoader loader = new EvidenceLoader();
        int files = 0;
        long t0 = System.nanoTime();
        for (String header : HEADERS) {
            for (String prefix : PREFIXES) {
                for (String token : TOKENS) {
                    if ((header.hashCode() ^ prefix.hashCode() ^ token.hashCode()) % 4 != 0) {
                        continue; // a quarter of the combinations: enough, and fast
                    }
                    String line = prefix + token.repeat((256 << 10) / token.length()) + " zz!";
                    Path f = Files.writeString(tmp.resolve("f" + files++), header + line + "\n");
                    try {
                        loader.files(List.of(f));
                    } catch (ParseException expected) {
                        // a precise input error is fine; an Error or another exception is not
                    }
                }
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertThat(files).isGreaterThan(50);
        assertThat(seconds / files).as("seconds per 256 KiB line").isLessThan(0.25);
    }
}
