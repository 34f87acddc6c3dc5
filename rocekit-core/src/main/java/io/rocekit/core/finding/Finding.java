package io.rocekit.core.finding;

import java.util.List;
import java.util.Objects;

/**
 * What a rule concluded about one subject (DESIGN.md, "Contracts"). Rendered as JSON exactly with
 * these names: {@code rule, severity, title, subject, evidence[{file,line,text}], remediation[],
 * reference}.
 *
 * @param rule        the stable dotted rule id, e.g. {@code pcie.acs-enabled}
 * @param severity    how bad it is
 * @param title       one line saying what is wrong, with the observed value and the limit
 * @param subject     what it is about: a device, a port, a bridge, a QP flow
 * @param evidence    the input lines or values that prove it
 * @param remediation commands or steps a user can paste, in order
 * @param reference   where the fact and the fix come from (a vendor page, a spec section)
 */
public record Finding(
        String rule,
        Severity severity,
        String title,
        String subject,
        List<Evidence> evidence,
        List<String> remediation,
        String reference) {
    public Finding {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(subject, "subject");
        evidence = List.copyOf(evidence);
        remediation = List.copyOf(remediation);
        Objects.requireNonNull(reference, "reference");
    }
}
