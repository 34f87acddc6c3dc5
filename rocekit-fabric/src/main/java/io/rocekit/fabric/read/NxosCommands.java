package io.rocekit.fabric.read;

import java.util.List;
import java.util.regex.Pattern;

/**
 * NX-OS as it is typed or kept in a reference configuration file (NetApp's RCFs for Nexus cluster
 * switches, runbooks) rather than as {@code show running-config} prints it: a mode's commands
 * without the indent ({@code class-map ...} then {@code match cos 5} at the left margin), modes left
 * with {@code exit}, {@code #} comment lines. Such text is indented as the device would print it,
 * line numbers kept, so that one reader reads both; a running-config is returned as it is.
 */
final class NxosCommands {
    /** Top-level commands that enter a configuration mode whose commands follow. */
    private static final Pattern MODE = Pattern.compile("^(interface \\S.*|class-map \\S.*|policy-map \\S.*|system qos)$");
    /** A class inside a policy map. */
    private static final Pattern POLICY_CLASS = Pattern.compile("^class (type \\S+ )?\\S+$");
    /** What a class of a qos, queuing or network-qos policy map holds (a prefix: lookingAt, no backtracking over the line). */
    private static final Pattern CLASS_LINE = Pattern.compile("set |bandwidth |random-detect |priority|shape |queue-limit |pause "
            + "|mtu |congestion-control |police |no ");
    /** A mode's first command, as typed text has it at the left margin. */
    private static final Pattern FIRST_CHILD = Pattern.compile("match |set |class |service-policy |priority-flow-control "
            + "|description |switchport |mtu |pause |bandwidth |random-detect ");
    private static final Pattern LEAVE = Pattern.compile("^(exit|end)$");

    private enum Mode { TOP, BLOCK, POLICY, POLICY_CLASS }

    private NxosCommands() {
    }

    /** The text indented as a running-config, where it is typed (see the class comment); otherwise as it is. */
    static String indented(String text) {
        List<String> lines = text.lines().toList();
        if (!typed(lines)) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 4 * lines.size());
        Mode mode = Mode.TOP;
        for (String raw : lines) {
            String t = raw.strip();
            int depth = 0;
            if (t.isEmpty() || t.startsWith("#") || t.startsWith("!")) {
                // a blank line ends an interface's or class map's commands; a policy map's classes may be spaced
                mode = mode == Mode.BLOCK ? Mode.TOP : mode;
                t = "";
            } else if (LEAVE.matcher(t).matches()) {
                mode = mode == Mode.POLICY_CLASS ? Mode.POLICY : Mode.TOP;
                t = "";
            } else if (MODE.matcher(t).matches()) {
                mode = t.startsWith("policy-map ") ? Mode.POLICY : Mode.BLOCK;
            } else if ((mode == Mode.POLICY || mode == Mode.POLICY_CLASS) && POLICY_CLASS.matcher(t).matches()) {
                mode = Mode.POLICY_CLASS;
                depth = 1;
            } else if (mode == Mode.POLICY_CLASS && CLASS_LINE.matcher(t).lookingAt()) {
                depth = 2;
            } else if (mode == Mode.BLOCK) {
                depth = 1;
            } else {
                mode = Mode.TOP;
            }
            out.append("  ".repeat(depth)).append(t).append('\n');
        }
        return out.toString();
    }

    /** Typed: some mode's next command stands at the left margin, which a running-config never prints. */
    private static boolean typed(List<String> lines) {
        for (int i = 0; i + 1 < lines.size(); i++) {
            String l = lines.get(i);
            if (!l.isEmpty() && !Character.isWhitespace(l.charAt(0)) && MODE.matcher(l.strip()).matches()) {
                String next = lines.get(i + 1);
                if (!next.isEmpty() && !Character.isWhitespace(next.charAt(0)) && FIRST_CHILD.matcher(next.strip()).lookingAt()) {
                    return true;
                }
            }
        }
        return false;
    }
}
