package io.rocekit.cli;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.InputException;
import io.rocekit.cli.command.SafeTextWriter;
import io.rocekit.cli.command.StdoutWriter;
import io.rocekit.core.io.InputFileException;
import io.rocekit.core.io.InputValueException;
import io.rocekit.core.text.Printable;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.Set;
import picocli.CommandLine;

/**
 * The one place that builds a configured {@link CommandLine}: streams, exit codes and the handlers
 * that turn exceptions into one-line messages.
 */
public final class CommandLines {
    /**
     * What a user reporting an internal error should send. rocekit has no public issue tracker to
     * name (a URL that does not exist sends users nowhere), so the message says what a report needs.
     */
    static final String HOW_TO_REPORT = "please report it to the rocekit maintainers with the command line,"
            + " the output of 'rocekit --version' and this message";

    /**
     * Commands (their path below {@code rocekit}) that exit with {@link ExitCodes#NOTHING_TO_JUDGE}
     * when they recognised nothing.
     */
    private static final Set<String> JUDGING = Set.of("doctor", "analyze", "topo", "fleet", "monitor", "fabric check", "bench");

    private CommandLines() {
    }

    /** A command line for the root command writing to the given streams. */
    public static CommandLine create(PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new RocekitCommand());
        cl.setOut(out instanceof StdoutWriter ? out : new PrintWriter(new SafeTextWriter(out), false));
        cl.setErr(new PrintWriter(new SafeTextWriter(err, true), true));
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExecutionExceptionHandler(CommandLines::handleExecutionException);
        cl.setParameterExceptionHandler(CommandLines::handleParameterException);
        listExitCodes(cl);
        addQuiet(cl);
        verbatimFooters(cl);
        return cl;
    }

    /**
     * Footers (examples, notes) are printed line by line as written, never re-wrapped: picocli wraps
     * them at the usage width, which splits an example command in the middle and breaks copy-paste.
     * Each footer line is kept under 80 columns instead (a test checks every command's help).
     */
    private static void verbatimFooters(CommandLine cl) {
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_FOOTER, help -> {
            CommandLine.Model.UsageMessageSpec usage = help.commandSpec().usageMessage();
            StringBuilder sb = new StringBuilder();
            for (String part : usage.footer()) {
                String text = help.colorScheme().ansi().text(String.format(part)).toString();
                for (String line : text.split("\\R", -1)) {
                    sb.append(line).append(System.lineSeparator());
                }
            }
            return sb.toString();
        });
        for (CommandLine sub : cl.getSubcommands().values()) {
            verbatimFooters(sub);
        }
    }

    /** Every command takes {@code --quiet}: no progress bar and no warnings on standard error. */
    private static void addQuiet(CommandLine cl) {
        for (CommandLine sub : cl.getSubcommands().values()) {
            CommandLine.Model.CommandSpec spec = sub.getCommandSpec();
            if (spec.findOption("--quiet") == null && !spec.name().equals("help")) {
                spec.addOption(CommandLine.Model.OptionSpec.builder("--quiet", "-q").type(boolean.class)
                        .description("No progress bar and no warnings on standard error (errors still are).")
                        .build());
            }
            addQuiet(sub);
        }
    }

    /**
     * Runs {@code args} and returns the exit code, also when a command ends in an {@link Error}
     * (which picocli lets through): a stack overflow or an exhausted heap is a bug in rocekit,
     * reported as one with {@link ExitCodes#INTERNAL_ERROR}, never the JVM's exit 1 that would
     * read as "findings".
     */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = create(out, err);
        int code;
        try {
            code = cl.execute(args);
        } catch (OutOfMemoryError e) {
            cl.getErr().println("rocekit: out of memory (" + e.getMessage() + "); this input needs more than the "
                    + Runtime.getRuntime().maxMemory() / (1 << 20) + " MiB heap, or rocekit failed to bound it"
                    + " (a bug: " + HOW_TO_REPORT + ")");
            code = ExitCodes.INTERNAL_ERROR;
        } catch (StackOverflowError e) {
            cl.getErr().println("rocekit: internal error (a bug in rocekit, not in your input): stack overflow"
                    + " at " + (e.getStackTrace().length > 0 ? e.getStackTrace()[0] : "?")
                    + "; " + HOW_TO_REPORT);
            code = ExitCodes.INTERNAL_ERROR;
        }
        cl.getOut().flush();
        cl.getErr().flush();
        if (cl.getOut().checkError() && code != ExitCodes.INTERNAL_ERROR) {
            return ExitCodes.OUTPUT_CLOSED; // PrintWriter swallows a closed pipe; the result did not all arrive
        }
        return code;
    }

    /** "fabric check" for {@code rocekit fabric check}. */
    private static String commandPath(CommandLine.Model.CommandSpec spec) {
        String q = spec.qualifiedName(" ");
        int space = q.indexOf(' ');
        return space < 0 ? q : q.substring(space + 1);
    }

    /** Every command's --help lists the exit codes it can return (picocli does not inherit the list). */
    private static void listExitCodes(CommandLine cl) {
        CommandLine.Model.CommandSpec spec = cl.getCommandSpec();
        boolean findings = spec.findOption("--fail-on") != null || spec.findOption("--fail-on-bad-icrc") != null;
        spec.usageMessage()
                .exitCodeListHeading("%nExit codes:%n")
                .exitCodeList(ExitCodes.helpList(findings, JUDGING.contains(commandPath(spec))));
        for (CommandLine sub : cl.getSubcommands().values()) {
            listExitCodes(sub);
        }
    }

    private static int handleParameterException(CommandLine.ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        PrintWriter err = cl.getErr();
        err.println("rocekit: " + Printable.oneLine(String.valueOf(ex.getMessage())));
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.println("Try '" + cl.getCommandSpec().qualifiedName() + " --help' for more information.");
        err.flush();
        return ExitCodes.INPUT_ERROR;
    }

    private static int handleExecutionException(
            Exception ex, CommandLine cl, CommandLine.ParseResult parseResult) {
        PrintWriter err = cl.getErr();
        if (closedOutput(ex)) {
            return ExitCodes.OUTPUT_CLOSED;
        }
        cl.getOut().flush();
        Throwable input = inputProblem(ex);
        if (input != null) {
            err.println("rocekit: " + Printable.oneLine(describe(input)));
            err.flush();
            return ExitCodes.INPUT_ERROR;
        }
        err.println("rocekit: internal error (a bug in rocekit, not in your input): " + ex);
        ex.printStackTrace(err);
        err.println("This is a bug in rocekit: " + HOW_TO_REPORT + " and the trace above.");
        err.flush();
        return ExitCodes.INTERNAL_ERROR;
    }

    /** Whether {@code ex} is standard output closed by its reader (EPIPE), which ends quietly. */
    static boolean closedOutput(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof IOException && !(t instanceof FileSystemException) && t.getMessage() != null
                    && (t.getMessage().contains("Broken pipe") || t.getMessage().contains("Stream closed"))) {
                return true;
            }
        }
        return false;
    }

    /** The exception that says the input or the environment was at fault, if there is one. */
    private static Throwable inputProblem(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof InputException || t instanceof InputFileException || t instanceof InputValueException
                    || t instanceof FileSystemException
                    || t instanceof java.io.FileNotFoundException) {
                return t;
            }
            if (io.rocekit.cli.command.Outputs.diskFull(t)) {
                // any output not written through Outputs: still the environment, not a bug
                return new InputException("cannot write: " + t.getMessage() + " (the disk or the quota is full:"
                        + " free space or write elsewhere)");
            }
            if (t instanceof IOException && "Is a directory".equals(t.getMessage())) {
                return new InputException("a directory was given where a file was expected");
            }
            if (t instanceof UncheckedIOException && t.getCause() != null) {
                continue;
            }
        }
        return null;
    }

    private static String describe(Throwable t) {
        if (t instanceof NoSuchFileException) {
            return t.getMessage() + ": no such file";
        }
        if (t instanceof AccessDeniedException) {
            return t.getMessage() + ": permission denied";
        }
        if (t instanceof java.nio.file.NotDirectoryException) {
            return t.getMessage() + ": not a directory";
        }
        if (t instanceof java.nio.file.FileAlreadyExistsException) {
            return t.getMessage() + ": already exists";
        }
        return t.getMessage();
    }
}
