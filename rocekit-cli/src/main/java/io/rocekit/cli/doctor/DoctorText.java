package io.rocekit.cli.doctor;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.doctor.examine.ArtifactRef;
import io.rocekit.doctor.examine.Examination;
import io.rocekit.doctor.topology.Gpu;
import io.rocekit.doctor.topology.Topology;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** The doctor's report as text: summary, topology in brief, findings grouped by severity. */
final class DoctorText {
    private DoctorText() {
    }

    static void print(PrintWriter out, Examination e, String inputName) {
        long fail = count(e, Severity.FAIL);
        long warn = count(e, Severity.WARN);
        long info = count(e, Severity.INFO);
        out.printf("rocekit doctor: %s%n", e.host().orElse(inputName));
        Map<String, Integer> kinds = new TreeMap<>();
        for (ArtifactRef a : e.artifacts()) {
            kinds.merge(a.kind(), 1, Integer::sum);
        }
        out.printf("  read %d input parts: %s%n", e.artifacts().size(), kinds.toString().replaceAll("[{}]", ""));
        for (ArtifactRef a : e.artifacts()) {
            a.problem().ifPresent(p -> out.println("  not parsed: " + p));
        }
        e.topology().ifPresent(t -> printTopology(out, t));
        out.printf("  findings: %d FAIL, %d WARN, %d INFO%n", fail, warn, info);
        for (Severity s : List.of(Severity.FAIL, Severity.WARN, Severity.INFO)) {
            List<Finding> fs = e.findings().stream().filter(f -> f.severity() == s).toList();
            if (fs.isEmpty()) {
                continue;
            }
            out.println();
            out.println("== " + s + " (" + fs.size() + ") " + "=".repeat(60));
            for (Finding f : fs) {
                out.println();
                out.printf("%-4s %s  [%s]%n", s, f.title(), f.rule());
                out.println("     subject: " + f.subject());
                if (!f.evidence().isEmpty()) {
                    out.println("     evidence:");
                    for (Evidence ev : f.evidence()) {
                        out.println("       " + ev);
                    }
                }
                if (!f.remediation().isEmpty()) {
                    out.println("     fix:");
                    for (String r : f.remediation()) {
                        out.println("       " + r);
                    }
                }
                out.println("     see: " + f.reference());
            }
        }
        if (e.findings().isEmpty() && !NothingToJudge.of(e, inputName, java.util.Optional.empty()).nothing()) {
            out.println();
            out.println("No findings: nothing the rules check is wrong in this evidence.");
        }
    }

    private static void printTopology(PrintWriter out, Topology t) {
        out.printf("  topology: %d GPUs, %d NICs, %d bridges (%s)%n", t.gpus().size(), t.nics().size(),
                t.bridges().size(), String.join("; ", t.sources()));
        for (Gpu g : t.gpus()) {
            Optional<Topology.Nearest> n = t.nearest(g.name());
            n.ifPresent(x -> out.printf("    %-5s -> %-16s %s%n", g.name(), String.join(",", x.nics()),
                    x.connection().label() + (x.connection().type().gdrByDefault() ? "" : "  (no GPUDirect RDMA by default)")));
        }
    }

    private static long count(Examination e, Severity s) {
        return e.findings().stream().filter(f -> f.severity() == s).count();
    }
}
