package io.rocekit.cli.doctor;

import io.rocekit.cli.ExitCodes;
import io.rocekit.cli.render.Json;
import io.rocekit.core.rule.CatalogueEntry;
import io.rocekit.core.rule.RuleCatalogue;
import io.rocekit.core.rule.RulesMarkdown;
import io.rocekit.core.rule.Threshold;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code rocekit rules}: every rule rocekit applies, from every area. */
@Command(name = "rules",
        mixinStandardHelpOptions = true,
        description = {
            "List every rule rocekit applies (doctor, bench, capture): stable id, area, the most severe level it "
                    + "reports, and what it checks. --json adds the evidence it reads, the fix, the source and its "
                    + "thresholds with their defaults; --markdown prints docs/rules.md."
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit rules",
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
    }

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
        if (format.json) {
            out.println(Json.pretty(catalogue.entries().stream().map(RuleJson::of).toList()));
        } else if (format.markdown) {
            out.print(RulesMarkdown.render(catalogue));
        } else {
            int width = catalogue.entries().stream().mapToInt(e -> e.info().id().length()).max().orElse(10);
            for (CatalogueEntry e : catalogue.entries()) {
                out.printf("%-" + width + "s  %-4s  %-7s  %s%n", e.info().id(), e.info().severity(), e.area(),
                        RulesMarkdown.firstSentence(e.info().checks()));
            }
        }
        out.flush();
        return ExitCodes.OK;
    }
}
