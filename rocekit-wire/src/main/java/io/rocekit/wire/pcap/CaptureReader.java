package io.rocekit.wire.pcap;

import java.io.Closeable;
import java.io.IOException;
import java.util.Optional;

/**
 * Streams the frames of a capture file, one record at a time, in a bounded buffer: files larger
 * than memory are fine, and reading allocates nothing per frame.
 *
 * <p>When the file ends in the middle of a record, or a record's header is impossible, {@link
 * #next} returns false and {@link #problem()} says where and why; everything before it was
 * delivered.
 */
public sealed interface CaptureReader extends Closeable permits PcapReader, PcapngReader {
    /**
     * Fills {@code record} with the next frame.
     *
     * @return false at the end of the file or at a problem that stops reading ({@link #problem()})
     */
    boolean next(CaptureRecord record) throws IOException;

    /** "pcap" or "pcapng". */
    String format();

    /** Why reading stopped early, naming the record and the file offset; empty at a clean end. */
    Optional<String> problem();

    /** Records skipped or oddities met while reading (unknown blocks, unsupported interfaces), counted. */
    long skippedBlocks();
}
