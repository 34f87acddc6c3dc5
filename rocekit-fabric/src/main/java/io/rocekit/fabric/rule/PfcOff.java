package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Rule;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A lossless design on a switch where PFC is off switch-wide or on no port at all; a class the configuration declares
 * lossless (Junos no-loss) with PFC on no port ({@link LosslessClassPfc}).
 */
public final class PfcOff implements Rule<FabricEvidence> {
    public static final String ID = "fabric.pfc-off";
    /** What the switch-wide findings cite: the Junos no-loss source is for {@link LosslessClassPfc}'s finding alone. */
    private static final String SWITCH_WIDE_SOURCE = Sources.IEEE_QBB + "; " + Sources.CL_ROCE;

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.FAIL,
                "For a lossless RoCE design, PFC is not switched off switch-wide (EOS 'priority-flow-control all off') and at "
                        + "least one port that is classified has a PFC priority; a class the configuration declares lossless (Junos "
                        + "no-loss forwarding class) has PFC on its priority on some port (WARN).",
                "global PFC switch, per port PFC priorities, classification maps",
                "Enable PFC on the RoCE priority (e.g. SONiC PORT_QOS_MAP pfc_enable \"3\", EOS priority-flow-control on + "
                        + "priority 3 no-drop).", SWITCH_WIDE_SOURCE + "; " + Sources.JUNIPER_LOSSLESS);
    }

    @Override
    public List<Finding> check(FabricEvidence e, Limits limits) {
        List<Finding> out = new ArrayList<>(LosslessClassPfc.check(e.config()));
        out.addAll(switchWide(e));
        return out;
    }

    private List<Finding> switchWide(FabricEvidence e) {
        if (!e.expected().lossless()) {
            return List.of();
        }
        SwitchConfig c = e.config();
        if (c.pfcGlobal().isPresent() && !c.pfcGlobal().get().enabled()) {
            return List.of(new Finding(ID, Severity.FAIL, "PFC is switched off switch-wide", c.label(),
                    List.of(c.pfcGlobal().get().where()), List.of("Remove 'priority-flow-control all off'."), SWITCH_WIDE_SOURCE));
        }
        // a VOQ chassis' system ports carry only queues; their PFC is the local ports'
        List<PortQos> ports = c.ports().stream().filter(p -> !p.isSystemPort()).toList();
        boolean anyPfc = ports.stream().anyMatch(p -> !p.pfcPriorities().isEmpty());
        boolean classifies = ports.stream().anyMatch(p -> !p.dscpToTc().isEmpty() || !p.pcpToTc().isEmpty())
                || c.definitions().stream().anyMatch(d -> d.kind().endsWith("_TO_TC_MAP"));
        if (!anyPfc && classifies) {
            List<Evidence> ev = c.definitions().stream().filter(d -> d.kind().endsWith("_TO_TC_MAP")).map(d -> d.where()).toList();
            if (!c.absentPortTables().isEmpty()) {
                // maps alone: nothing in the file says which ports use them, so there is no port to find without PFC
                return List.of(new Finding(ID, Severity.INFO, "PFC not judged: the file defines classification maps but no port in "
                        + String.join(", ", c.absentPortTables()) + " to say which ports use them and with which PFC priorities",
                        c.label(), ev.isEmpty() ? List.of(Evidence.inFile(c.file(), "no port table")) : ev,
                        List.of("Check the switch's whole configuration (SONiC: config_db.json, whose PORT_QOS_MAP gives each port its maps "
                                + "and pfc_enable)."), SWITCH_WIDE_SOURCE));
            }
            Optional<Finding> linecard = linecardWithoutLocalPorts(c, ports, ev);
            if (linecard.isPresent()) {
                return List.of(linecard.get());
            }
            return List.of(new Finding(ID, Severity.FAIL, "no port has PFC on any priority" + (ports.isEmpty()
                    ? " (no port is configured at all)" : ""), c.label(),
                    ev.isEmpty() ? List.of(Evidence.inFile(c.file(), "no PFC priority on " + ports.size() + " ports")) : ev,
                    List.of("Enable PFC on the RoCE priority of the RoCE ports."), SWITCH_WIDE_SOURCE));
        }
        return List.of();
    }

    /**
     * A VOQ linecard with no local port: qos_config.j2 renders PORT_QOS_MAP "global" alone where no port has a neighbour
     * (PORT_ACTIVE empty) and the QUEUE rows of the chassis' system ports, whose PFC is in their own linecards'
     * PORT_QOS_MAP. There is no port here to find without PFC.
     */
    private Optional<Finding> linecardWithoutLocalPorts(SwitchConfig c, List<PortQos> ports, List<Evidence> ev) {
        long systemPorts = c.ports().stream().filter(PortQos::isSystemPort).count();
        if (systemPorts == 0 || !ports.stream().allMatch(p -> p.port().equals("global"))) {
            return Optional.empty();
        }
        return Optional.of(new Finding(ID, Severity.INFO, "PFC not judged: no local port in PORT_QOS_MAP, only the VOQ chassis' "
                + systemPorts + " system ports, whose PFC their own linecards set", c.label(),
                ev.isEmpty() ? List.of(Evidence.inFile(c.file(), "no local port")) : ev,
                List.of("Check the config_db.json of the linecards that own the ports (their PORT_QOS_MAP pfc_enable)."),
                SWITCH_WIDE_SOURCE));
    }
}
