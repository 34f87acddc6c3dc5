package io.rocekit.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** Entry point of the fat jar. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        // Big buffered stdout: per-frame output (decode) must not flush per line.
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(
                new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8), 1 << 16), false);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code = CommandLines.create(out, err).execute(args);
        out.flush();
        err.flush();
        System.exit(code);
    }
}
