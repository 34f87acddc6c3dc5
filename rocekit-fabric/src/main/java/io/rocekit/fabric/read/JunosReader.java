package io.rocekit.fabric.read;

import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Vendor;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Juniper Junos / Junos OS Evolved class of service, in the curly form ({@code show configuration})
 * or the {@code set} form ({@code show configuration | display set}); the curly form is flattened to
 * set statements first, so both read the same way (Juniper "Traffic Management User Guide (QFX
 * Series)": classifiers, forwarding-classes, congestion-notification-profile, drop-profiles,
 * schedulers, scheduler-maps). Read: {@code classifiers dscp|ieee-802.1 NAME forwarding-class FC
 * loss-priority L code-points X}, {@code forwarding-classes class FC queue-num Q [no-loss]
 * [pfc-priority P]}, {@code congestion-notification-profile CNP input dscp|ieee-802.1 code-point X
 * pfc}, {@code ... pfc-watchdog}, {@code drop-profiles DP interpolate fill-level [A B]
 * drop-probability [0 P]}, {@code schedulers S explicit-congestion-notification | drop-profile-map
 * ... drop-profile DP | priority strict-high | transmit-rate percent N}, {@code scheduler-maps SM
 * forwarding-class FC scheduler S}, and {@code interfaces IF congestion-notification-profile CNP |
 * scheduler-map SM | unit U classifiers dscp|ieee-802.1 NAME}. The traffic class of the model is
 * the forwarding class's queue; the PFC priority of a DSCP is its class's {@code pfc-priority} (or
 * the 802.1p code point of an {@code input ieee-802.1} profile). Fill levels are percentages of the
 * queue's buffer, kept as written with no bytes. Statements outside {@code class-of-service} are
 * not QoS and are passed over (their count is noted); unknown CoS statements are kept.
 */
public final class JunosReader implements SwitchReader {
    /**
     * A Junos interface {@code mtu} is the media MTU: it counts the 14-byte Ethernet header but not the
     * FCS (Juniper, "Configuring the Media MTU": media MTU = IP MTU + encapsulation overhead, 14 bytes for
     * Ethernet version 2).
     */
    static final int MEDIA_MTU_HEADER_BYTES = 14;

    /** A set statement's words, its line and the text it came from. */
    record Statement(List<String> words, int line, String text) {
        String word(int i) {
            return i < words.size() ? words.get(i) : "";
        }
    }

    /** Statement kinds found only under {@code class-of-service}. */
    private static final Set<String> COS_ONLY = Set.of("classifiers", "forwarding-classes",
            "congestion-notification-profile", "drop-profiles", "schedulers", "scheduler-maps", "shared-buffer");
    /** What an {@code interfaces IF} statement binds under class-of-service (not the interface's own MTU or units). */
    private static final Set<String> COS_BINDINGS = Set.of("congestion-notification-profile", "scheduler-map");

    /**
     * A fragment written at the {@code [edit class-of-service]} level, as vendor and GPU-vendor guides
     * print it (classifiers, drop-profiles, schedulers... with no {@code class-of-service} around them):
     * no statement is under class-of-service, and some are of kinds only class-of-service has.
     */
    static boolean isCosLevelFragment(List<Statement> statements) {
        return statements.stream().noneMatch(s -> s.word(1).equals("class-of-service"))
                && statements.stream().anyMatch(s -> COS_ONLY.contains(s.word(1)));
    }

    /** {@code set classifiers ...} as {@code set class-of-service classifiers ...}; other statements as they are. */
    private static Statement underCos(Statement s) {
        boolean binding = s.word(1).equals("interfaces") && (COS_BINDINGS.contains(s.word(3))
                || (s.word(3).equals("unit") && s.word(5).equals("classifiers")));
        if (!COS_ONLY.contains(s.word(1)) && !binding) {
            return s;
        }
        List<String> w = new ArrayList<>(s.words());
        w.add(1, "class-of-service");
        return new Statement(List.copyOf(w), s.line(), s.text());
    }

    @Override
    public Vendor vendor() {
        return Vendor.JUNOS;
    }

    @Override
    public boolean recognises(String text) {
        for (String l : text.lines().toList()) {
            String t = l.strip();
            if (t.startsWith("set class-of-service ") || t.equals("class-of-service {")
                    || t.equals("congestion-notification-profile {") || t.equals("explicit-congestion-notification;")
                    || t.equals("forwarding-classes {")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public List<SwitchConfig> read(String file, String text) throws ConfigSyntaxException {
        ReadContext cx = new ReadContext(file, Vendor.JUNOS);
        JunosCos cos = new JunosCos(cx);
        List<Statement> statements = JunosInactive.active(JunosStatements.of(file, text), cx);
        if (isCosLevelFragment(statements)) {
            statements = statements.stream().map(JunosReader::underCos).toList();
            cx.note("read at the [edit class-of-service] level: the statements stand without a class-of-service around"
                    + " them, as guides print them", Optional.empty());
        }
        for (Statement s : statements) {
            cos.accept(s);
        }
        if (cos.outside > 0) {
            cx.note(cos.outside + " statement(s) outside class-of-service passed over (not QoS)", Optional.empty());
        }
        cos.lossy.declare(cx, cos);
        cos.declareLossless();
        new JunosPorts(cx, cos).build();
        return List.of(cx.build(Optional.empty()));
    }
}
