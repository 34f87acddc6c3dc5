package io.rocekit.cli;

import io.rocekit.cli.command.StdoutWriter;
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
        PrintWriter out = new StdoutWriter(new FileOutputStream(FileDescriptor.out));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(CommandLines.run(out, err, args));
    }
}
