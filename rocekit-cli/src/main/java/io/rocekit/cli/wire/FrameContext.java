package io.rocekit.cli.wire;

import io.rocekit.wire.frame.RoceFrame;

/** The decoded frame plus what the capture file says about it; one instance reused per file. */
final class FrameContext {
    final RoceFrame frame = new RoceFrame();
    long number;
    long timestampNanos;
    long firstTimestampNanos = Long.MIN_VALUE;
}
