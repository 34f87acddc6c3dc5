package io.rocekit.cli.fabric;

import io.rocekit.cli.command.InputException;
import io.rocekit.core.io.TextFiles;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.intent.IntentException;
import io.rocekit.fabric.intent.IntentReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads an intent file for the fabric commands; a bad one is an input error naming the key path. */
final class IntentFiles {
    private static final long MAX_INTENT_BYTES = 1L << 20;

    private IntentFiles() {
    }

    static Intent read(Path file) throws IOException {
        if (!Files.isReadable(file)) {
            throw new InputException(file + ": cannot read the intent file (rocekit fabric init > intent.yaml writes one)");
        }
        try {
            // an intent is a page of YAML: 1 MiB is far more than any; a regular file, strict UTF-8
            return IntentReader.read(file.toString(), TextFiles.readUtf8(file, MAX_INTENT_BYTES));
        } catch (IntentException e) {
            throw new InputException(e.getMessage(), e);
        }
    }
}
