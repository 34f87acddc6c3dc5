package io.rocekit.doctor.detect;

import io.rocekit.doctor.artifact.ArtifactKind;
import io.rocekit.doctor.artifact.TextSource;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Recognises what a file is by its content, never its name, and splits a pasted terminal
 * transcript into its outputs.
 *
 * <p>How: a text is of a kind when at least one line is a signature of that kind (a line only
 * that tool prints) and at least half its non-blank lines fit the kind; the kind that fits best
 * wins. Nothing fitting means {@link ArtifactKind#UNKNOWN}: reported, never guessed. A file is
 * first cut at shell prompt lines; a part without prompts is cut further at blank lines only
 * where the blocks on either side are of different kinds (an {@code ethtool -i} followed by an
 * {@code ethtool -S}), so that one output with blank lines inside (an nvidia-smi legend, lspci
 * device blocks) stays whole.
 *
 * <p>The detector holds no state between calls; one instance may be shared.
 */
public final class ArtifactDetector {
    private static final Pattern MPI_TAG = Pattern.compile("^\\[\\d+,\\d+\\]<std(?:out|err)>:");
    /** Kinds whose lines appear interleaved with other outputs (NCCL_DEBUG=INFO lines in a test run). */
    private static final Set<ArtifactKind> INTERLEAVING = EnumSet.of(ArtifactKind.NCCL_LOG, ArtifactKind.NCCL_TESTS);

    private final List<Recogniser> recognisers = Recognisers.all();

    /** The kind of the whole text, without splitting it. */
    public ArtifactKind kindOf(TextSource source) {
        return best(source.lines()).map(Score::kind).orElse(ArtifactKind.UNKNOWN);
    }

    /** The parts of a file and the kind of each. */
    public Identification identify(TextSource source) {
        List<DetectedPart> parts = new ArrayList<>();
        List<String> lines = source.lines();
        int start = 0;
        Optional<String> command = Optional.empty();
        for (int i = 0; i < lines.size(); i++) {
            Optional<String> c = Prompts.command(lines.get(i));
            if (c.isPresent()) {
                addSegment(source, start, i, command, parts);
                start = i + 1;
                command = c;
            }
        }
        addSegment(source, start, lines.size(), command, parts);
        if (parts.isEmpty()) {
            parts.add(new DetectedPart(source, ArtifactKind.UNKNOWN, Optional.empty(), Set.of()));
        }
        return new Identification(source.file(), parts);
    }

    private void addSegment(TextSource source, int from, int to, Optional<String> command, List<DetectedPart> out) {
        int[] trimmed = trim(source.lines(), from, to);
        if (trimmed[0] >= trimmed[1]) {
            if (command.isPresent()) {
                // A prompt with no output is still a part: "lsmod | grep peermem" printing nothing says something.
                out.add(new DetectedPart(source.slice(Math.min(from, source.lines().size()),
                        Math.min(from, source.lines().size())), ArtifactKind.UNKNOWN, command, Set.of()));
            }
            return;
        }
        from = trimmed[0];
        to = trimmed[1];
        List<int[]> blocks = blocks(source.lines(), from, to);
        Optional<Score> whole = best(source.lines().subList(from, to));
        if (whole.isPresent() && blocks.stream().allMatch(b -> fitsOrUnknown(source, b, whole.get().kind()))) {
            out.add(part(source.slice(from, to), whole.get().kind(), command));
            return;
        }
        // Blocks of different kinds: give each block its kind, keeping the previous one where it fits.
        ArtifactKind previous = ArtifactKind.UNKNOWN;
        int runStart = blocks.get(0)[0];
        int runEnd = runStart;
        ArtifactKind runKind = null;
        Optional<String> runCommand = command;
        for (int[] b : blocks) {
            List<String> text = source.lines().subList(b[0], b[1]);
            ArtifactKind kind;
            if (previous != ArtifactKind.UNKNOWN && accepts(previous, text)) {
                kind = previous;
            } else {
                kind = best(text).map(Score::kind).orElse(ArtifactKind.UNKNOWN);
            }
            if (runKind != null && kind != runKind) {
                out.add(part(source.slice(runStart, runEnd), runKind, runCommand));
                runCommand = Optional.empty();
                runStart = b[0];
            }
            runKind = kind;
            runEnd = b[1];
            previous = kind;
        }
        out.add(part(source.slice(runStart, runEnd), runKind, runCommand));
    }

    private DetectedPart part(TextSource text, ArtifactKind kind, Optional<String> command) {
        Set<ArtifactKind> also = EnumSet.noneOf(ArtifactKind.class);
        if (kind != ArtifactKind.UNKNOWN) {
            for (Recogniser r : recognisers) {
                if (r.kind() != kind && INTERLEAVING.contains(r.kind()) && score(r, text.lines()).signatures() > 0) {
                    also.add(r.kind());
                }
            }
        }
        return new DetectedPart(text, kind, command, also);
    }

    private boolean fitsOrUnknown(TextSource source, int[] block, ArtifactKind kind) {
        List<String> text = source.lines().subList(block[0], block[1]);
        return accepts(kind, text) || best(text).isEmpty();
    }

    private boolean accepts(ArtifactKind kind, List<String> text) {
        for (Recogniser r : recognisers) {
            if (r.kind() == kind) {
                return score(r, text).accepted();
            }
        }
        return false;
    }

    private Optional<Score> best(List<String> lines) {
        return recognisers.stream().map(r -> score(r, lines)).filter(Score::accepted).min(Score.BEST_FIRST);
    }

    private static Score score(Recogniser r, List<String> lines) {
        int signatures = 0;
        int fitting = 0;
        int nonBlank = 0;
        for (String raw : lines) {
            if (raw.isBlank()) {
                continue;
            }
            String line = MPI_TAG.matcher(raw).replaceFirst("");
            nonBlank++;
            switch (r.classify(line)) {
                case SIGNATURE -> {
                    signatures++;
                    fitting++;
                }
                case COMPATIBLE -> fitting++;
                case FOREIGN -> {
                }
            }
        }
        return new Score(r.kind(), signatures, fitting, nonBlank, nonBlank > r.maxLines());
    }

    /** [from, to) without leading and trailing blank lines. */
    private static int[] trim(List<String> lines, int from, int to) {
        while (from < to && lines.get(from).isBlank()) {
            from++;
        }
        while (to > from && lines.get(to - 1).isBlank()) {
            to--;
        }
        return new int[] {from, to};
    }

    /** Maximal runs of non-blank lines in [from, to). */
    private static List<int[]> blocks(List<String> lines, int from, int to) {
        List<int[]> blocks = new ArrayList<>();
        int i = from;
        while (i < to) {
            while (i < to && lines.get(i).isBlank()) {
                i++;
            }
            int s = i;
            while (i < to && !lines.get(i).isBlank()) {
                i++;
            }
            if (i > s) {
                blocks.add(new int[] {s, i});
            }
        }
        return blocks;
    }
}
