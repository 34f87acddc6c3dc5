package io.rocekit.fabric.intent;

import java.util.Collections;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * One class of RoCE traffic: the DSCP values that select it, the switch priority (VLAN PCP, the PFC
 * priority that protects it), the traffic class it is switched in and the egress queue it leaves by.
 *
 * @param name         a label ({@code roce})
 * @param priority     switch priority / PCP 0-7
 * @param dscp         the DSCP values that select the class
 * @param trafficClass the traffic class 0-7 (SONiC TC, EOS traffic-class, NX-OS qos-group, NVUE traffic-class)
 * @param queue        the egress queue 0-7
 */
public record TrafficClassIntent(String name, int priority, SortedSet<Integer> dscp, int trafficClass, int queue) {
    public TrafficClassIntent {
        Objects.requireNonNull(name, "name");
        dscp = Collections.unmodifiableSortedSet(new TreeSet<>(dscp));
    }
}
