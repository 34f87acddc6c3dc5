package io.rocekit.fabric.model;

import io.rocekit.core.finding.Evidence;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * What one port (or one profile that ports use) does with RoCE traffic, after the vendor's
 * indirections are resolved.
 *
 * @param port                  the port name as the configuration writes it ({@code Ethernet0},
 *                              {@code swp16}); {@code global} for a switch-wide view, {@code profile NAME}
 *                              for a template no port uses
 * @param dscpToTc              the effective DSCP to traffic class map (the port's own, else the global one)
 * @param dscpToPriority        DSCP to switch priority where the vendor has one between DSCP and class
 *                              (NVUE); empty where the priority is the traffic class (SONiC, EOS)
 * @param pcpToTc               VLAN PCP (dot1p/CoS) to traffic class, where the port classifies by it
 * @param tcToQueue             traffic class to egress queue; empty where the two are the same
 * @param pfcPriorities         the priorities PFC is enabled on
 * @param pfcWatchdogPriorities the priorities a PFC watchdog covers; empty when the configuration says
 *                              nothing about a watchdog
 * @param queues                the queues the configuration says something about
 * @param trust                 what received traffic is classified by, if the configuration says
 * @param mtu                   the port MTU as written, if given
 * @param mtuFramingBytes       the Ethernet framing bytes the written MTU counts beyond the IP packet:
 *                              0 where it is an IP MTU as Linux counts it (SONiC, whose orchagent adds
 *                              header, FCS and VLAN tag itself; Cumulus/NVUE; EOS; NX-OS), 14 for a Junos
 *                              media MTU (Ethernet header, no FCS), 18 for a Comware {@code jumboframe
 *                              enable} frame length (header and FCS)
 * @param priorityGroups        ingress priority group ({@code 3-4}) to buffer profile name, as written
 * @param cableLength           the cable length as written ({@code 5m}), if given
 * @param speedMbps             the port speed in Mb/s, if the configuration states one (SONiC PORT
 *                              {@code speed}, NVUE {@code link speed}, EOS/NX-OS/Junos/Comware
 *                              {@code speed}); empty for auto-negotiation or when not written
 * @param lanes                 the port's serdes lanes, where the configuration lists them (SONiC PORT
 *                              {@code lanes}): an 8-lane port takes more headroom (buffer_headroom_mellanox.lua)
 * @param where                 where each aspect was read ({@code dscp}, {@code pfc}, {@code pfcwd},
 *                              {@code queue.3}, {@code pg.3-4}, {@code trust}, {@code mtu}, {@code cable},
 *                              {@code speed}; {@code queue.3.scheduler} where a queue's scheduler has a line of
 *                              its own; {@code pfcwd.split} where SONiC's own design leaves PFC
 *                              priorities to a hardware watchdog, see the SONiC reader), for evidence
 */
