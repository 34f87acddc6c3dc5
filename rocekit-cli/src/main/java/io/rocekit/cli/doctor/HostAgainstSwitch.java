package io.rocekit.cli.doctor;

import io.rocekit.cli.command.InputException;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.doctor.examine.EvidenceLoader;
import io.rocekit.doctor.examine.Examiner;
import io.rocekit.doctor.examine.LoadedEvidence;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.snapshot.SnapshotException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code fabric check CONFIG... --host SNAPSHOT_OR_FILES}: the node's evidence (a snapshot directory or
 * archive, or loose files) with the switch configurations, examined by the doctor; only the
 * {@code fabric.host-*} findings (where switch and host disagree) are returned.
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
            List<io.rocekit.doctor.examine.ArtifactRef> refs = new ArrayList<>();
            List<io.rocekit.host.artifact.ParsedArtifact<?>> parsed = new ArrayList<>();
            java.util.Optional<io.rocekit.host.snapshot.Snapshot> snapshot = java.util.Optional.empty();
            List<Path> hostFiles = new ArrayList<>();
            List<Path> captures = Captures.in(host);
            for (Path h : host) {
                if (captures.contains(h)) {
                    continue; // the DSCP values its RoCE packets carry: what the NIC really sends
                }
                if (Files.isDirectory(h) || io.rocekit.host.snapshot.ArchiveSnapshot.isArchiveName(h)) {
                    LoadedEvidence s = Inputs.load(Inputs.snapshot(h));
                    refs.addAll(s.refs());
                    parsed.addAll(s.artifacts());
                    snapshot = snapshot.isPresent() ? snapshot : s.snapshot();
                } else {
                    hostFiles.add(h);
                }
            }
            LoadedEvidence hf = new EvidenceLoader().files(hostFiles);
            refs.addAll(hf.refs());
            parsed.addAll(hf.artifacts());
            boolean understood = !captures.isEmpty() || refs.stream().anyMatch(r -> !r.kind().equals("unknown") && r.problem().isEmpty());
            LoadedEvidence f = new EvidenceLoader().files(configs);
            refs.addAll(f.refs());
            parsed.addAll(f.artifacts());
            List<Finding> findings = new Examiner(settings).examine(new LoadedEvidence(java.util.Optional.empty(), refs, parsed, snapshot),
                    Captures.observed(captures)).findings()
                    .stream().filter(x -> x.rule().startsWith("fabric.host-")).toList();
            return new Result(findings, understood);
        } catch (IOException | ParseException | SnapshotException e) {
            throw new InputException(e.getMessage(), e);
        }
    }
}
