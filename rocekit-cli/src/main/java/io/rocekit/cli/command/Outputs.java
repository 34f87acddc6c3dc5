package io.rocekit.cli.command;

import io.rocekit.core.io.InputFileException;
import io.rocekit.core.io.OutputPaths;
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
}
