package io.rocekit.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CommandLines;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every input file an example command of README.md names, and every one a {@code $ rocekit ...}
 * line of docs/*.md shows output for, exists in the repository (named from its root), so a
 * newcomer's copy-paste runs. Which arguments are input files is read from the commands' own
 * picocli model (options and parameters of type Path), not guessed from their names.
 */
class DocExamplesTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    /** Options whose file is written, not read: later examples may read it. */
    private static final Set<String> OUTPUTS = Set.of("-o", "--out", "--html", "--record");

    @Test
    void readmeExamplesNameFilesThatExist() throws IOException {
        List<String> missing = new ArrayList<>();
        check(ROOT.resolve("README.md"), false, missing);
        assertThat(missing).as("README.md examples naming files that do not exist").isEmpty();
    }

    @Test
    void docsExamplesWithOutputNameFilesThatExist() throws IOException {
        List<String> missing = new ArrayList<>();
        try (Stream<Path> s = Files.list(ROOT.resolve("docs"))) {
            for (Path md : s.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                check(md, true, missing);
            }
        }
        assertThat(missing).as("docs examples (shown with their output) naming files that do not exist").isEmpty();
    }

    @Test
    void noPlaceholderFileNamesInTheReadme() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        assertThat(readme).doesNotContain(" lspci-vvv.txt").doesNotContain(" topology.txt").doesNotContain(" flow.txt");
        assertThat(readme).as("collect shown as root and with sudo")
                .contains("./rocekit collect -o /tmp/node7").contains("sudo ./rocekit collect -o /tmp/node7");
    }

    /** Checks the example commands in {@code md}; in docs only lines shown with a {@code $} prompt. */
    private static void check(Path md, boolean promptedOnly, List<String> missing) throws IOException {
        List<String> lines = Files.readAllLines(md);
        boolean fenced = false;
        Set<String> written = new HashSet<>();
        Map<String, String> vars = new HashMap<>();
        Path base = ROOT;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("```")) {
                fenced = !fenced;
                base = ROOT;
                continue;
            }
            if (!fenced) {
                continue;
            }
            int number = i + 1;
            while (line.endsWith("\\") && i + 1 < lines.size()) {
                line = line.substring(0, line.length() - 1) + " " + lines.get(++i).trim();
            }
            String cmd = line.strip();
            boolean prompted = cmd.startsWith("$ ");
            if (prompted) {
                cmd = cmd.substring(2);
            }
            if (cmd.startsWith("cd ")) {
                base = base.resolve(cmd.substring(3).trim());
                continue;
            }
            java.util.regex.Matcher redirect = java.util.regex.Pattern.compile(">\\s*(\\S+)").matcher(cmd);
            while (redirect.find()) {
                written.add(redirect.group(1));
            }
            if (cmd.matches("[a-z]\\w*=\\S+(\\s+#.*)?")) {
                cmd = cmd.replaceFirst("\\s+#.*", "");
                vars.put(cmd.substring(0, cmd.indexOf('=')), cmd.substring(cmd.indexOf('=') + 1));
                continue;
            }
            if (promptedOnly && !prompted || !cmd.matches("(sudo )?(\\./)?rocekit \\S.*")) {
                continue;
            }
            for (String part : cmd.split("&&|;|\\|")) {
                List<String> words = words(part, vars);
                if (words.isEmpty()) {
                    continue;
                }
                if (words.get(0).equals("sudo")) {
                    words = words.subList(1, words.size());
                }
                if (words.isEmpty() || !words.get(0).matches("(\\./)?rocekit")) {
                    continue;
                }
                for (String file : inputFiles(words.subList(1, words.size()), written)) {
                    if (!exists(base, file)) {
                        missing.add(ROOT.relativize(md) + ":" + number + ": " + file);
                    }
                }
            }
        }
    }

    /** Shell words up to a comment or redirection, quotes removed, $VAR expanded. */
    private static List<String> words(String part, Map<String, String> vars) {
        List<String> out = new ArrayList<>();
        for (String w : part.trim().split("\\s+(?=(?:[^']*'[^']*')*[^']*$)")) {
            if (w.startsWith("#") || w.startsWith(">") || w.startsWith("2>")) {
                break;
            }
            for (var v : vars.entrySet()) {
                w = w.replace("$" + v.getKey(), v.getValue());
            }
            if (!w.isEmpty()) {
                out.add(w.replace("'", "").replace("\"", ""));
            }
        }
        return out;
    }

    /** The arguments of a rocekit command line that are files it reads, from the command's model. */
    private static List<String> inputFiles(List<String> args, Set<String> written) {
        CommandLine cl = CommandLines.create(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        int i = 0;
        while (i < args.size() && cl.getSubcommands().containsKey(args.get(i))) {
            cl = cl.getSubcommands().get(args.get(i++));
        }
        CommandLine.Model.CommandSpec spec = cl.getCommandSpec();
        boolean pathParameters = spec.positionalParameters().stream().anyMatch(DocExamplesTest::isPath);
        List<String> files = new ArrayList<>();
        for (; i < args.size(); i++) {
            String a = args.get(i);
            if (a.startsWith("-") && !a.equals("-")) {
                String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
                CommandLine.Model.OptionSpec o = spec.findOption(name);
                if (o == null || o.arity().max() == 0 || a.contains("=")) {
                    continue;
                }
                String value = args.get(Math.min(++i, args.size() - 1));
                if (OUTPUTS.contains(name)) {
                    written.add(value);
                } else if (isPath(o)) {
                    files.add(value);
                }
            } else if (pathParameters) {
                files.add(a);
            }
        }
        return files.stream().filter(f -> !f.equals("-") && !f.startsWith("/") && !f.contains("{")
                && !written.contains(f) && !f.equals(f.toUpperCase())).toList();
    }

    private static boolean isPath(CommandLine.Model.ArgSpec a) {
        return a.type() == Path.class || a.auxiliaryTypes().length > 0 && a.auxiliaryTypes()[0] == Path.class;
    }

    private static boolean exists(Path base, String file) {
        if (!file.contains("*")) {
            return Files.exists(base.resolve(file));
        }
        Path dir = base.resolve(file).getParent();
        PathMatcher m = FileSystems.getDefault().getPathMatcher("glob:" + base.resolve(file));
        try (Stream<Path> s = Files.list(dir)) {
            return s.anyMatch(m::matches);
        } catch (IOException e) {
            return false;
        }
    }
}
