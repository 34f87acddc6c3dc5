package io.rocekit.fabric.render;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.ConfigSyntaxException;
import io.rocekit.fabric.read.SwitchReaders;
import io.rocekit.fabric.rule.FabricCheck;
import io.rocekit.fabric.rule.FabricEvidence;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Renders an intent for a target and checks what was rendered: the text is read back with the
 * target's reader and the {@code fabric.*} rules run on it against the intent, so that render
 * never hands out a configuration {@code fabric check} would FAIL. An MTU above the platform's
 * limit is rendered at the limit and said so.
 */
public final class Rendering {
    private Rendering() {
    }

    /**
     * What was rendered and what the check of it found.
     *
     * @param text     the configuration
     * @param findings the {@code fabric.*} findings on the text read back (empty for the NIC script)
     * @param notes    what the operator should know (the MTU lowered to the platform's limit)
     */
    public record Rendered(String text, List<Finding> findings, List<String> notes) {
        public Rendered {
            Objects.requireNonNull(text, "text");
            findings = List.copyOf(findings);
            notes = List.copyOf(notes);
        }

        /** The findings at FAIL: rendered text that must not be handed out. */
        public List<Finding> failures() {
            return findings.stream().filter(f -> f.severity() == Severity.FAIL).toList();
        }
    }

    public static Rendered render(Target target, Intent intent, RenderOptions options) {
        List<String> notes = new ArrayList<>();
        Intent in = intent;
        if (intent.mtu() > target.maxMtu()) {
            in = intent.withMtu(target.maxMtu());
            notes.add(target.id() + ": MTU " + intent.mtu() + " is above what the platform takes; rendered with "
                    + target.maxMtu());
        }
        String text = target.renderer().render(in, options);
        List<Finding> findings = check(target, in, text);
        if (target == Target.SONIC) {
            // the fragment refers to the switch's own lossless pool and egress profile, checked on --base when given
            findings = findings.stream().filter(f -> !(f.rule().equals("fabric.dangling-reference")
                    && (f.title().contains("'" + SonicBuffers.POOL + "'") || f.title().contains("'" + SonicBuffers.EGRESS_PROFILE + "'"))))
                    .toList();
        }
        if (target == Target.SONIC && options.sonicBufferModel() == SonicBase.BufferModel.DYNAMIC) {
            // in SONiC's dynamic buffer model a lossless PG's profile NULL asks buffermgrd to compute the
            // headroom (buffers_config.j2, dynamic_mode): not a missing profile
            findings = findings.stream().filter(f -> !f.rule().equals("fabric.pfc-buffer-missing")).toList();
            notes.add("sonic: dynamic buffer model: buffermgrd computes the lossless headroom (BUFFER_PG profile NULL)");
        }
        return new Rendered(text, findings, notes);
    }

    /** The {@code fabric.*} findings on {@code text} read back as the target's format, against the intent. */
    static List<Finding> check(Target target, Intent in, String text) {
        Optional<io.rocekit.fabric.model.Vendor> vendor = target.readBackAs();
        if (vendor.isEmpty()) {
            return List.of();
        }
        List<SwitchConfig> configs;
        try {
            configs = SwitchReaders.read("rendered " + target.id(), text, vendor.get());
        } catch (ConfigSyntaxException e) {
            throw new IllegalStateException("rocekit's own " + target.id() + " rendering does not read back: " + e.getMessage(), e);
        }
        List<Finding> out = new ArrayList<>();
        for (SwitchConfig c : configs) {
            out.addAll(FabricCheck.run(FabricEvidence.against(c, in), RuleSettings.defaults()));
        }
        return out;
    }
}
