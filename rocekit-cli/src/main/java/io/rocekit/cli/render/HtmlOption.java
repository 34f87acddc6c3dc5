package io.rocekit.cli.render;

import io.rocekit.cli.command.InputException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --html FILE}, the same on every command that draws a report: add
 * {@code @Mixin HtmlOption html;} and call {@link #write} with the page. The note saying where the
 * page went goes to stderr, so stdout stays the text or JSON report.
 */
public final class HtmlOption {
    @Option(names = "--html", paramLabel = "FILE",
            description = "Also write the report as one self-contained HTML page (charts, tables, findings; "
                    + "opens offline).")
    Path file;

    public Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /** Fails with an input error now, before any work, when the page could not be written there. */
    public void check() {
        io.rocekit.cli.command.Outputs.checkFile("--html", file);
    }

    /** Writes {@code page} when {@code --html} was given and says so on {@code err}. */
    public void write(Report page, PrintWriter err) {
        if (file != null) {
            try {
                page.write(file);
            } catch (IOException e) {
                throw new InputException("--html " + file + ": cannot write: " + e.getMessage(), e);
            }
            err.println("HTML report: " + file);
            err.flush();
        }
    }
}
