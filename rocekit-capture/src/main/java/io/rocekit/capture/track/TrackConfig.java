package io.rocekit.capture.track;

import java.util.Map;
import java.util.OptionalInt;

/**
 * What the streaming analysis needs to know up front.
 *
 * @param psnWindow     ring size per flow for PSN tracking (a power of two)
 * @param pmtu          path MTU in payload bytes, or 0 to infer it from FIRST/MIDDLE packets
 * @param verifyIcrc    whether to compute every ICRC
 * @param rocePort      the UDP destination port of RoCEv2
 * @param binNanos      timeline bin width, or 0 for automatic
 * @param expectDscp    the DSCP RoCE traffic (other than CNPs) must use, if known
 * @param expectCnpDscp the DSCP CNPs must use, if known
 * @param dscpToPcp     the DSCP to 802.1p priority map the switches use, if given (else inferred)
 */
public record TrackConfig(int psnWindow, int pmtu, boolean verifyIcrc, int rocePort, long binNanos,
        OptionalInt expectDscp, OptionalInt expectCnpDscp, Map<Integer, Integer> dscpToPcp) {
    public TrackConfig {
        dscpToPcp = Map.copyOf(dscpToPcp);
    }
}
