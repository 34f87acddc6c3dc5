package io.rocekit.capture.report;

/**
 * Frames to the RoCEv2 port that the capture's snaplen cut (fewer bytes captured than the record
 * header's original length), and frames it cut before their UDP destination port (which may have
 * gone to it). They are not malformed and not loss: a cut frame whose BTH was
 * captured counts in its flow (opcode, QP, PSN, CNPs, QoS) like a whole one.
 *
 * @param frames     frames captured short of their ICRC: their ICRC and payload were not checked
 * @param headersCut of those, frames whose BTH was captured but an extended header was not (an
 *                   ACKNOWLEDGE without its AETH is then neither an ACK nor a NAK; a READ request
 *                   without its RETH reserves an unknown number of PSNs)
 * @param beforeBth  of those, frames the capture ended before the end of the BTH (in the UDP header
 *                   or before it, too): not analysed
 */
public record SnaplenCut(long frames, long headersCut, long beforeBth) {
    public static final SnaplenCut NONE = new SnaplenCut(0, 0, 0);
}
