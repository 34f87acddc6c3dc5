package io.rocekit.host.parse.proc;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Parses {@code /proc/cmdline}: one line of space-separated parameters; a double-quoted value may
 * hold spaces ({@code dyndbg="file x +p"}). More than one non-blank line is an error.
 */
public final class KernelCmdlineParser implements ArtifactParser<KernelCmdline> {
    @Override
    public ArtifactKind kind() {
        return ArtifactKind.PROC_CMDLINE;
    }

    @Override
    public KernelCmdline parse(TextSource src) throws ParseException {
        SourceLine found = null;
        for (int i = 0; i < src.lines().size(); i++) {
            if (src.lines().get(i).isBlank()) {
                continue;
            }
            if (found != null) {
                throw new ParseException(src.file(), src.lineNumber(i), "one line of kernel parameters (/proc/cmdline)",
                        src.lines().get(i));
            }
            found = SourceLine.of(src, i);
        }
        if (found == null) {
            return new KernelCmdline(List.of(), Optional.empty());
        }
        List<KernelCmdline.Parameter> params = new ArrayList<>();
        String s = found.text().strip();
        int i = 0;
        while (i < s.length()) {
            while (i < s.length() && s.charAt(i) == ' ') {
                i++;
            }
            int start = i;
            boolean quoted = false;
            while (i < s.length() && (quoted || s.charAt(i) != ' ')) {
                if (s.charAt(i) == '"') {
                    quoted = !quoted;
                }
                i++;
            }
            if (quoted) {
                throw new ParseException(src.file(), found.number(), "a closing '\"' in parameter", s.substring(start));
            }
            if (i > start) {
                String token = s.substring(start, i);
                int eq = token.indexOf('=');
                params.add(eq < 0 ? new KernelCmdline.Parameter(token, Optional.empty())
                        : new KernelCmdline.Parameter(token.substring(0, eq),
                                Optional.of(token.substring(eq + 1).replace("\"", ""))));
            }
        }
        return new KernelCmdline(params, Optional.of(found));
    }
}
