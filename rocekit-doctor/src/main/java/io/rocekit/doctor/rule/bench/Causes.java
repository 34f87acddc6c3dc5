package io.rocekit.doctor.rule.bench;

import io.rocekit.doctor.bench.judge.Troubleshooting;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds a finding's remediation list: the causes seen in the input first (they are facts about
 * this run), then the troubleshooting-table rows that can explain the symptom, in the table's order.
 */
final class Causes {
    private final List<String> seen = new ArrayList<>();
    private final List<Troubleshooting> rows = new ArrayList<>();
    private boolean rocm;

    /** The input shows AMD GPUs under ROCm: the table rows name ROCm's tools (see {@link Troubleshooting#remediation(boolean)}). */
    Causes rocm(boolean shown) {
        rocm = shown;
        return this;
    }

    /** Whether the input shows ROCm. */
    boolean rocm() {
        return rocm;
    }

    Causes seen(String cause) {
        seen.add("Seen in this input: " + cause);
        return this;
    }

    /** A check to run next: advice, not something the input showed. */
    Causes check(String what) {
        seen.add("Check: " + what);
        return this;
    }

    Causes table(Troubleshooting... r) {
        rows.addAll(List.of(r));
        return this;
    }

    List<String> remediation() {
        List<String> out = new ArrayList<>(seen);
        rows.stream().sorted().distinct().forEach(r -> out.add(r.remediation(rocm)));
        return out;
    }
}
