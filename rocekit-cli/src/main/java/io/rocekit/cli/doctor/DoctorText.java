package io.rocekit.cli.doctor;

import io.rocekit.cli.render.FindingsText;
import io.rocekit.doctor.examine.ArtifactRef;
import io.rocekit.doctor.examine.Examination;
import io.rocekit.host.topology.Gpu;
import io.rocekit.host.topology.Topology;
import java.io.PrintWriter;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** The doctor's report as text: summary, topology in brief, findings grouped by severity. */
final class DoctorText {
    private DoctorText() {
    }

    static void print(PrintWriter out, Examination e, String inputName) {
        printHeader(out, e, inputName);
        FindingsText.print(out, e.findings());
    }

    private static void printHeader(PrintWriter out, Examination e, String inputName) {
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
        out.println();
    }

    /**
     * The same, but when nothing was judged (no evidence recognised) and nothing was found, no
     * "No findings" line: the caller says what was missing instead (never "all clear" on nothing).
     */
    static void print(PrintWriter out, Examination e, String input, boolean nothingJudged) {
        if (nothingJudged && e.findings().isEmpty()) {
            printHeader(out, e, input);
            return;
        }
        print(out, e, input);
    }

    private static void printTopology(PrintWriter out, Topology t) {
        out.printf("  topology: %d GPUs, %d NICs, %d bridges (%s)%n", t.gpus().size(), t.nics().size(),
                t.bridges().size(), String.join("; ", t.sources()));
        for (Gpu g : t.gpus()) {
            Optional<Topology.Nearest> n = t.nearest(g.name());
            n.ifPresent(x -> out.printf("    %-5s -> %-16s %s%n", g.name(), String.join(",", x.nics()),
                    x.connection().label() + (x.connection().type().gdrByDefault() ? ""
                            : g.c2c() ? "  (NVLink-C2C GPU: GPUDirect RDMA by default to its own CPU's NICs, NCCL's P2C;"
                                    + " which of these they are, the matrix does not say)" : "  (no GPUDirect RDMA by default)")));
        }
    }
}
