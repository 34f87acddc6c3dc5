package io.rocekit.cli.rules;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.Json;
import io.rocekit.core.rule.CatalogueEntry;
import io.rocekit.core.rule.RuleCatalogue;
import io.rocekit.core.rule.RulesMarkdown;
import io.rocekit.core.rule.Threshold;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rocekit rules}: every rule rocekit applies, from every area. */
@Command(name = "rules",
        mixinStandardHelpOptions = true,
        description = {
            "List every rule rocekit applies (doctor, bench, capture): stable id, area, the most severe level it "
                    + "reports, and what it checks. --verbose adds the evidence it reads, the fix, the source and "
                    + "its thresholds with their defaults and the --set key that changes each; --json prints the "
                    + "same for scripts; --markdown prints docs/rules.md.",
            "",
            "Thresholds are changed for one run of doctor, bench or analyze with --set RULE.THRESHOLD=VALUE "
                    + "(repeatable) or --settings FILE (one RULE.THRESHOLD=VALUE per line, # comments); values take "
                    + "units: 4096, 4KiB, 1.5MB, 400G, 10us, 1ms, 85%% or 0.85."
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit rules",
            "  rocekit rules --verbose bench.below-line-rate",
            "  rocekit bench --set bench.below-line-rate.warnBelow=85%% run.txt",
            "  rocekit rules --json | jq -r '.[] | select(.severity==\"FAIL\") | .id'",
            "  rocekit rules --markdown > docs/rules.md"
        })
public final class RulesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @ArgGroup(exclusive = true)
    Format format = new Format();

    static final class Format {
        @Option(names = "--json", description = "Print JSON: [{\"id\",\"area\",\"severity\",\"checks\",\"evidence\",\"fix\",\"source\",\"thresholds\"}].")
        boolean json;

        @Option(names = "--markdown", description = "Print the Markdown reference (docs/rules.md).")
        boolean markdown;

        @Option(names = {"-v", "--verbose"},
                description = "Print every field of each rule, and its thresholds with the --set key, default, unit and range.")
        boolean verbose;
    }

    @Parameters(arity = "0..*", paramLabel = "ID",
            description = "Only the rules whose id starts with one of these (e.g. bench. or pcie.acs-enabled).")
    List<String> ids = new ArrayList<>();

    /** One rule as {@code --json} prints it. */
    public record RuleJson(String id, String area, String severity, String checks, String evidence, String fix,
            String source, List<ThresholdJson> thresholds) {
        static RuleJson of(CatalogueEntry e) {
            return new RuleJson(e.info().id(), e.area(), e.info().severity().name(), e.info().checks(),
                    e.info().evidence(), e.info().fix(), e.info().source(),
                    e.thresholds().stream().map(t -> ThresholdJson.of(e.info().id(), t)).toList());
        }
    }

    /**
     * One threshold as {@code --json} prints it: {@code key} is what {@code --set} takes,
     * {@code defaultValue} is in the unit's base, {@code defaultText} as a user would type it.
     */
    public record ThresholdJson(String name, String key, String unit, double defaultValue, String defaultText,
            String meaning) {
        static ThresholdJson of(String ruleId, Threshold t) {
            return new ThresholdJson(t.name(), ruleId + "." + t.name(), t.unit().name(), t.defaultValue(),
                    t.defaultText(), t.meaning());
        }
    }

    @Override
    public Integer call() {
        RuleCatalogue catalogue = Catalogues.all();
        PrintWriter out = spec.commandLine().getOut();
        List<CatalogueEntry> entries = catalogue.entries().stream()
                .filter(e -> ids.isEmpty() || ids.stream().anyMatch(p -> e.info().id().startsWith(p))).toList();
        if (entries.isEmpty()) {
            spec.commandLine().getErr().println("rocekit rules: no rule id starts with " + String.join(" or ", ids)
                    + "; `rocekit rules` lists them all");
            return ExitCodes.INPUT_ERROR;
        }
        if (format.json) {
            out.println(Json.pretty(entries.stream().map(RuleJson::of).toList()));
        } else if (format.verbose) {
            for (CatalogueEntry e : entries) {
                verbose(out, e);
            }
        } else if (format.markdown) {
            out.print(RulesMarkdown.render(catalogue));
        } else {
            int width = entries.stream().mapToInt(e -> e.info().id().length()).max().orElse(10);
            for (CatalogueEntry e : entries) {
                out.printf("%-" + width + "s  %-4s  %-7s  %s%n", e.info().id(), e.info().severity(), e.area(),
                        RulesMarkdown.firstSentence(e.info().checks()));
            }
        }
        out.flush();
        return ExitCodes.OK;
    }

    private static void verbose(PrintWriter out, CatalogueEntry e) {
        out.println(e.info().id() + "  (" + e.area() + ", at most " + e.info().severity() + ")");
        out.println("  checks:   " + e.info().checks());
        out.println("  evidence: " + e.info().evidence());
        out.println("  fix:      " + e.info().fix());
        out.println("  source:   " + e.info().source());
        if (e.thresholds().isEmpty()) {
            out.println("  thresholds: none");
        }
        for (Threshold t : e.thresholds()) {
            String range = t.rangeText();
            out.println("  --set " + e.info().id() + "." + t.name() + "=" + t.defaultText() + "   (default; "
                    + t.unit().description() + (range.isEmpty() ? "" : ", " + range) + ", e.g. " + t.unit().examples()
                    + ")");
            out.println("      " + t.meaning());
        }
        out.println();
    }
}
