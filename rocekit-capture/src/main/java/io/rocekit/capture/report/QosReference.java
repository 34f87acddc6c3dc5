package io.rocekit.capture.report;

import java.util.Map;
import java.util.OptionalInt;

/**
 * What the QoS checks compared against: given on the command line, or the most common value in the
 * capture.
 *
 * @param dataDscp       the DSCP RoCE traffic other than CNPs should use
 * @param dataDscpSource {@code expected} (given) or {@code most common}
 * @param cnpDscp        the DSCP CNPs should use
 * @param cnpDscpSource  {@code expected} or {@code most common}
 * @param dataPcp        the most common 802.1p priority of tagged data frames
 * @param cnpPcp         the most common 802.1p priority of tagged CNPs
 * @param dscpToPcp      the DSCP to priority map checked: the given one, or inferred (the most
 *                       common priority per DSCP)
 * @param mapSource      {@code given} or {@code inferred}
 */
public record QosReference(OptionalInt dataDscp, String dataDscpSource, OptionalInt cnpDscp, String cnpDscpSource,
        OptionalInt dataPcp, OptionalInt cnpPcp, Map<Integer, Integer> dscpToPcp, String mapSource) {
}
