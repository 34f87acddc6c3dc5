package io.rocekit.wire.pcap;

import java.io.IOException;

/** The file is not a capture rocekit can read, or its header is broken: names the file and the offset. */
public final class CaptureFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public CaptureFormatException(String message) {
        super(message);
    }
}
