package io.rocekit.capture.report;

import java.util.OptionalInt;

/**
 * A frame whose DSCP or 802.1p priority disagrees with the rest of the capture or with what was
 * expected. A frame wrong in two ways appears twice, once per kind.
 *
 * @param opcode  the BTH opcode name
 * @param pcp     the priority of its 802.1Q tag, empty when untagged
 * @param kind    what disagrees
 * @param problem in words, e.g. {@code DSCP 0, RoCE traffic uses 26 (most common)}
 */
public record QosFrame(long frame, String opcode, int dscp, OptionalInt pcp, Kind kind, String problem) {
    /** What a QoS mismatch is about. */
    public enum Kind {
        /** RoCE traffic other than a CNP on a DSCP other than the data DSCP. */
        DATA_DSCP,
        /** A CNP on a DSCP other than the CNP DSCP. */
        CNP_DSCP,
        /** A priority other than the DSCP map gives for the frame's DSCP. */
        PCP
    }
}
