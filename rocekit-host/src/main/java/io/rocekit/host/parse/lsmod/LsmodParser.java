package io.rocekit.host.parse.lsmod;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.text.Values;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Parses {@code lsmod} ({@code Module Size Used by} and rows {@code name size count [users]}),
 * its grep fragments (rows only), and {@code /proc/modules} rows
 * ({@code name size count deps state address [taint]}).
 */
public final class LsmodParser implements ArtifactParser<LoadedModules> {
    private static final Set<String> STATES = Set.of("Live", "Loading", "Unloading");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.LSMOD;
    }

    @Override
    public LoadedModules parse(TextSource src) throws ParseException {
        List<KernelModule> modules = new ArrayList<>();
        boolean header = false;
        boolean procModules = false;
        List<String> lines = src.lines();
        for (int i = 0; i < lines.size(); i++) {
            String raw = lines.get(i);
            if (raw.isBlank()) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            String[] t = raw.strip().split("\\s+");
            if (t.length >= 3 && t[0].equals("Module") && t[1].equals("Size")) {
                header = true;
                continue;
            }
            if (t.length < 3 || !t[0].matches("[A-Za-z0-9_-]+")) {
                throw new ParseException(src.file(), line.number(), "a module row 'name size used-count [users]'", raw);
            }
            long size = Values.counter(src, line, t[1], "a module size in bytes");
            int count = t[2].equals("-") ? 0 : Values.integer(src, line, t[2], "a use count");
            List<String> users;
            if (t.length >= 5 && STATES.contains(t[4])) {
                procModules = true;
                users = t[3].equals("-") ? List.of() : split(t[3]);
            } else if (t.length == 4) {
                users = split(t[3]);
            } else if (t.length == 3) {
                users = List.of();
            } else {
                throw new ParseException(src.file(), line.number(), "a module row 'name size used-count [users]'", raw);
            }
            modules.add(new KernelModule(t[0], size, count, users, line));
        }
        boolean complete = header || procModules && modules.size() > 20;
        return new LoadedModules(modules, complete);
    }

    private static List<String> split(String users) {
        return Arrays.stream(users.split(",")).filter(s -> !s.isEmpty() && !s.equals("[permanent]")).toList();
    }
}
