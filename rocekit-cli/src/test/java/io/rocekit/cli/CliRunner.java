package io.rocekit.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the real command line with captured streams, as a user would. */
public final class CliRunner {
    /** What one run produced. */
    public record Result(int exitCode, String out, String err) {
    }

    private CliRunner() {
    }

    public static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        PrintWriter o = new PrintWriter(out);
        PrintWriter e = new PrintWriter(err);
        int code = CommandLines.run(o, e, args);
        o.flush();
        e.flush();
        return new Result(code, out.toString(), err.toString());
    }
}
