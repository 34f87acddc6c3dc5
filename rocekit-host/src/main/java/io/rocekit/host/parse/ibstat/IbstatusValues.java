package io.rocekit.host.parse.ibstat;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code ibstatus} keys and values in {@code ibstat}'s words: {@code phys state} is
 * {@code Physical state}, {@code state: 4: ACTIVE} is {@code Active} (the names infiniband-diags'
 * ibstat gives the IB port states 1..4), {@code rate: 200 Gb/sec (4X HDR)} is {@code 200}. ibstat's
 * own keys and values pass unchanged.
 */
final class IbstatusValues {
    private static final Map<String, String> KEYS = Map.of("state", "State", "phys state", "Physical state",
            "rate", "Rate", "link_layer", "Link layer");
    private static final Map<String, String> STATES = Map.of("DOWN", "Down", "INIT", "Initializing",
            "ARMED", "Armed", "ACTIVE", "Active", "ACTIVE_DEFER", "Active");
    /** sysfs' {@code N: NAME}. */
    private static final Pattern NUMBERED = Pattern.compile("^\\d{1,2}: (\\S+)$");
    /** sysfs' rate: {@code 200 Gb/sec (4X HDR)}. */
    private static final Pattern SYSFS_RATE = Pattern.compile("^(\\d{1,4}(?:\\.\\d{1,3})?) Gb/sec(?: \\([^)]{1,24}\\))?$");

    private IbstatusValues() {
    }

    /** ibstat's key for an ibstatus key; any other key unchanged. */
    static String key(String key) {
        return KEYS.getOrDefault(key, key);
    }

    /** ibstat's form of a value under ibstat's key. */
    static String value(String key, String value) {
        Matcher n = NUMBERED.matcher(value);
        if (key.equals("State") && n.matches()) {
            return STATES.getOrDefault(n.group(1).toUpperCase(Locale.ROOT), n.group(1));
        }
        if (key.equals("Physical state") && n.matches()) {
            return n.group(1);
        }
        Matcher r = SYSFS_RATE.matcher(value);
        if (key.equals("Rate") && r.matches()) {
            return r.group(1);
        }
        return value;
    }
}
