package io.rocekit.monitor.sample;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A port's {@code state} or {@code phys_state} as sysfs prints it: {@code "4: ACTIVE"},
 * {@code "5: LinkUp"}.
 *
 * @param id   the numeric state (IB spec PortInfo PortState / PortPhysicalState)
 * @param name the name after the colon
 */
public record PortState(int id, String name) {
    /** One line: a newline or an escape in the name would forge rows of the live view. */
    private static final Pattern FORM = Pattern.compile("[ \\t]*(\\d{1,3})[ \\t]*:[ \\t]*([\\x20-\\x7e]*?)[ \\t]*");

    public PortState {
        Objects.requireNonNull(name, "name");
    }

    /** The state in {@code text}, or empty when it is not {@code N: NAME} on one line of printable ASCII. */
    public static Optional<PortState> parse(String text) {
        Matcher m = FORM.matcher(text);
        return m.matches() ? Optional.of(new PortState(Integer.parseInt(m.group(1)), m.group(2))) : Optional.empty();
    }
}
