package io.rocekit.capture.report;

import java.util.List;

/**
 * ICRC verdicts over the RoCEv2 frames.
 *
 * @param uncheckable   frames cut by the snaplen or with inconsistent IP/UDP lengths
 * @param notChecked    frames not verified ({@code --no-icrc})
 * @param invalidFrames the first frame numbers with a bad ICRC
 */
public record IcrcCounts(long valid, long invalid, long uncheckable, long notChecked, List<Long> invalidFrames) {
}
