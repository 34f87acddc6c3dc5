package io.rocekit.doctor.rule.host;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.facts.HostFacts;
import io.rocekit.host.parse.proc.KernelCmdline;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code host.cstates}: deep CPU idle states are enabled.
 *
 * <p>Rationale: waking a core from a deep C-state takes tens to hundreds of microseconds; with
 * RDMA latencies of a few microseconds, cores that sleep between messages add visible jitter.
 * The usual tuning limits idle to C0/C1 (BIOS, {@code intel_idle.max_cstate=1
 * processor.max_cstate=1}, or disabling states at runtime).
 */
public final class CstatesRule implements Rule {
    public static final String ID = "host.cstates";
    public static final long DEFAULT_MAX_EXIT_LATENCY_MICROS = 10;
    private static final String REFERENCE = "Linux Documentation/admin-guide/pm/cpuidle.rst (state latency, disable); "
            + "kernel-parameters.txt (intel_idle.max_cstate, processor.max_cstate); Documentation/admin-guide/pm/"
            + "intel_idle.rst (max_cstate=0 disables intel_idle, acpi_idle is used instead); NVIDIA/Mellanox performance tuning "
            + "guidance for ConnectX (C-states limited to C0/C1)";

    @Override
    public RuleInfo info() {
        return new RuleInfo(ID, Severity.WARN,
                "CPU idle states with an exit latency above 10 us are enabled (C6, C1E...), and the kernel command "
                        + "line does not cap them: cores sleeping between messages add wake-up latency to RDMA.",
                "snapshot sys/devices/system/cpu/cpu*/cpuidle/state*/{name,latency,disable}, "
                        + "sys/module/intel_idle/parameters/max_cstate; /proc/cmdline",
                "Limit C-states in the BIOS, or boot with `intel_idle.max_cstate=1 processor.max_cstate=1`, or at runtime "
                        + "`cpupower idle-set -D 10` (disables states with exit latency above 10 us).",
                REFERENCE);
    }

    @Override
    public List<Threshold> thresholds() {
        return List.of(MAX_EXIT_LATENCY);
    }

    /** Longest exit latency of an enabled idle state not reported. */
    public static final Threshold MAX_EXIT_LATENCY = new Threshold("maxExitLatency",
            DEFAULT_MAX_EXIT_LATENCY_MICROS * 1000, Unit.NANOSECONDS,
            "Enabled idle states with a longer exit latency are reported (C1 is about 1-2 us, C6 tens to hundreds).");

    @Override
    public List<Finding> check(NodeEvidence evidence, Limits limits) {
        // intel_idle.max_cstate=1 caps idle at C1. intel_idle.max_cstate=0 does not: it disables
        // intel_idle and acpi_idle takes over with its own deep states (kernel-parameters.txt,
        // Documentation/admin-guide/pm/intel_idle.rst); the idle states read below say what is enabled.
        boolean intelIdleOff = false;
        for (ParsedArtifact<KernelCmdline> a : evidence.all(KernelCmdline.class)) {
            Optional<String> cap = a.model().value("intel_idle.max_cstate");
            if (cap.filter(v -> v.equals("1")).isPresent()) {
                return List.of(); // idle is capped at C1 at boot
            }
            intelIdleOff |= cap.filter(v -> v.equals("0")).isPresent();
        }
        long maxMicros = limits.getLong(MAX_EXIT_LATENCY) / 1000;
        Optional<HostFacts> facts = evidence.derived(HostFacts.class);
        if (facts.isEmpty()) {
            return List.of();
        }
        Map<String, List<HostFacts.IdleState>> deep = new LinkedHashMap<>();
        for (HostFacts.IdleState s : facts.get().idleStates()) {
            if (!s.disabled() && s.latencyMicros() > maxMicros) {
                deep.computeIfAbsent(s.name(), k -> new ArrayList<>()).add(s);
            }
        }
        if (deep.isEmpty()) {
            return List.of();
        }
        List<Evidence> ev = new ArrayList<>();
        deep.forEach((name, states) -> {
            HostFacts.IdleState s = states.get(0);
            ev.add(Evidence.inFile(s.path() + "/name", name));
            ev.add(Evidence.inFile(s.path() + "/latency", Long.toString(s.latencyMicros())));
            ev.add(Evidence.value(name + " enabled on " + states.size() + " CPUs (exit latency " + s.latencyMicros() + " us)"));
        });
        if (intelIdleOff) {
            ev.add(Evidence.value("intel_idle.max_cstate=0 is on the kernel command line: it disables intel_idle, it "
                    + "does not cap C-states; acpi_idle runs instead and its deep states stay unless processor.max_cstate=1"));
        }
        return List.of(new Finding(ID, Severity.WARN,
                "Deep C-states enabled: " + String.join(", ", deep.keySet()) + " (exit latency above "
                        + maxMicros + " us)",
                "CPU idle states", ev,
                List.of("sudo cpupower idle-set -D " + maxMicros + "   # runtime; not persistent",
                        "Add 'intel_idle.max_cstate=1 processor.max_cstate=1' to GRUB_CMDLINE_LINUX, or limit C-states in the BIOS"),
                REFERENCE));
    }
}
