package io.rocekit.wire.pcap;

/**
 * One captured frame as a reader delivers it: a view into the reader's buffer, valid until the
 * next call to {@link CaptureReader#next(CaptureRecord)}. Reused for every record; nothing is
 * allocated per frame.
 */
public final class CaptureRecord {
    byte[] buffer;
    int offset;
    int capturedLength;
    int originalLength;
    long timestampNanos;
    int linkType;
    int interfaceId;
    long fileOffset;
    long number;

    /** The buffer holding the frame bytes. */
    public byte[] buffer() {
        return buffer;
    }

    /** Where the frame starts in {@link #buffer()}. */
    public int offset() {
        return offset;
    }

    /** Bytes captured. */
    public int capturedLength() {
        return capturedLength;
    }

    /** Bytes the frame had on the wire (more than captured when the snaplen cut it). */
    public int originalLength() {
        return originalLength;
    }

    /** Nanoseconds since the Unix epoch, converted from the file's resolution. */
    public long timestampNanos() {
        return timestampNanos;
    }

    /** The {@link LinkType} of the interface that captured it. */
    public int linkType() {
        return linkType;
    }

    /** pcapng interface id (0 for pcap). */
    public int interfaceId() {
        return interfaceId;
    }

    /** Byte offset of the record (its header or block) in the file. */
    public long fileOffset() {
        return fileOffset;
    }

    /** 1-based index of the frame in the file. */
    public long number() {
        return number;
    }
}
