package io.rocekit.fabric.read;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Comware as it is typed rather than as {@code display current-configuration} prints it: the
 * commands of a view ({@code interface X}, {@code qos map-table ...}, {@code qos wred queue table T})
 * without the one-space indent the display gives them, ended by {@code quit}, {@code return} or the
 * next view. Such text (a runbook, an automation template) is indented as the display would be, line
 * numbers kept, so that one reader reads both; and {@code interface range A to B} (H3C's command
 * for configuring several interfaces at once) names each interface of the range.
 */
final class ComwareCommands {
    /** Commands that enter a view whose commands follow. */
    private static final Pattern VIEW = Pattern.compile("^(interface \\S.*|qos map-table \\S+|qos wred queue table \\S+)$");
    /** Commands that leave a view and nothing else. */
    private static final Pattern QUIT = Pattern.compile("^(quit|return)$");
    /** Commands that leave the current view. */
    private static final Pattern LEAVE = Pattern.compile("^(quit|return|system-view|#.*)$");
    /** {@code FourHundredGigE 1/0/95 to FourHundredGigE 1/0/96}: a type, then slot/subslot/first ... last. */
    private static final Pattern SPAN = Pattern.compile("([A-Za-z-]+)\\s*((?:\\d+/)*)(\\d+)\\s+to\\s+\\1\\s*\\2(\\d+)");
    private static final Pattern ONE = Pattern.compile("([A-Za-z-]+)\\s*((?:\\d+/)*\\d+(?::\\d+)?)");

    private ComwareCommands() {
    }

    /**
     * The text with each view's commands indented by one space, where no line is indented (typed
     * commands); text with indented lines (a display) as it is.
     */
    static String indented(String text) {
        List<String> lines = text.lines().toList();
        boolean typed = lines.stream().noneMatch(l -> l.startsWith(" ") || l.startsWith("\t"))
                && lines.stream().anyMatch(l -> VIEW.matcher(l.strip()).matches());
        if (!typed) {
            // indented commands that still end each view with 'quit' (a runbook typed with indents): the
            // indent already ends the view, so the line is blanked, its number kept
            return text.lines().map(l -> QUIT.matcher(l.strip()).matches() ? "" : l)
                    .collect(java.util.stream.Collectors.joining("\n", "", text.endsWith("\n") ? "\n" : ""));
        }
        StringBuilder out = new StringBuilder(text.length() + lines.size());
        boolean inView = false;
        for (String l : lines) {
            String t = l.strip();
            if (VIEW.matcher(t).matches()) {
                inView = true;
                out.append(t);
            } else if (LEAVE.matcher(t).matches() || t.isEmpty()) {
                inView = false;
                out.append(t);
            } else {
                out.append(inView ? " " : "").append(t);
            }
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * The interfaces {@code interface range ...} names: each item a name or {@code A to B} with one
     * type and the same slots, at most {@link Ports#MAX_RANGE_PORTS}; the space H3C allows between
     * type and number is dropped ({@code FourHundredGigE 1/0/95} is {@code FourHundredGigE1/0/95}).
     */
    static List<String> range(String spec, String file, int line) throws ConfigSyntaxException {
        List<String> out = new ArrayList<>();
        String rest = spec.strip();
        while (!rest.isEmpty()) {
            Matcher span = SPAN.matcher(rest);
            Matcher one = ONE.matcher(rest);
            if (span.lookingAt()) {
                for (int i : Ports.numbers(span.group(3), span.group(4), file, line, "interface",
                        "FourHundredGigE1/0/1 to FourHundredGigE1/0/8", span.group())) {
                    out.add(span.group(1) + span.group(2) + i);
                }
                rest = rest.substring(span.end()).strip();
            } else if (one.lookingAt()) {
                out.add(one.group(1) + one.group(2));
                rest = rest.substring(one.end()).strip();
            } else {
                throw new ConfigSyntaxException(file, line, "expected interfaces after 'interface range' (FourHundredGigE1/0/1"
                        + " to FourHundredGigE1/0/8), found '" + ConfigNumbers.shown(rest) + "'");
            }
        }
        return out;
    }
}
