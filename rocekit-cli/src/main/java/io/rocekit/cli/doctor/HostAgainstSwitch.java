package io.rocekit.cli.doctor;

import io.rocekit.cli.command.InputException;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.doctor.examine.EvidenceBuilder;
import io.rocekit.doctor.examine.EvidenceException;
import io.rocekit.doctor.examine.Examiner;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.snapshot.SnapshotException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code fabric check CONFIG... --host SNAPSHOT_OR_FILES}: the node's evidence (a snapshot directory or
 * archive, or loose files) with the switch configurations, examined by the doctor's rules that
 * compare the two (where switch and host disagree).
 */
public final class HostAgainstSwitch {
    private HostAgainstSwitch() {
    }

    /**
     * The comparison's findings, and whether anything of the host's evidence was understood.
     *
     * @param findings   the fabric.host-* findings
     * @param understood false when no host part was recognised (random bytes, an invalid-UTF-8 file, an
     *                   empty archive): "no disagreement" would then read as all clear on nothing
     */
    public record Result(List<Finding> findings, boolean understood) {
    }

    public static List<Finding> findings(List<Path> host, List<Path> configs, RuleSettings settings) {
        return compare(host, configs, settings).findings();
    }

    public static Result compare(List<Path> host, List<Path> configs, RuleSettings settings) {
        try {
            EvidenceBuilder evidence = new EvidenceBuilder();
            List<Path> hostFiles = new ArrayList<>();
            for (Path h : host) {
                if (Files.isDirectory(h) || io.rocekit.host.snapshot.ArchiveSnapshot.isArchiveName(h)) {
                    Inputs.add(evidence, Inputs.snapshot(h));
                } else {
                    hostFiles.add(h); // captures among them: the DSCP values its RoCE packets carry
                }
            }
            evidence.files(hostFiles);
            boolean understood = evidence.hostUnderstood();
            evidence.switchConfigs(configs);
            List<Finding> findings = Examiner.hostAgainstSwitch(settings).examine(evidence.build()).findings();
            return new Result(findings, understood);
        } catch (IOException | ParseException | SnapshotException | EvidenceException e) {
            throw new InputException(e.getMessage(), e);
        }
    }
}
