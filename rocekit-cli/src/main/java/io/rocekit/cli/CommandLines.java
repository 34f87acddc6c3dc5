package io.rocekit.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import picocli.CommandLine;

/**
 * The one place that builds a configured {@link CommandLine}: streams, exit codes and the handlers
 * that turn exceptions into one-line messages.
 */
public final class CommandLines {
    static final String REPORT_URL = "https://github.com/rocekit/rocekit/issues";

    private CommandLines() {
    }

    /** A command line for the root command writing to the given streams. */
    public static CommandLine create(PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new RocekitCommand());
        cl.setOut(out);
        cl.setErr(err);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExecutionExceptionHandler(CommandLines::handleExecutionException);
        cl.setParameterExceptionHandler(CommandLines::handleParameterException);
        listExitCodes(cl);
        return cl;
    }

    /** Every command's --help lists the exit codes (picocli does not inherit the list). */
    private static void listExitCodes(CommandLine cl) {
        cl.getCommandSpec().usageMessage()
                .exitCodeListHeading("%nExit codes:%n")
                .exitCodeList(ExitCodes.helpList());
        for (CommandLine sub : cl.getSubcommands().values()) {
            listExitCodes(sub);
        }
    }

    private static int handleParameterException(CommandLine.ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        PrintWriter err = cl.getErr();
        err.println("rocekit: " + ex.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.println("Try '" + cl.getCommandSpec().qualifiedName() + " --help' for more information.");
        err.flush();
        return ExitCodes.INPUT_ERROR;
    }

    private static int handleExecutionException(
            Exception ex, CommandLine cl, CommandLine.ParseResult parseResult) {
        PrintWriter err = cl.getErr();
        cl.getOut().flush();
        Throwable input = inputProblem(ex);
        if (input != null) {
            err.println("rocekit: " + describe(input));
            err.flush();
            return ExitCodes.INPUT_ERROR;
        }
        err.println("rocekit: internal error (a bug in rocekit, not in your input): " + ex);
        ex.printStackTrace(err);
        err.println("Please report it with the command line and the trace above at " + REPORT_URL);
        err.flush();
        return ExitCodes.INTERNAL_ERROR;
    }

    /** The exception that says the input or the environment was at fault, if there is one. */
    private static Throwable inputProblem(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) {
            if (t instanceof InputException || t instanceof NoSuchFileException
                    || t instanceof AccessDeniedException || t instanceof java.io.FileNotFoundException) {
                return t;
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
        return t.getMessage();
    }
}
