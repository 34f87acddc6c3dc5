package io.rocekit.fabric.read;

import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Vendor;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * H3C Comware 7 {@code display current-configuration} (H3C "PFC commands" and "ACL and QoS" command
 * references; H3C Lossless Network Best Practices): system view {@code qos map-table dscp-dot1p} /
 * {@code dot1p-lp} with {@code import V... export P} lines, {@code qos wred queue table NAME} with
 * {@code queue Q [drop-level L] low-limit A high-limit B [discard-probability P]} and {@code queue Q
 * ecn}, {@code priority-flow-control no-drop dot1p LIST}; per interface {@code priority-flow-control
 * enable|auto}, {@code priority-flow-control no-drop dot1p LIST}, {@code priority-flow-control deadlock
 * enable} (the PFC watchdog), {@code qos trust dscp|dot1p}, {@code qos wred apply NAME} or the same
 * {@code qos wred queue ...} lines in interface view (S6850/S9850 series), {@code qos wfq|wrr QUEUE
 * group sp|N byte-count W}, {@code qos sp}, {@code jumbo-frame enable N}. The WRED limits are in
 * buffer cells of an ASIC-specific size (0-16000), so they keep the unit {@code cells} with no bytes.
 * With DSCP trust, DSCP reaches the 802.1p priority through the dscp-dot1p table and the queue through
 * dot1p-lp; DSCP values the dscp-dot1p table does not import take Comware's documented default map
 * and 802.1p priorities the dot1p-lp table does not import its documented default dot1p-lp map
 * ({@link ComwareDefaults}).
 */
public final class ComwareReader implements SwitchReader {
    /** Lines only a Comware QoS configuration has (compiled once: recognition runs on every file a snapshot holds). */
    private static final Pattern SIGNATURE = Pattern.compile("^\\s*(priority-flow-control no-drop dot1p [\\d ,-]+"
            + "|qos map-table (dscp-dot1p|dot1p-lp)|qos wred queue table \\S+"
            + "|qos wred apply( \\S+)?|qos wred queue \\d+ (ecn|drop-level .*|low-limit .*))\\s*$");
    @Override
    public Vendor vendor() {
        return Vendor.COMWARE;
    }

    @Override
    public boolean recognises(String text) {
        for (String l : text.lines().toList()) {
            if (SIGNATURE.matcher(l).matches()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public List<SwitchConfig> read(String file, String text) throws ConfigSyntaxException {
        ReadContext cx = new ReadContext(file, Vendor.COMWARE);
        ComwareSystem system = new ComwareSystem(cx);
        for (Indented.Line l : Indented.parse(ComwareCommands.indented(text), "#")) {
            system.accept(l);
        }
        new ComwarePorts(cx, system).build();
        return List.of(cx.build(Optional.empty()));
    }
}
