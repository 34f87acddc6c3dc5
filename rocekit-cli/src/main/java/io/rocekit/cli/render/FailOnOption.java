package io.rocekit.cli.render;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Findings;
import io.rocekit.core.finding.Severity;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --fail-on SEVERITY}, the same on every command that reports findings: exit 1 when a
 * finding is at or above it (default FAIL), else 0. A value that is not a severity is a usage
 * error (exit 2) with the allowed values listed.
 */
public final class FailOnOption {
    @Option(names = "--fail-on", paramLabel = "SEVERITY", defaultValue = "FAIL", converter = Parser.class,
            description = "Exit 1 when a finding is at or above this severity: INFO, WARN, FAIL. "
                    + "Default: ${DEFAULT-VALUE}.")
    Severity failOn = Severity.FAIL;

    /** Reads a severity in any case; the message of a wrong one lists the allowed values. */
    static final class Parser implements CommandLine.ITypeConverter<Severity> {
        @Override
        public Severity convert(String value) {
            try {
                return Severity.parse(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    public Severity threshold() {
        return failOn;
    }

    /** {@link ExitCodes#FINDINGS} when a finding reaches the threshold, else {@link ExitCodes#OK}. */
    public int exitCode(List<Finding> findings) {
        return Findings.countAtLeast(findings, failOn) > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
    }
}
