package io.rocekit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.core.number.ConfigNumbers;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Issue 18: the internal-error message says how to report without a tracker URL that does not exist. */
class InternalErrorMessageTest {
    @CommandLine.Command(name = "boom")
    static final class Boom implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new IllegalStateException("broken invariant");
        }
    }

    @CommandLine.Command(name = "value")
    static final class BadValue implements Callable<Integer> {
        @Override
        public Integer call() {
            return ConfigNumbers.int32("DSCP", "64", 0, 63).orElseThrow("qos.cfg:12");
        }
    }

    private static String[] run(Object command, String name) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = CommandLines.create(new PrintWriter(out), new PrintWriter(err));
        cl.addSubcommand(name, command);
        cl.getSubcommands().get(name).setErr(cl.getErr());
        int code = cl.execute(name);
        cl.getErr().flush();
        return new String[] {String.valueOf(code), err.toString()};
    }

    @Test
    void internalErrorSaysWhatToReportAndNamesNoIssueTracker() {
        String[] r = run(new Boom(), "boom");
        assertThat(r[0]).isEqualTo(String.valueOf(ExitCodes.INTERNAL_ERROR));
        assertThat(r[1]).contains("internal error (a bug in rocekit, not in your input)")
                .contains("with the command line, the output of 'rocekit --version'")
                .doesNotContain("http");
    }

    @Test
    void valueOutOfRangeFromTheNumberParserIsAnInputError() {
        String[] r = run(new BadValue(), "value");
        assertThat(r[0]).isEqualTo(String.valueOf(ExitCodes.INPUT_ERROR));
        assertThat(r[1]).isEqualTo("rocekit: qos.cfg:12: DSCP 64 is out of range (0..63)" + System.lineSeparator());
    }
}
