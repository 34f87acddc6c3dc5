package io.rocekit.fabric.intent;

import io.rocekit.fabric.model.Scheduling;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a RoCE fabric is meant to do, vendor-neutral: one intent renders to every switch operating
 * system and the NICs, and configurations are checked against it.
 *
 * @param name       a label (the profile it started from, or the file)
 * @param mtu        the switch port MTU
 * @param classes    the RoCE data classes
 * @param cnp        the CNP class, where the design uses DCQCN
 * @param ecn        ECN marking per queue
 * @param pfc        PFC priorities and watchdog
 * @param buffers    the headroom of the lossless priority groups (every port not in a group)
 * @param portGroups ports with their own speed and cable length, hence their own headroom
 * @param scheduling per egress queue: strict or a DWRR weight
 * @param nic        the NIC side
 */
public record Intent(String name, int mtu, List<TrafficClassIntent> classes, Optional<CnpIntent> cnp,
        List<EcnIntent> ecn, PfcIntent pfc, BufferIntent buffers, List<PortGroupIntent> portGroups,
        SortedMap<Integer, Scheduling> scheduling, NicIntent nic) {
    public Intent {
        Objects.requireNonNull(name, "name");
        classes = List.copyOf(classes);
        Objects.requireNonNull(cnp, "cnp");
        ecn = List.copyOf(ecn);
        Objects.requireNonNull(pfc, "pfc");
        Objects.requireNonNull(buffers, "buffers");
        portGroups = List.copyOf(portGroups);
        scheduling = Collections.unmodifiableSortedMap(new TreeMap<>(scheduling));
        Objects.requireNonNull(nic, "nic");
    }

    /** An intent whose ports all share one headroom. */
    public Intent(String name, int mtu, List<TrafficClassIntent> classes, Optional<CnpIntent> cnp, List<EcnIntent> ecn,
            PfcIntent pfc, BufferIntent buffers, SortedMap<Integer, Scheduling> scheduling, NicIntent nic) {
        this(name, mtu, classes, cnp, ecn, pfc, buffers, List.of(), scheduling, nic);
    }

    /** The same intent with another MTU (a platform that takes less than the intent asks). */
    public Intent withMtu(int otherMtu) {
        return new Intent(name, otherMtu, classes, cnp, ecn, pfc, buffers, portGroups, scheduling, nic);
    }

    /** The classes PFC protects: those whose priority is a PFC priority. */
    public List<TrafficClassIntent> losslessClasses() {
        return classes.stream().filter(c -> pfc.priorities().contains(c.priority())).toList();
    }

    /** The headroom of a port: that of the first group {@code holdsPort} accepts, else the intent's default. */
    public BufferIntent buffersOf(java.util.function.Predicate<PortGroupIntent> holdsPort) {
        return portGroups.stream().filter(holdsPort).findFirst().map(PortGroupIntent::buffers).orElse(buffers);
    }

    /** DSCP to traffic class for every DSCP the intent names (classes and CNP). */
    public SortedMap<Integer, Integer> dscpToTc() {
        TreeMap<Integer, Integer> m = new TreeMap<>();
        classes.forEach(c -> c.dscp().forEach(d -> m.put(d, c.trafficClass())));
        cnp.ifPresent(c -> m.put(c.dscp(), c.trafficClass()));
        return m;
    }

    /** DSCP to switch priority for every DSCP the intent names. */
    public SortedMap<Integer, Integer> dscpToPriority() {
        TreeMap<Integer, Integer> m = new TreeMap<>();
        classes.forEach(c -> c.dscp().forEach(d -> m.put(d, c.priority())));
        cnp.ifPresent(c -> m.put(c.dscp(), c.priority()));
        return m;
    }

    /** Traffic class to egress queue for the classes the intent names. */
    public SortedMap<Integer, Integer> tcToQueue() {
        TreeMap<Integer, Integer> m = new TreeMap<>();
        classes.forEach(c -> m.put(c.trafficClass(), c.queue()));
        cnp.ifPresent(c -> m.put(c.trafficClass(), c.queue()));
        return m;
    }

    /** Switch priority to traffic class for the classes the intent names. */
    public SortedMap<Integer, Integer> priorityToTc() {
        TreeMap<Integer, Integer> m = new TreeMap<>();
        classes.forEach(c -> m.put(c.priority(), c.trafficClass()));
        cnp.ifPresent(c -> m.put(c.priority(), c.trafficClass()));
        return m;
    }

    /** The ECN settings of a queue, if the intent marks on it. */
    public Optional<EcnIntent> ecnOf(int queue) {
        return ecn.stream().filter(e -> e.queue() == queue).findFirst();
    }
}
