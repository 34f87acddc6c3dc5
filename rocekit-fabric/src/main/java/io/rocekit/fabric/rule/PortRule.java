package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Rule;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A fabric rule that looks at one port at a time; {@link FabricCheck} merges equal findings across ports. */
abstract class PortRule implements Rule<FabricEvidence> {
    @Override
    public final List<Finding> check(FabricEvidence e, Limits limits) {
        List<Finding> out = new ArrayList<>();
        for (PortQos p : e.config().ports()) {
            if (!p.isSystemPort() || judgesSystemPorts()) {
                check(e, p, limits, out);
            }
        }
        return out;
    }

    /**
     * Whether the rule looks at a VOQ chassis' system ports ({@link PortQos#isSystemPort()}), of which the
     * configuration gives only the queues: only rules about a queue's own settings do.
     */
    boolean judgesSystemPorts() {
        return false;
    }

    abstract void check(FabricEvidence e, PortQos p, Limits limits, List<Finding> out);

    /** A finding on one port, with the evidence lines that exist. */
    Finding finding(Severity s, SwitchConfig c, PortQos p, String title, List<Optional<Evidence>> evidence, String remediation) {
        List<Evidence> ev = new ArrayList<>();
        evidence.forEach(o -> o.filter(x -> !ev.contains(x)).ifPresent(ev::add));
        if (ev.isEmpty()) {
            ev.add(Evidence.inFile(c.file(), p.port()));
        }
        return new Finding(info().id(), s, title, c.label() + ": " + p.port(), ev, List.of(remediation), info().source());
    }
}
