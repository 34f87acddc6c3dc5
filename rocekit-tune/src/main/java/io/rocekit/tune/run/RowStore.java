package io.rocekit.tune.run;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.tune.TuneInputException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The results file: JSON Lines, one {@link Row} per line, appended and flushed as each trial
 * finishes. Opening it reads the rows already there (those of another base are kept in the file
 * but not used), and cuts off a last line that an interruption left half-written, so a sweep
 * started again runs only what is missing.
 */
public final class RowStore implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final Path file;
    private final Map<String, Row> byKey = new LinkedHashMap<>();
    private final int otherBase;
    private final BufferedWriter out;

    private RowStore(Path file, String baseFingerprint) {
        this.file = file;
        int other = 0;
        try {
            Path dir = file.toAbsolutePath().getParent();
            if (dir != null) {
                Files.createDirectories(dir);
            }
            if (Files.exists(file)) {
                int lineNo = 0;
                for (String line : readWholeLines(file).split("\n", -1)) {
                    lineNo++;
                    if (line.isBlank()) {
                        continue;
                    }
                    Row r = parse(line, lineNo);
                    if (r.base().equals(baseFingerprint)) {
                        byKey.put(r.key(), r);
                    } else {
                        other++;
                    }
                }
            }
            out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": cannot open the results file", e);
        }
        this.otherBase = other;
    }

    public static RowStore open(Path file, String baseFingerprint) {
        return new RowStore(file, baseFingerprint);
    }

    private Row parse(String line, int lineNo) {
        try {
            return JSON.readValue(line, Row.class);
        } catch (JsonProcessingException e) {
            throw new TuneInputException(file + ": line " + lineNo + ": not a result row ("
                    + e.getOriginalMessage() + "); move the file away to start afresh");
        }
    }

    /**
     * The complete lines of the results file, read as a user's file (regular, bounded, strict
     * UTF-8); a last line cut by a crash is removed from the file first, so that appending starts
     * on a fresh line and a multi-byte character cut in half is not taken for bad input.
     */
    private static String readWholeLines(Path f) throws IOException {
        byte[] bytes = io.rocekit.core.io.TextFiles.readRegularFile(f, io.rocekit.core.io.TextFiles.MAX_BYTES);
        int keep = bytes.length;
        while (keep > 0 && bytes[keep - 1] != '\n') {
            keep--;
        }
        if (keep < bytes.length) {
            try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
                raf.setLength(keep);
            }
        }
        return io.rocekit.core.io.TextFiles.decodeUtf8(f.toString(), java.util.Arrays.copyOf(bytes, keep));
    }

    /** The stored row of a trial (any id), if it ran before on this base. */
    public java.util.Optional<Row> find(Trial t) {
        return java.util.Optional.ofNullable(byKey.get(t.key()));
    }

    public synchronized void append(Row r) {
        try {
            out.write(JSON.writeValueAsString(r));
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": cannot append a result row", e);
        }
        byKey.put(r.key(), r);
    }

    /** Rows of this base found in the file when it was opened plus those appended since. */
    public synchronized List<Row> rows() {
        return new ArrayList<>(byKey.values());
    }

    /** Rows in the file that belong to another base (an edited scenario): ignored. */
    public int rowsOfOtherBase() {
        return otherBase;
    }

    public Path file() {
        return file;
    }

    /** One row as a JSON line (what the file holds). */
    public static String toJson(Row r) {
        try {
            return JSON.writeValueAsString(r);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
