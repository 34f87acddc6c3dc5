package io.rocekit.capture.report;

/** A frame to the RoCEv2 UDP port that does not decode, with the decoder's message. */
public record MalformedFrame(long frame, String message) {
}
