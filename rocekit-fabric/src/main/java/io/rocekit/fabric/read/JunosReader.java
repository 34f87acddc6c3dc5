package io.rocekit.fabric.read;

import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Vendor;
import java.util.List;
import java.util.Optional;

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
        for (Statement s : JunosStatements.of(file, text)) {
            cos.accept(s);
        }
        if (cos.outside > 0) {
            cx.note(cos.outside + " statement(s) outside class-of-service passed over (not QoS)", Optional.empty());
        }
        new JunosPorts(cx, cos).build();
        return List.of(cx.build(Optional.empty()));
    }
}
