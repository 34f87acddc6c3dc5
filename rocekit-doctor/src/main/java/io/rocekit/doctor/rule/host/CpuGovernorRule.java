package io.rocekit.doctor.rule.host;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.facts.HostFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * {@code host.cpu-governor}: CPUs whose frequency governor is not {@code performance}.
 *
 * <p>Rationale: power-saving governors lower the clock between bursts; the cores that post work
 * requests, poll completions and run NCCL's proxy threads then add latency to every message.
 * NVIDIA's mlnx_tune HIGH_THROUGHPUT profile sets the CPU to high performance.
 */
public final class CpuGovernorRule implements Rule {
    public static final String ID = "host.cpu-governor";
    public static final String DEFAULT_GOVERNOR = "performance";
    private static final String REFERENCE = "Mellanox/mlnx-tools python/mlnx_tune (HIGH_THROUGHPUT profile: CPU to high "
            + "performance); Linux Documentation/admin-guide/pm/cpufreq.rst (governors)";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "CPUs whose cpufreq scaling governor is not 'performance' (powersave, ondemand, schedutil...): clock "
                        + "ramps add latency to posting and polling RDMA work.",
                "snapshot sys/devices/system/cpu/cpu*/cpufreq/scaling_governor",
                "`cpupower frequency-set -g performance` (or `tuned-adm profile network-latency`), and the BIOS power "
                        + "profile 'maximum performance'.",
                REFERENCE);
    }

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        Optional<HostFacts> facts = evidence.derived(HostFacts.class);
        if (facts.isEmpty()) {
            return List.of();
        }
        Map<String, List<HostFacts.Governor>> byGovernor = new TreeMap<>(facts.get().governors().stream()
                .filter(g -> !g.governor().equals(DEFAULT_GOVERNOR))
                .collect(Collectors.groupingBy(HostFacts.Governor::governor)));
        if (byGovernor.isEmpty()) {
            return List.of();
        }
        int total = facts.get().governors().size();
        List<Evidence> ev = new ArrayList<>();
        byGovernor.forEach((gov, cpus) -> {
            ev.add(Evidence.inFile(cpus.get(0).path(), gov));
            ev.add(Evidence.value(cpus.size() + " of " + total + " CPUs run '" + gov + "'"));
        });
        int bad = byGovernor.values().stream().mapToInt(List::size).sum();
        return List.of(new Finding(ID, Severity.WARN,
                bad + " of " + total + " CPUs do not use the 'performance' governor (" + String.join(", ", byGovernor.keySet()) + ")",
                "CPU frequency", ev,
                List.of("sudo cpupower frequency-set -g performance",
                        "cat /sys/devices/system/cpu/cpu*/cpufreq/scaling_governor | sort | uniq -c   # confirm"),
                REFERENCE));
    }
}
