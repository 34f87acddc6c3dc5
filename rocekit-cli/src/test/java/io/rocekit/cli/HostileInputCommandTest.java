package io.rocekit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.StdoutWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 10, items 4, 5, 8 and 14 end to end: exit codes and messages a user sees. */
class HostileInputCommandTest {
    @TempDir
    Path tmp;

    static String capture(String name) {
        try {
            return Path.of(HostileInputCommandTest.class.getResource("/captures/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void inputError(CliRunner.Result r, String message) {
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains(message).doesNotContain("internal error").doesNotContain("\tat ");
    }

    @Test
    void directoryWhereAFileIsExpectedIsAnInputError() {
        String dir = tmp.toString();
        inputError(CliRunner.run("decode", dir), dir + ": is a directory");
        inputError(CliRunner.run("analyze", dir), dir + ": is a directory");
        inputError(CliRunner.run("identify", dir), dir + ": is a directory");
        inputError(CliRunner.run("doctor", "--demo", "--html", dir), "--html " + dir + ": is a directory");
    }

    @Test
    void simOutputThatIsAFileIsRefusedBeforeSimulating() throws IOException {
        Path existing = Files.writeString(tmp.resolve("existing"), "x");
        Path scenario = Files.writeString(tmp.resolve("s.yaml"), "name: s\ntopology:\n  star: {hosts: 3, rate: 100Gbps,"
                + " delay: 1us}\ntraffic:\n  - incast: {senders: 1..2, receiver: 0, size: 1MB}\n");
        long t = System.nanoTime();
        CliRunner.Result r = CliRunner.run("sim", scenario.toString(), "--out", existing.toString());
        inputError(r, "--out " + existing + ": is a file");
        assertThat(r.out()).as("nothing simulated").isEmpty();
        assertThat(System.nanoTime() - t).isLessThan(10_000_000_000L);
    }

    @Test
    void closedStandardOutputEndsQuietly() {
        OutputStream closedAfterOneLine = new OutputStream() {
            int written;

            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                written += len;
                if (written > 100) {
                    throw new IOException("Broken pipe");
                }
            }
        };
        StringWriter err = new StringWriter();
        int code = CommandLines.run(new StdoutWriter(closedAfterOneLine), new PrintWriter(err),
                "decode", capture("c01_rc_all_opcodes_ipv4.pcap"), "--json");
        assertThat(code).isEqualTo(ExitCodes.OUTPUT_CLOSED);
        assertThat(err.toString()).doesNotContain("internal error").doesNotContain("Broken pipe");
    }

    @Test
    void controlCharactersInFileNamesCannotForgeOutputLines() throws IOException {
        Path f = Files.writeString(tmp.resolve("x\u001b[31m\rFAIL forged\n.txt"), "hello\n");
        CliRunner.Result r = CliRunner.run("identify", f.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).doesNotContain("\u001b").doesNotContain("\r");
        assertThat(r.out().lines()).noneMatch(l -> l.startsWith("FAIL")).noneMatch(l -> l.startsWith(".txt"));
        assertThat(r.out()).contains("\\e[31m\\rFAIL forged\\n.txt");
    }

    @Test
    void lineOfThousandsOfWordsIsReadNotAStackOverflow() throws IOException {
        Path f = Files.writeString(tmp.resolve("words.txt"), "word ".repeat(50_000) + "\n");
        CliRunner.Result r = CliRunner.run("identify", f.toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("words.txt: unknown");
    }
}
