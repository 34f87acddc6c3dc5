package io.rocekit.cli.render;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import java.io.PrintWriter;
import java.util.Comparator;
import java.util.List;

/**
 * The one text format of findings, used by every command:
 *
 * <pre>
 * Findings: 1 FAIL, 0 WARN, 0 INFO
 *
 * FAIL pcie.acs-enabled  ACS redirects peer-to-peer traffic on 0000:15:01.0
 *      subject: bridge 0000:15:01.0
 *      evidence:
 *        lspci-vvv.txt:412  ACSCtl: SrcValid+ TransBlk- ReqRedir+ CmpltRedir+ ...
 *      fix:
 *        setpci -s 15:01.0 ECAP_ACS+6.w=0000
 *      see: https://docs.nvidia.com/...
 * </pre>
 *
 * Severity, then the rule id, then the title: a reader scans the first column, {@code grep FAIL}
 * and {@code awk '{print $2}'} get the rule ids. FAIL findings come first.
 */
public final class FindingsText {
    private FindingsText() {
    }

    public static void print(PrintWriter out, List<Finding> findings) {
        if (findings.isEmpty()) {
            out.println("No findings: none of the rules that ran matched this input.");
            return;
        }
        out.printf("Findings: %d FAIL, %d WARN, %d INFO%n", count(findings, Severity.FAIL),
                count(findings, Severity.WARN), count(findings, Severity.INFO));
        findings.stream().sorted(Comparator.comparing(Finding::severity).reversed()).forEach(f -> {
            out.println();
            out.printf("%-4s %s  %s%n", f.severity(), f.rule(), f.title());
            out.println("     subject: " + f.subject());
            if (!f.evidence().isEmpty()) {
                out.println("     evidence:");
                for (Evidence e : f.evidence()) {
                    out.println("       " + e);
                }
            }
            if (!f.remediation().isEmpty()) {
                out.println("     fix:");
                for (String r : f.remediation()) {
                    out.println("       " + r);
                }
            }
            out.println("     see: " + f.reference());
        });
    }

    private static long count(List<Finding> findings, Severity s) {
        return findings.stream().filter(f -> f.severity() == s).count();
    }
}
