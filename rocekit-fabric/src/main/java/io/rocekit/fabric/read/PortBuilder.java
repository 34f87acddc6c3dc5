package io.rocekit.fabric.read;

import io.rocekit.core.finding.Evidence;
import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.QueueQos;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.Trust;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/** Collects what a reader learns about one port, in any order, then builds the immutable port. */
final class PortBuilder {
    final String port;
    final TreeMap<Integer, Integer> dscpToTc = new TreeMap<>();
    final TreeMap<Integer, Integer> dscpToPriority = new TreeMap<>();
    final TreeMap<Integer, Integer> pcpToTc = new TreeMap<>();
    final TreeMap<Integer, Integer> tcToQueue = new TreeMap<>();
    final TreeSet<Integer> pfc = new TreeSet<>();
    SortedSet<Integer> watchdog;
    final TreeMap<Integer, QueueBuilder> queues = new TreeMap<>();
    Trust trust;
    Integer mtu;
    int mtuFramingBytes;
    final TreeMap<String, String> priorityGroups = new TreeMap<>();
    String cableLength;
    Long speedMbps;
    Integer lanes;
    final Map<String, Evidence> where = new HashMap<>();

    PortBuilder(String port) {
        this.port = port;
    }

    /** A copy under another name (a profile applied to a port). */
    PortBuilder copyAs(String name) {
        PortBuilder b = new PortBuilder(name);
        b.dscpToTc.putAll(dscpToTc);
        b.dscpToPriority.putAll(dscpToPriority);
        b.pcpToTc.putAll(pcpToTc);
        b.tcToQueue.putAll(tcToQueue);
        b.pfc.addAll(pfc);
        b.watchdog = watchdog == null ? null : new TreeSet<>(watchdog);
        queues.forEach((q, qb) -> b.queues.put(q, qb.copy()));
        b.trust = trust;
        b.mtu = mtu;
        b.mtuFramingBytes = mtuFramingBytes;
        b.priorityGroups.putAll(priorityGroups);
        b.cableLength = cableLength;
        b.speedMbps = speedMbps;
        b.lanes = lanes;
        b.where.putAll(where);
        return b;
    }

    QueueBuilder queue(int q) {
        return queues.computeIfAbsent(q, QueueBuilder::new);
    }

    void where(String aspect, Evidence e) {
        where.put(aspect, e);
    }

    PortQos build() {
        return new PortQos(port, dscpToTc, dscpToPriority, pcpToTc, tcToQueue, pfc, Optional.ofNullable(watchdog),
                queues.values().stream().map(QueueBuilder::build).toList(), Optional.ofNullable(trust),
                mtu == null ? OptionalInt.empty() : OptionalInt.of(mtu), mtuFramingBytes, priorityGroups, Optional.ofNullable(cableLength),
                speedMbps == null ? OptionalLong.empty() : OptionalLong.of(speedMbps), where,
                lanes == null ? OptionalInt.empty() : OptionalInt.of(lanes));
    }

    /** One queue being built. */
    static final class QueueBuilder {
        final int queue;
        Ecn ecn;
        Scheduling scheduling;
        String bufferProfile;

        QueueBuilder(int queue) {
            this.queue = queue;
        }

        QueueBuilder copy() {
            QueueBuilder q = new QueueBuilder(queue);
            q.ecn = ecn;
            q.scheduling = scheduling;
            q.bufferProfile = bufferProfile;
            return q;
        }

        QueueQos build() {
            return new QueueQos(queue, Optional.ofNullable(ecn), Optional.ofNullable(scheduling),
                    Optional.ofNullable(bufferProfile));
        }
    }
}
