package io.rocekit.wire.frame;

/** What became of a frame's ICRC. */
public enum IcrcVerdict {
    /** Not computed (verification not asked for, or not a RoCEv2 frame). */
    NOT_CHECKED,
    /** Computed and equal to the wire value. */
    VALID,
    /** Computed and different from the wire value. */
    INVALID,
    /**
     * Cannot be checked: the capture cut the frame (snaplen) or the IP and UDP lengths disagree,
     * so the covered range is not known.
     */
    UNCHECKABLE
}
