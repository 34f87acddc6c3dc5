package io.rocekit.core.finding;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A rule's metadata: what {@code rocekit rules} lists and {@code docs/rules.md} documents.
 *
 * @param id       stable, dotted, lower-case id ({@code area.name}, e.g. {@code pcie.acs-enabled})
 * @param severity the most severe level the rule reports
 * @param checks   what it checks, in one or two sentences
 * @param evidence what input it reads (command, file, counter)
 * @param fix      how to fix what it finds
 * @param source   where the facts come from (vendor documentation, spec)
 */
public record RuleInfo(String id, Severity severity, String checks, String evidence, String fix, String source) {
    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)+");

    public RuleInfo {
        Objects.requireNonNull(id, "id");
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("rule id '" + id + "' is not dotted lower-case (area.name)");
        }
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(checks, "checks");
        Objects.requireNonNull(evidence, "evidence");
        Objects.requireNonNull(fix, "fix");
        Objects.requireNonNull(source, "source");
    }
}
