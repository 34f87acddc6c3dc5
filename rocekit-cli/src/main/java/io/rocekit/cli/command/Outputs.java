package io.rocekit.cli.command;

import io.rocekit.core.io.InputFileException;
import io.rocekit.core.io.OutputPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Output paths of a command, checked before it starts working (a directory where a file goes, ...). */
public final class Outputs {
    private Outputs() {
    }

    /** Fails with an input error unless {@code file} (when given) can be written as a file. */
    public static void checkFile(String option, Path file) {
        if (file == null) {
            return;
        }
        try {
            OutputPaths.checkFile(option, file);
        } catch (InputFileException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    /**
     * Writes {@code text} to {@code file} as UTF-8; a write that fails (a full disk, a quota, a
     * file that cannot be created) is an input error naming the option, the file and the reason
     * (exit 2), never an internal error.
     */
    public static void writeString(String option, Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw cannotWrite(option, file, e);
        }
    }

    /**
     * The input error for an output that could not be written: {@code -o qos.json: cannot write: No
     * space left on device (the disk or the quota is full)}.
     */
    public static InputException cannotWrite(String option, Path file, IOException e) {
        String why = e instanceof java.nio.file.NoSuchFileException ? "no such directory"
                : e instanceof java.nio.file.AccessDeniedException ? "permission denied" : String.valueOf(e.getMessage());
        if (diskFull(e)) {
            why += " (the disk or the quota is full: free space or write elsewhere)";
        }
        return new InputException(option + " " + file + ": cannot write: " + why, e);
    }

    /** Whether {@code t} says the disk or the quota is full (ENOSPC, EDQUOT as the JDK words them). */
    public static boolean diskFull(Throwable t) {
        String m = t.getMessage();
        return t instanceof IOException && m != null
                && (m.contains("No space left on device") || m.contains("Disk quota exceeded"));
    }
}
