/**
 * The streaming engine: per-frame decoding into primitive per-flow state (PSN rings, counters,
 * bounded evidence lists), pairing of the two directions of a connection, the timeline, and the
 * one-time conversion into the immutable report. Nothing here allocates per frame.
 */
package io.rocekit.capture.track;
