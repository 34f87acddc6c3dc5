package io.rocekit.host.parse.mlnxqos;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code mlnx_qos -i IFACE}: trust mode, DSCP-to-priority map, PFC per priority, receive buffers
 * and the traffic classes with their schedulers.
 *
 * @param dcbxMode           {@code DCBX mode} ({@code OS controlled}, {@code Firmware controlled})
 * @param trust              {@code Priority trust state}
 * @param trustLine          its line
 * @param dscpToPriority     {@code dscp2prio mapping} rows
 * @param receiveBufferBytes {@code Receive buffer size (bytes)} per buffer
 * @param cableLengthMeters  {@code Cable len}
 * @param pfc                {@code PFC configuration}
 * @param trafficClasses     {@code tc:} blocks
 */
public record QosSettings(Optional<String> dcbxMode, Optional<Trust> trust, Optional<SourceLine> trustLine,
        List<DscpMapping> dscpToPriority, List<Long> receiveBufferBytes, OptionalInt cableLengthMeters,
        Optional<Pfc> pfc, List<TrafficClass> trafficClasses) {
    public QosSettings {
        dscpToPriority = List.copyOf(dscpToPriority);
        receiveBufferBytes = List.copyOf(receiveBufferBytes);
        trafficClasses = List.copyOf(trafficClasses);
    }

    /** How received packets are classified into priorities. */
    public enum Trust { PCP, DSCP }

    /** {@code prio:N dscp:a,b,...}: the DSCP values mapped to priority N. */
    public record DscpMapping(int priority, List<Integer> dscps, SourceLine line) {
        public DscpMapping {
            dscps = List.copyOf(dscps);
        }
    }

    /**
     * PFC per priority 0..7.
     *
     * @param enabled     whether PFC is on, by priority
     * @param buffer      the receive buffer of each priority, when shown
     * @param enabledLine the {@code enabled} row
     */
    public record Pfc(List<Boolean> enabled, List<Integer> buffer, SourceLine enabledLine) {
        public Pfc {
            enabled = List.copyOf(enabled);
            buffer = List.copyOf(buffer);
        }

        /** The priorities with PFC on. */
        public List<Integer> enabledPriorities() {
            return java.util.stream.IntStream.range(0, enabled.size()).filter(enabled::get).boxed().toList();
        }
    }

    /**
     * One traffic class.
     *
     * @param tc         its number
     * @param rateLimit  {@code ratelimit} as printed ({@code unlimited})
     * @param tsa        scheduler: {@code ets}, {@code strict} or {@code vendor}
     * @param bwPercent  ETS share, when {@code bw:} is printed
     * @param priorities the priorities mapped to it
     * @param line       its {@code tc:} line
     */
    public record TrafficClass(int tc, String rateLimit, String tsa, OptionalInt bwPercent, List<Integer> priorities,
            SourceLine line) {
        public TrafficClass {
            priorities = List.copyOf(priorities);
        }
    }

    /** The priority DSCP {@code dscp} maps to, when the map lists it. */
    public OptionalInt priorityOfDscp(int dscp) {
        for (DscpMapping m : dscpToPriority) {
            if (m.dscps().contains(dscp)) {
                return OptionalInt.of(m.priority());
            }
        }
        return OptionalInt.empty();
    }
}
