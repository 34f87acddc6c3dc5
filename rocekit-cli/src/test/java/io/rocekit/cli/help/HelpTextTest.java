package io.rocekit.cli.help;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.CommandLines;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * The {@code --help} of every command, as a user copies from it: no example split across lines by
 * wrapping, no line a terminal of 80 columns would wrap, and an exit-code list that holds 1 exactly
 * when the command can fail on findings and 4 exactly when it can have nothing to judge.
 */
class HelpTextTest {
    /** Commands that exit with 4 when nothing was there to judge. */
    private static final Set<String> NOTHING_TO_JUDGE = Set.of("doctor", "analyze", "topo", "fleet", "monitor", "fabric check", "bench");

    static Stream<List<String>> commands() {
        CommandLine root = CommandLines.create(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        List<List<String>> all = new ArrayList<>();
        collect(root, new ArrayList<>(), all);
        return all.stream();
    }

    private static void collect(CommandLine cl, List<String> path, List<List<String>> all) {
        for (var e : cl.getSubcommands().entrySet()) {
            if (e.getKey().equals("help") || !e.getValue().getCommandName().equals(e.getKey())) {
                continue; // picocli's help command, and aliases
            }
            List<String> p = new ArrayList<>(path);
            p.add(e.getKey());
            all.add(p);
            collect(e.getValue(), p, all);
        }
    }

    private static String help(List<String> command) {
        List<String> args = new ArrayList<>(command);
        args.add("--help");
        CliRunner.Result r = CliRunner.run(args.toArray(String[]::new));
        assertThat(r.exitCode()).as("%s --help", command).isZero();
        return r.out();
    }

    @ParameterizedTest(name = "rocekit {0} --help")
    @MethodSource("commands")
    void noLineWiderThanATerminal(List<String> command) {
        for (String line : help(command).split("\\R")) {
            assertThat(line.length()).as("%s --help line: %s", command, line).isLessThanOrEqualTo(80);
        }
    }

    @ParameterizedTest(name = "rocekit {0} --help")
    @MethodSource("commands")
    void examplesAreNeverSplitInsideACommand(List<String> command) {
        String[] lines = help(command).split("\\R");
        boolean inExamples = false;
        String previous = "";
        for (String line : lines) {
            if (line.equals("Examples:")) {
                inExamples = true;
            } else if (inExamples && line.isBlank()) {
                inExamples = false;
            } else if (inExamples) {
                assertThat(line).as("%s --help: example line not indented (a wrapped command?)", command)
                        .startsWith("  ");
                if (previous.endsWith("\\")) {
                    assertThat(line).as("%s --help: continuation of '%s'", command, previous).startsWith("    ");
                }
            }
            previous = line;
        }
    }

    @ParameterizedTest(name = "rocekit {0} --help")
    @MethodSource("commands")
    void exitCodesMatchWhatTheCommandCanReturn(List<String> command) {
        String text = help(command);
        CommandLine.Model.CommandSpec spec = spec(command);
        boolean findings = spec.findOption("--fail-on") != null || spec.findOption("--fail-on-bad-icrc") != null;
        boolean nothing = NOTHING_TO_JUDGE.contains(String.join(" ", command));
        assertThat(text.split("Exit codes", -1)).as("%s --help lists exit codes once", command).hasSize(2);
        assertThat(text).as("%s --help", command).contains("\n   0 ", "\n   2 ", "\n   3 ");
        assertThat(text.contains("\n   1 ")).as("%s --help lists exit code 1", command).isEqualTo(findings);
        assertThat(text.contains("\n   4 ")).as("%s --help lists exit code 4", command).isEqualTo(nothing);
    }

    private static CommandLine.Model.CommandSpec spec(List<String> command) {
        CommandLine cl = CommandLines.create(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        for (String c : command) {
            cl = cl.getSubcommands().get(c);
        }
        return cl.getCommandSpec();
    }
}
