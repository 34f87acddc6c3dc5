package io.rocekit.fabric.read;

import io.rocekit.fabric.model.PortQos;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A SONiC VOQ chassis' system ports ({@code hostname|asic|port}): QUEUE keys of four parts are sonic-queue.yang's
 * {@code VOQ_QUEUE_LIST} (key {@code hostname asic_name ifname qindex}), the virtual output queues each ASIC of a VOQ
 * chassis keeps for every system port of the chassis, which qos_config.j2 writes from {@code SYSTEM_PORT}.
 */
final class SonicVoq {
    private SonicVoq() {
    }

    /** Takes the system ports out of {@code portNames} and returns them, in natural order. */
    static TreeSet<String> takeSystemPorts(Set<String> portNames) {
        TreeSet<String> systemPorts = new TreeSet<>(Ports.NATURAL);
        portNames.stream().filter(PortQos::isSystemPort).forEach(systemPorts::add);
        portNames.removeAll(systemPorts);
        return systemPorts;
    }

    /** The system ports said once, naming the first and last. */
    static void note(ReadContext cx, TreeSet<String> systemPorts) {
        if (systemPorts.isEmpty()) {
            return;
        }
        cx.note("VOQ chassis: " + systemPorts.size() + " system port" + (systemPorts.size() == 1 ? "" : "s") + " ("
                + systemPorts.iterator().next() + (systemPorts.size() > 1 ? " ... " + systemPorts.last() : "")
                + ", hostname|asic|port) with only their virtual output queues here (QUEUE hostname|asic|port|queue, "
                + "sonic-queue.yang VOQ_QUEUE_LIST): their queues' ECN and scheduling are read and checked; classification "
                + "and PFC are the local ports' (PORT_QOS_MAP), so they are not judged as front-panel ports", Optional.empty());
    }
}
