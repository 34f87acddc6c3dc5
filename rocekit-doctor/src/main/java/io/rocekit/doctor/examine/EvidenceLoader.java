package io.rocekit.doctor.examine;

import io.rocekit.doctor.switchcfg.EvidenceReaders;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.detect.ArtifactDetector;
import io.rocekit.host.detect.DetectedPart;
import io.rocekit.host.parse.Parsers;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads inputs: every part of every file is recognised by its content (never its name) and
 * parsed by the parser of its kind. For files a user names, a parse error is an input error (the
 * message names file and line). Inside a snapshot, a part that does not parse is kept as a
 * reference with its problem, so that one odd tool output does not hide the rest of the node.
 */
public final class EvidenceLoader {
    /** Snapshot files read as artifacts besides {@code commands/}. */
    private static final List<String> SNAPSHOT_FILES = List.of("proc/cmdline", "proc/interrupts");

    private final ArtifactDetector detector = EvidenceReaders.detector();
    private final Parsers parsers = EvidenceReaders.parsers();

    /** Reads the files a user named. */
    public LoadedEvidence files(List<Path> files) throws IOException, ParseException {
        List<ArtifactRef> refs = new ArrayList<>();
        List<ParsedArtifact<?>> parsed = new ArrayList<>();
        for (Path f : files) {
            String text = io.rocekit.core.io.TextFiles.read(f);
            read(TextSource.of(f.toString(), text), refs, parsed, true);
        }
        return new LoadedEvidence(Optional.empty(), refs, parsed, Optional.empty());
    }

    /** Reads texts already in memory (standard input, the fuzz tests) as if they were named files. */
    public LoadedEvidence texts(List<TextSource> sources) throws ParseException {
        List<ArtifactRef> refs = new ArrayList<>();
        List<ParsedArtifact<?>> parsed = new ArrayList<>();
        for (TextSource s : sources) {
            read(s, refs, parsed, true);
        }
        return new LoadedEvidence(Optional.empty(), refs, parsed, Optional.empty());
    }

    /** Reads a snapshot: its command outputs and the procfs files rules read. */
    public LoadedEvidence snapshot(Snapshot s) throws SnapshotException {
        List<ArtifactRef> refs = new ArrayList<>();
        List<ParsedArtifact<?>> parsed = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (String dir : List.of("commands", "extra")) {
            for (String n : s.list(dir)) {
                names.add(dir + "/" + n);
            }
        }
        names.addAll(SNAPSHOT_FILES);
        for (String f : names) {
            String text = s.readText(f).orElse("");
            if (text.isBlank()) {
                continue;
            }
            TextSource src = TextSource.of(f, text);
            Optional<ArtifactKind> hint = SnapshotKinds.of(f);
            if (hint.isPresent() && hinted(src, hint.get(), refs, parsed)) {
                continue;
            }
            try {
                read(src, refs, parsed, false);
            } catch (ParseException e) {
                throw new IllegalStateException("snapshot parts never throw", e);
            }
        }
        for (TextSource counters : counterListings(s)) {
            hinted(counters, ArtifactKind.HW_COUNTERS, refs, parsed);
        }
        Optional<String> host = s.host();
        return new LoadedEvidence(host, refs, parsed, Optional.of(s));
    }

    /**
     * The RDMA counters a snapshot copied from sysfs, one listing per device in the form
     * {@code grep -H . .../ports/*\/hw_counters/*} prints ({@code PATH:value}), so that the
     * counter rules read them like a listing a user pastes. The listing is named after the
     * device's directory; each line carries the full path of its counter file.
     */
    static List<TextSource> counterListings(io.rocekit.host.snapshot.Snapshot s) throws SnapshotException {
        List<TextSource> out = new ArrayList<>();
        String dir = "sys/class/infiniband";
        for (String entry : s.list(dir)) {
            if (!entry.endsWith(".link")) {
                continue;
            }
            String dev = entry.substring(0, entry.length() - ".link".length());
            Optional<String> real = s.link(dir + "/" + dev);
            if (real.isEmpty()) {
                continue;
            }
            List<String> lines = new ArrayList<>();
            for (String port : s.list(real.get() + "/ports")) {
                for (String group : List.of("counters", "hw_counters")) {
                    String g = real.get() + "/ports/" + port + "/" + group;
                    for (String name : s.list(g)) {
                        s.readValue(g + "/" + name).filter(v -> !v.isEmpty())
                                .ifPresent(v -> lines.add(dir + "/" + dev + "/ports/" + port + "/" + group + "/" + name + ":" + v));
                    }
                }
            }
            if (!lines.isEmpty()) {
                out.add(new TextSource(dir + "/" + dev + "/ports (counter files)", 1, lines));
            }
        }
        return out;
    }

    /** Parses a file collect wrote with the parser of its command; false when it does not parse as that. */
    private boolean hinted(TextSource src, ArtifactKind kind, List<ArtifactRef> refs, List<ParsedArtifact<?>> parsed) {
        try {
            Optional<ParsedArtifact<?>> a = parsers.parse(new DetectedPart(src, kind, Optional.empty(), java.util.Set.of()));
            if (a.isEmpty()) {
                return false;
            }
            parsed.add(a.get());
            refs.add(new ArtifactRef(src.file(), kind.id(), Optional.empty(), Optional.empty()));
            return true;
        } catch (ParseException e) {
            return false; // an error message instead of the output: let detection say what it is
        }
    }

    private void read(TextSource source, List<ArtifactRef> refs, List<ParsedArtifact<?>> parsed, boolean strict)
            throws ParseException {
        List<DetectedPart> parts = detector.identify(source).parts();
        for (DetectedPart p : parts) {
            Optional<Integer> first = parts.size() > 1 ? Optional.of(p.firstLine()) : Optional.empty();
            if (p.kind() == ArtifactKind.UNKNOWN) {
                refs.add(new ArtifactRef(source.file(), p.kind().id(), first, Optional.empty()));
                continue;
            }
            try {
                Optional<ParsedArtifact<?>> a = parsers.parse(p);
                a.ifPresent(parsed::add);
                refs.add(new ArtifactRef(source.file(), p.kind().id(), first, Optional.empty()));
            } catch (ParseException e) {
                if (strict) {
                    throw e;
                }
                refs.add(new ArtifactRef(source.file(), p.kind().id(), first, Optional.of(e.getMessage())));
            }
        }
    }
}
