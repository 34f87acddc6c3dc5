package io.rocekit.fleet.analysis;

import io.rocekit.core.finding.Severity;
import java.util.List;
import java.util.Objects;

/**
 * One rule that fired somewhere in the fleet, and every node it fired on.
 *
 * @param rule     the rule id (a doctor rule, or a {@code fleet.*} rule)
 * @param severity the most severe finding it made on any node
 * @param nodes    the nodes, by name
 */
public record RuleNodes(String rule, Severity severity, List<String> nodes) {
    public RuleNodes {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(severity, "severity");
        nodes = List.copyOf(nodes);
    }
}
