package io.rocekit.fabric.intent;

/**
 * Where congestion notification packets travel.
 *
 * @param dscp         the DSCP the NICs send CNPs with
 * @param priority     the switch priority / PCP of CNPs
 * @param trafficClass the traffic class they are switched in
 * @param queue        their egress queue
 * @param strict       whether that queue is strict priority (so CNPs overtake the data they throttle)
 */
public record CnpIntent(int dscp, int priority, int trafficClass, int queue, boolean strict) {
}
