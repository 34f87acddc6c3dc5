package io.rocekit.fabric.read;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * EOS as typed at the CLI and pasted with its prompts, as guides and runbooks print it ({@code
 * Leaf-1(config-qos-profile-ROCE-LEAF-uc-txq-3)# bandwidth percent 95}): each prompt names the mode
 * the command was typed in, a child mode's name extending its parent's ({@code config-qos-profile-X}
 * then {@code config-qos-profile-X-uc-txq-3}). Such text is indented as the running-config would
 * print it, line numbers kept: a command that enters a mode (the next prompt names a mode that is
 * not this one nor one of its parents) stands one level above that mode; any other stands at its
 * own prompt's level, so a parent-mode command typed in a child mode, as EOS accepts, lands where it
 * belongs. Exec-mode prompts ({@code Leaf-1# show ...}), bare prompts and {@code end}/{@code exit}
 * are left blank; a line without a prompt is kept as it is: a running-config printed under a
 * config-mode prompt ({@code leaf1(config)#show running-config}, or a paste that ends at
 * {@code leaf1(config)#}) is still read as one. Text without such prompts is returned as it is.
 */
final class EosCommands {
    /**
     * {@code HOST(config[-MODE])# COMMAND}. The host name holds no parenthesis and the mode is read possessively: a
     * lazy host tried at every {@code (} of a line of many {@code (config-} without {@code )} rescanned the rest of
     * the line from each (a 100 kB line took 37 s, on every file whose format is being recognised).
     */
    private static final Pattern PROMPT = Pattern.compile("^[^\\s(]+\\((config(?:-[^)]*+)?)\\)#\\s?(.*)$");
    /** An exec-mode prompt: {@code Leaf-1#show qos}, {@code Leaf-1#}. */
    private static final Pattern EXEC_PROMPT = Pattern.compile("^[\\w.-]+#.*$");
    private static final Pattern LEAVE = Pattern.compile("^(exit|end|wr|write( memory)?|copy running-config startup-config)$");

    private EosCommands() {
    }

    /** The text indented as a running-config where it is prompted CLI input (see the class comment); otherwise as it is. */
    static String indented(String text) {
        List<String> lines = text.lines().toList();
        List<String> modes = new ArrayList<>(lines.size());
        boolean any = false;
        for (String l : lines) {
            Matcher m = PROMPT.matcher(l.strip());
            modes.add(m.matches() ? m.group(1) : null);
            any |= m.matches();
        }
        if (!any) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        List<String> stack = new ArrayList<>(List.of("config"));
        for (int i = 0; i < lines.size(); i++) {
            String mode = modes.get(i);
            Matcher m = PROMPT.matcher(lines.get(i).strip());
            if (mode == null) {
                // output or a running-config under a prompt, as it is; an exec-mode prompt is no configuration
                out.append(EXEC_PROMPT.matcher(lines.get(i).strip()).matches() ? "" : lines.get(i)).append('\n');
                continue;
            }
            String command = m.matches() ? m.group(2).strip() : "";
            if (command.isEmpty() || LEAVE.matcher(command).matches()) {
                out.append('\n');
                continue;
            }
            int depth = enter(stack, mode);
            String next = nextMode(modes, i);
            if (next != null && !next.equals(mode) && !isParent(next, mode)) {
                depth = enter(new ArrayList<>(stack), next) - 1; // the command entered the next prompt's mode
            }
            out.append("   ".repeat(Math.max(0, depth))).append(command).append('\n');
        }
        return out.toString();
    }

    /** The stack of modes nested down to {@code mode} (its parents kept, others left); its depth, {@code config} being 0. */
    private static int enter(List<String> stack, String mode) {
        while (!stack.isEmpty() && !(mode.equals(stack.get(stack.size() - 1)) || isParent(stack.get(stack.size() - 1), mode))) {
            stack.remove(stack.size() - 1);
        }
        if (stack.isEmpty() || !stack.get(stack.size() - 1).equals(mode)) {
            stack.add(mode);
        }
        return stack.size() - 1;
    }

    private static boolean isParent(String parent, String child) {
        return child.startsWith(parent + "-");
    }

    private static String nextMode(List<String> modes, int i) {
        for (int j = i + 1; j < modes.size(); j++) {
            if (modes.get(j) != null) {
                return modes.get(j);
            }
        }
        return null;
    }
}