public record PortQos(
        String port,
        SortedMap<Integer, Integer> dscpToTc,
        SortedMap<Integer, Integer> dscpToPriority,
        SortedMap<Integer, Integer> pcpToTc,
        SortedMap<Integer, Integer> tcToQueue,
        SortedSet<Integer> pfcPriorities,
        Optional<SortedSet<Integer>> pfcWatchdogPriorities,
        List<QueueQos> queues,
        Optional<Trust> trust,
        OptionalInt mtu,
        int mtuFramingBytes,
        SortedMap<String, String> priorityGroups,
        Optional<String> cableLength,
        OptionalLong speedMbps,
        Map<String, Evidence> where,
        OptionalInt lanes) {
    /** A port whose lanes the configuration does not list. */
    public PortQos(String port, SortedMap<Integer, Integer> dscpToTc, SortedMap<Integer, Integer> dscpToPriority,
            SortedMap<Integer, Integer> pcpToTc, SortedMap<Integer, Integer> tcToQueue, SortedSet<Integer> pfcPriorities,
            Optional<SortedSet<Integer>> pfcWatchdogPriorities, List<QueueQos> queues, Optional<Trust> trust, OptionalInt mtu,
            int mtuFramingBytes, SortedMap<String, String> priorityGroups, Optional<String> cableLength, OptionalLong speedMbps,
            Map<String, Evidence> where) {
        this(port, dscpToTc, dscpToPriority, pcpToTc, tcToQueue, pfcPriorities, pfcWatchdogPriorities, queues, trust, mtu,
                mtuFramingBytes, priorityGroups, cableLength, speedMbps, where, OptionalInt.empty());
    }

    /** The longest cable rocekit takes as a cable length: 100 km (SONiC's longest default, a regional hub, is 80 km). */
    public static final double MAX_CABLE_METERS = 100_000;

    public PortQos {
        Objects.requireNonNull(port, "port");
        dscpToTc = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(dscpToTc));
        dscpToPriority = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(dscpToPriority));
        pcpToTc = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(pcpToTc));
        tcToQueue = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(tcToQueue));
        pfcPriorities = java.util.Collections.unmodifiableSortedSet(new java.util.TreeSet<>(pfcPriorities));
        pfcWatchdogPriorities = pfcWatchdogPriorities.map(
                s -> java.util.Collections.unmodifiableSortedSet(new java.util.TreeSet<>(s)));
        queues = List.copyOf(queues);
        Objects.requireNonNull(trust, "trust");
        Objects.requireNonNull(mtu, "mtu");
        priorityGroups = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(priorityGroups));
        Objects.requireNonNull(cableLength, "cableLength");
        Objects.requireNonNull(speedMbps, "speedMbps");
        where = Map.copyOf(where);
        Objects.requireNonNull(lanes, "lanes");
    }

    /** The switch priority a DSCP value lands on (the PFC priority that protects it), if mapped. */
    public OptionalInt priorityOfDscp(int dscp) {
        Integer p = dscpToPriority.isEmpty() ? dscpToTc.get(dscp) : dscpToPriority.get(dscp);
        return p == null ? OptionalInt.empty() : OptionalInt.of(p);
    }

    /** The largest IP packet the port passes (untagged), from its MTU and what that MTU counts. */
    public OptionalInt ipMtu() {
        return mtu.isPresent() ? OptionalInt.of(mtu.getAsInt() - mtuFramingBytes) : OptionalInt.empty();
    }

    /** The traffic class of a DSCP value, if mapped. */
    public OptionalInt tcOfDscp(int dscp) {
        Integer tc = dscpToTc.get(dscp);
        return tc == null ? OptionalInt.empty() : OptionalInt.of(tc);
    }

    /** The egress queue of a traffic class (the class itself where no map says otherwise). */
    public int queueOfTc(int tc) {
        return tcToQueue.getOrDefault(tc, tc);
    }

    /** The queue with this number, if the configuration says anything about it. */
    public Optional<QueueQos> queue(int queue) {
        return queues.stream().filter(q -> q.queue() == queue).findFirst();
    }

    /**
     * Whether this is a system port of a SONiC VOQ chassis ({@code SONIC4|asic0|Ethernet0}: hostname, ASIC and
     * port, the key of sonic-queue.yang's {@code VOQ_QUEUE_LIST} less its queue): the configuration gives only
     * its virtual output queues; classification and PFC belong to the local front-panel port
     * ({@code PORT_QOS_MAP}), so the rules that judge a front-panel port pass it over. No vendor's port name
     * holds a {@code |}, CONFIG_DB's key separator.
     */
    public boolean isSystemPort() {
        return isSystemPort(port);
    }

    /** Whether a port name is a VOQ system port's, {@code hostname|asic|port}: see {@link #isSystemPort()}. */
    public static boolean isSystemPort(String port) {
        return port.chars().filter(c -> c == '|').count() == 2;
    }

    /** Where an aspect was read, if recorded. */
    public Optional<Evidence> where(String aspect) {
        return Optional.ofNullable(where.get(aspect));
    }

    /**
     * Where queue {@code queue}'s scheduling was read: its own line where the reader records one
     * ({@code queue.3.scheduler}: a SONiC QUEUE row names its scheduler and its WRED profile on lines of
     * their own, and {@code queue.3} cites the WRED profile's), else the queue's line.
     */
    public Optional<Evidence> whereScheduling(int queue) {
        return where("queue." + queue + ".scheduler").or(() -> where("queue." + queue));
    }

    /**
     * Where DSCP {@code dscp}'s class was read: its own line where the reader records one per value
     * ({@code dscp.26}: Cumulus traffic.conf lists each class's DSCP values on a line of their own),
     * else the classification's line.
     */
    public Optional<Evidence> whereDscp(int dscp) {
        return where("dscp." + dscp).or(() -> where("dscp"));
    }

    /** The cable length in meters ({@code 5m}, {@code 40}), if given, readable and at most {@link #MAX_CABLE_METERS}. */
    public OptionalDouble cableMeters() {
        if (cableLength.isEmpty()) {
            return OptionalDouble.empty();
        }
        String t = cableLength.get().trim().toLowerCase(java.util.Locale.ROOT);
        t = t.endsWith("m") ? t.substring(0, t.length() - 1) : t;
        try {
            double m = Double.parseDouble(t);
            return m >= 0 && m <= MAX_CABLE_METERS ? OptionalDouble.of(m) : OptionalDouble.empty();
        } catch (NumberFormatException e) {
            return OptionalDouble.empty();
        }
    }
}
