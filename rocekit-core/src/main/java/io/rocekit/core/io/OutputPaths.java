package io.rocekit.core.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks where a command will write before it starts working: a simulation of minutes must not end
 * in "cannot write" because {@code --out} names an existing file, nor an HTML report because its
 * path is a directory.
 */
public final class OutputPaths {
    private OutputPaths() {
    }

    /**
     * Fails unless {@code file} can be written as a file: not a directory, and its directory exists.
     *
     * @param option the option that named it, for the message ({@code --html})
     */
    public static void checkFile(String option, Path file) throws InputFileException {
        if (Files.isDirectory(file)) {
            throw new InputFileException(option + " " + file + ": is a directory; expected a file name to write");
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new InputFileException(option + " " + file + ": directory " + parent + " does not exist");
        }
        if (Files.exists(file) && !Files.isWritable(file)) {
            throw new InputFileException(option + " " + file + ": exists and is not writable");
        }
    }

    /**
     * Makes sure {@code dir} is a directory rocekit can write into, creating it (and its parents)
     * when missing.
     *
     * @param option the option that named it, for the message ({@code --out})
     */
    public static void prepareDirectory(String option, Path dir) throws InputFileException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new InputFileException(option + " " + dir + ": is a file; expected a directory to write into"
                    + " (give a new or existing directory)");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new InputFileException(option + " " + dir + ": cannot create the directory (" + e + ")", e);
        }
        if (!Files.isWritable(dir)) {
            throw new InputFileException(option + " " + dir + ": directory is not writable");
        }
    }
}
