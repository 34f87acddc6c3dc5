package io.rocekit.fabric.rule;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Findings;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.core.rule.Rules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs the fabric rules on one configuration and merges the same finding on many ports into one
 * (28 SONiC ports with DSCP 26 lossy are one finding naming the ports, not 28).
 */
public final class FabricCheck {
    private FabricCheck() {
    }

    public static List<Finding> run(FabricEvidence e, RuleSettings settings) {
        return Findings.sorted(merge(unmerged(e, settings), e.config().label()));
    }

    /**
     * The findings before merging: one per port (subject {@code label: port}), for reports that
     * mark each port's settings (the HTML of {@code fabric check}).
     */
    public static List<Finding> unmerged(FabricEvidence e, RuleSettings settings) {
        return Rules.run(FabricRules.all(), e, settings);
    }

    /** Findings equal but for the port become one, whose subject lists the ports. */
    static List<Finding> merge(List<Finding> findings, String label) {
        Map<String, List<Finding>> groups = new LinkedHashMap<>();
        for (Finding f : findings) {
            groups.computeIfAbsent(f.rule() + "\u0000" + f.severity() + "\u0000" + f.title(), k -> new ArrayList<>()).add(f);
        }
        List<Finding> out = new ArrayList<>();
        for (List<Finding> g : groups.values()) {
            Finding first = g.get(0);
            if (g.size() == 1) {
                out.add(first);
                continue;
            }
            String prefix = label + ": ";
            List<String> ports = g.stream().map(f -> f.subject().startsWith(prefix) ? f.subject().substring(prefix.length())
                    : f.subject()).toList();
            String subject = prefix + (ports.size() <= 4 ? String.join(", ", ports)
                    : String.join(", ", ports.subList(0, 3)) + " ... " + ports.get(ports.size() - 1) + " (" + ports.size() + " ports)");
            List<Evidence> ev = new ArrayList<>();
            for (Finding f : g) {
                for (Evidence x : f.evidence()) {
                    if (ev.size() < 4 && !ev.contains(x)) {
                        ev.add(x);
                    }
                }
            }
            out.add(new Finding(first.rule(), first.severity(), first.title(), subject, ev, first.remediation(), first.reference()));
        }
        return out;
    }
}
