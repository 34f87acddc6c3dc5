package io.rocekit.capture.report;

/** How the two directions of a connection were matched (docs/capture.md, "Flow"). */
public enum PairedBy {
    /** A response's PSN fitted the requests of exactly one flow the other way. */
    PSN,
    /** Several fitted equally; the one that used the response's UDP source port won. */
    PSN_AND_PORT,
    /** Several fitted equally until the end (or a full buffer); the flow seen first won. */
    ORDER,
    /** The direction carried only CNPs, and one unpaired request flow went the other way. */
    ONLY_CANDIDATE
}
