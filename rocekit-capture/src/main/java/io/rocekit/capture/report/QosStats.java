package io.rocekit.capture.report;

import java.util.List;
import java.util.Map;

/**
 * The DSCP and 802.1p values a direction uses and the frames that disagree with the references.
 *
 * @param dscp                 DSCP values seen (every packet)
 * @param dscpPackets          packets per DSCP value
 * @param cnpDscpPackets       CNPs per DSCP value (included in dscpPackets)
 * @param pcp                  802.1p priorities seen (tagged frames)
 * @param qosMismatches        frames whose DSCP or priority disagrees (the first 256 per DSCP value)
 * @param qosMismatchFrames    their frame numbers
 */
public record QosStats(
        List<Integer> dscp,
        Map<Integer, Long> dscpPackets,
        Map<Integer, Long> cnpDscpPackets,
        List<Integer> pcp,
        List<QosFrame> qosMismatches,
        List<Long> qosMismatchFrames) {
}
