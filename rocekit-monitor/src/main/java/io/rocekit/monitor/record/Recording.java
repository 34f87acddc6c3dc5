package io.rocekit.monitor.record;

import io.rocekit.core.io.Utf8Lines;
import io.rocekit.monitor.sample.Sample;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A recording: one {@link Sample} per line, JSON, in time order ({@code rocekit monitor --record}).
 * Reading keeps at most {@link #MAX_SAMPLES} samples (the first and the latest ones), so that a
 * day-long recording never fills memory.
 */
public final class Recording {
    /** The most samples read back; a longer recording keeps its first and last samples evenly. */
    public static final int MAX_SAMPLES = 10_000;
    /**
     * The largest recording read: 8 GiB. A sample of the four-port demo node is 12.6 KB (measured),
     * so this is about a week of {@code --record} at one sample a second; memory stays bounded
     * ({@link #MAX_SAMPLES}) whatever the size, the bound keeps a wrong file from being read for
     * minutes.
     */
    public static final long MAX_BYTES = 8L << 30;

    private Recording() {
    }

    /** Appends {@code s} as one line and flushes, so that a killed monitor leaves whole lines. */
    public static void append(Writer out, Sample s) throws IOException {
        out.write(SampleJson.line(s));
        out.write('\n');
        out.flush();
    }

    /**
     * The samples of {@code file}, in order; a last line cut short by a kill is ignored. Read as a
     * stream with core's checks for a user's file ({@link Utf8Lines}): a FIFO, a device or a
     * directory is refused before it is opened, a file over {@link #MAX_BYTES}, a line over 1 MiB or
     * a byte that is not UTF-8 is an {@link io.rocekit.core.io.InputFileException} naming the file
     * and the line or byte offset.
     *
     * @throws RecordingException naming the line that is not a sample, or when fewer than two samples are in it
     */
    public static List<Sample> read(Path file) throws IOException, RecordingException {
        try (Utf8Lines lines = Utf8Lines.open(file, MAX_BYTES)) {
            return read(file.toString(), lines);
        }
    }

    /** The samples of recording text already read ({@code file} in messages: a file inside a snapshot). */
    public static List<Sample> read(String file, String text) throws IOException, RecordingException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        try (Utf8Lines lines = Utf8Lines.of(file, new ByteArrayInputStream(bytes), bytes.length)) {
            return read(file, lines);
        }
    }

    private static List<Sample> read(String file, Utf8Lines r) throws IOException, RecordingException {
        List<Sample> out = new ArrayList<>();
        long lineNo = 0;
        int stride = 1;
        long kept = 0;
        String pending = null;
        long pendingNo = 0;
        for (Optional<String> next = r.next(); next.isPresent(); next = r.next()) {
            String line = next.get();
            lineNo = r.lineNumber();
            if (line.isBlank()) {
                continue;
            }
            if (pending != null) {
                Sample s = parse(file, pendingNo, pending);
                if (kept++ % stride == 0) {
                    out.add(s);
                }
                if (out.size() >= MAX_SAMPLES) {
                    List<Sample> thinned = new ArrayList<>();
                    for (int i = 0; i < out.size(); i += 2) {
                        thinned.add(out.get(i));
                    }
                    out = thinned;
                    stride *= 2;
                }
            }
            pending = line;
            pendingNo = lineNo;
        }
        if (pending != null) {
            try {
                out.add(SampleJson.parse(pending));
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                // the last line of a recording whose writer was killed mid-line
            }
        }
        if (out.size() < 2) {
            throw new RecordingException(file + ": expected at least two samples (a recording of 'rocekit monitor "
                    + "--record'), found " + out.size());
        }
        return out;
    }

    private static Sample parse(String file, long lineNo, String line) throws RecordingException {
        try {
            return SampleJson.parse(line);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new RecordingException(file + ":" + lineNo + ": expected a sample (one JSON object per line, written by "
                    + "'rocekit monitor --record'), found '" + (line.length() > 60 ? line.substring(0, 57) + "..." : line) + "'");
        }
    }
}
