package io.rocekit.doctor.examine;

import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one path from what a user gives the doctor to one {@link EvidenceBundle}: snapshots, loose
 * files (packet captures among them told apart by their magic number), captures, switch
 * configurations. Parts keep the order they were added in; the first snapshot names the node and
 * lends its sysfs copy to the topology. Used once per examination.
 */
public final class EvidenceBuilder {
    private final EvidenceLoader loader = new EvidenceLoader();
    private final List<ArtifactRef> refs = new ArrayList<>();
    private final List<ParsedArtifact<?>> artifacts = new ArrayList<>();
    private final List<Path> captures = new ArrayList<>();
    private Optional<String> host = Optional.empty();
    private Optional<Snapshot> snapshot = Optional.empty();
    private boolean hostUnderstood;

    /** A snapshot's command outputs and the procfs and sysfs files rules read. */
    public EvidenceBuilder snapshot(Snapshot s) throws SnapshotException {
        LoadedEvidence l = loader.snapshot(s);
        host = host.isPresent() ? host : l.host();
        snapshot = snapshot.isPresent() ? snapshot : Optional.of(s);
        return addHost(l);
    }

    /** Files a user named: the packet captures among them are kept for {@link #captures}, the rest read as text. */
    public EvidenceBuilder files(List<Path> files) throws IOException, ParseException {
        List<Path> pcaps = CaptureEvidence.in(files);
        captures.addAll(pcaps);
        return addHost(loader.files(files.stream().filter(f -> !pcaps.contains(f)).toList()));
    }

    /** Packet captures of the node's RoCE traffic: the DSCP values its data and CNPs carry. */
    public EvidenceBuilder captures(List<Path> pcaps) {
        captures.addAll(pcaps);
        return this;
    }

    /** Switch configurations to compare with the host (they say nothing of the host itself). */
    public EvidenceBuilder switchConfigs(List<Path> configs) throws IOException, ParseException {
        add(loader.files(configs));
        return this;
    }

    /**
     * Whether anything of the host was understood so far: a capture, or a part of the snapshot or
     * loose files of a known kind that parsed. Without it "no finding" would read as all clear on nothing.
     */
    public boolean hostUnderstood() {
        return hostUnderstood || !captures.isEmpty();
    }

    /** The evidence; the captures are analysed now. */
    public EvidenceBundle build() throws EvidenceException {
        return new EvidenceBundle(new LoadedEvidence(host, refs, artifacts, snapshot), CaptureEvidence.observed(captures));
    }

    private EvidenceBuilder addHost(LoadedEvidence l) {
        hostUnderstood |= l.refs().stream().anyMatch(r -> !r.kind().equals("unknown") && r.problem().isEmpty());
        add(l);
        return this;
    }

    private void add(LoadedEvidence l) {
        refs.addAll(l.refs());
        artifacts.addAll(l.artifacts());
    }
}
