package io.rocekit.cli.options;

import io.rocekit.cli.command.InputException;
import io.rocekit.cli.rules.Catalogues;
import io.rocekit.core.io.InputFileException;
import io.rocekit.core.rule.RuleSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --set RULE_ID.THRESHOLD=VALUE} (repeatable) and {@code --settings FILE}: threshold
 * overrides for the rules a command runs, validated against the catalogue of every rule before any
 * work starts. Mixed into doctor, bench and analyze with {@code @Mixin RuleOptions rules;}.
 */
public final class RuleOptions {
    @Option(names = "--set", paramLabel = "RULE.THRESHOLD=VALUE",
            description = "Change one rule threshold for this run, e.g. --set bench.below-line-rate.warnBelow=85%% "
                    + "(repeatable; wins over --settings). `rocekit rules --verbose` lists every threshold. "
                    + "(On sim, --set KEY=VALUE sets a simulator knob instead.)")
    List<String> sets = new ArrayList<>();

    @Option(names = "--settings", paramLabel = "FILE",
            description = "Threshold overrides, one RULE.THRESHOLD=VALUE per line (# comments).")
    Path settingsFile;

    /** Extra overrides a command derives from its own options (e.g. analyze --stall), applied before --set. */
    private final List<String> implied = new ArrayList<>();

    /** Adds an override implied by another option of the command; the user's --set still wins. */
    public RuleOptions imply(String assignment) {
        implied.add(assignment);
        return this;
    }

    /**
     * The validated settings.
     *
     * @throws InputException naming the key, the file and line, and the valid choices
     */
    public RuleSettings settings() {
        if (settingsFile != null && !Files.isRegularFile(settingsFile)) {
            throw new InputException("--settings " + settingsFile + ": not a readable file");
        }
        List<String> all = new ArrayList<>(implied);
        all.addAll(sets);
        try {
            return RuleSettings.parse(Catalogues.all(), Optional.ofNullable(settingsFile), all);
        } catch (InputFileException e) {
            throw new InputException("--settings " + e.getMessage(), e); // it names the file
        } catch (IOException e) {
            throw new InputException("--settings " + settingsFile + ": " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new InputException(e.getMessage(), e);
        }
    }
}
