package io.rocekit.cli.doctor;

import io.rocekit.cli.ExitCodes;
import io.rocekit.cli.render.Json;
import io.rocekit.doctor.rule.CatalogueEntry;
import io.rocekit.doctor.rule.RuleCatalogue;
import io.rocekit.doctor.rule.RulesMarkdown;
import io.rocekit.doctor.rule.Threshold;
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
            String source, List<Threshold> thresholds) {
        static RuleJson of(CatalogueEntry e) {
            return new RuleJson(e.info().id(), e.area(), e.info().severity().name(), e.info().checks(),
                    e.info().evidence(), e.info().fix(), e.info().source(), e.thresholds());
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
                String checks = e.info().checks();
                int dot = checks.indexOf(". ");
                out.printf("%-" + width + "s  %-4s  %-7s  %s%n", e.info().id(), e.info().severity(), e.area(),
                        dot < 0 ? checks : checks.substring(0, dot + 1));
            }
        }
        out.flush();
        return ExitCodes.OK;
    }
}
