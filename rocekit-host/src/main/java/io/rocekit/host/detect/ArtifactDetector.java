package io.rocekit.host.detect;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.text.Lines;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
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
    /**
     * Launcher prefixes: Open MPI --tag-output ({@code [1,0]<stdout>:}), srun --label ({@code 0: },
     * the rank right-aligned: {@code " 0: "} when a job has ten ranks or more) and Ray's
     * {@code (RayWorkerWrapper pid=663, ip=10.244.1.107) } ({@link Lines#RAY_PREFIX}).
     */
    private static final Pattern LAUNCHER_PREFIX = Pattern.compile("^(?:\\[\\d+,\\d+\\]<std(?:out|err)>:|\\s{0,4}\\d{1,5}: |"
            + Lines.RAY_PREFIX.pattern().substring(1) + ")");
    /** Commands that tell apart kinds whose outputs can look alike (a perftest error message). */
    private static final Map<ArtifactKind, Pattern> COMMAND_HINTS = Map.of(
            ArtifactKind.PERFTEST_BW, Pattern.compile("\\bib_\\w+_bw\\b"),
            ArtifactKind.PERFTEST_LAT, Pattern.compile("\\bib_\\w+_lat\\b"));
    /** Kinds whose lines appear interleaved with other outputs (NCCL_DEBUG=INFO lines in a test run). */
    private static final Set<ArtifactKind> INTERLEAVING = EnumSet.of(ArtifactKind.NCCL_LOG, ArtifactKind.NCCL_TESTS);

    private final List<Recogniser> recognisers = Recognisers.all();
    private final WholeFileFormat switchConfigs;

    /** A detector of host outputs only: no file is taken for a switch configuration. */
    public ArtifactDetector() {
        this(WholeFileFormat.NONE);
    }

    /**
     * A detector that takes a whole file for a {@link ArtifactKind#SWITCH_CONFIG} when
     * {@code switchConfigs} recognises it (the doctor passes rocekit-fabric's readers).
     */
    public ArtifactDetector(WholeFileFormat switchConfigs) {
        this.switchConfigs = switchConfigs;
    }

    /**
     * The switch configuration format of a text ({@code sonic}, {@code nvue}, {@code cumulus-traffic-conf},
     * {@code eos}, {@code nxos}, {@code comware}, {@code junos}), if it is one and this detector was given
     * the readers that decide.
     */
    public Optional<String> switchFormat(TextSource source) {
        return switchConfigs.of(source);
    }

    /** The kind of the whole text, without splitting it. */
    public ArtifactKind kindOf(TextSource source) {
        if (switchFormat(source).isPresent()) {
            return ArtifactKind.SWITCH_CONFIG;
        }
        return best(source.lines(), new Memo()).map(Score::kind).orElse(ArtifactKind.UNKNOWN);
    }

    /** The parts of a file and the kind of each. */
    public Identification identify(TextSource source) {
        List<DetectedPart> parts = new ArrayList<>();
        if (switchFormat(source).isPresent()) {
            // a switch configuration is one whole file (an NVUE transcript's prompts belong to it)
            parts.add(new DetectedPart(source, ArtifactKind.SWITCH_CONFIG, Optional.empty(), Set.of()));
            return new Identification(source.file(), parts);
        }
        List<String> lines = source.lines();
        Memo memo = new Memo();
        int start = 0;
        Optional<String> command = Optional.empty();
        for (int i = 0; i < lines.size(); i++) {
            Optional<String> c = Prompts.command(lines.get(i));
            if (c.isPresent()) {
                addSegment(source, start, i, command, parts, memo);
                start = i + 1;
                command = c;
            } else if (Prompts.bare(lines.get(i))) {
                addSegment(source, start, i, command, parts, memo);
                start = i + 1;
                command = Optional.empty();
            }
        }
        addSegment(source, start, lines.size(), command, parts, memo);
        if (parts.isEmpty()) {
            parts.add(new DetectedPart(source, ArtifactKind.UNKNOWN, Optional.empty(), Set.of()));
        }
        return new Identification(source.file(), parts);
    }

    private void addSegment(TextSource source, int from, int to, Optional<String> command, List<DetectedPart> out,
            Memo memo) {
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
        Optional<Score> whole = best(source.lines().subList(from, to), command, memo);
        if (whole.isPresent() && blocks.stream().allMatch(b -> fitsOrUnknown(source, b, whole.get().kind(), memo))) {
            out.add(part(source.slice(from, to), whole.get().kind(), command, memo));
            return;
        }
        // Blocks of different kinds: give each block its kind, keeping the previous one where it fits.
        ArtifactKind previous = ArtifactKind.UNKNOWN;
        List<ArtifactKind> kinds = new ArrayList<>();
        for (int[] b : blocks) {
            List<String> text = source.lines().subList(b[0], b[1]);
            ArtifactKind kind;
            if (previous != ArtifactKind.UNKNOWN && accepts(previous, text, memo)) {
                kind = previous;
            } else {
                kind = best(text, command, memo).map(Score::kind).orElse(ArtifactKind.UNKNOWN);
            }
            kinds.add(kind);
            previous = kind;
        }
        // One output with no prompt between: NCCL log lines before, inside or after an nccl-tests table
        // (NCCL_DEBUG=INFO, or the WARN lines of a failed run) belong to that run, not to a log of their own.
        for (int i = 1; i < kinds.size(); i++) {
            if (kinds.get(i) == ArtifactKind.NCCL_LOG && kinds.get(i - 1) == ArtifactKind.NCCL_TESTS) {
                kinds.set(i, ArtifactKind.NCCL_TESTS);
            }
        }
        for (int i = kinds.size() - 2; i >= 0; i--) {
            if (kinds.get(i) == ArtifactKind.NCCL_LOG && kinds.get(i + 1) == ArtifactKind.NCCL_TESTS) {
                kinds.set(i, ArtifactKind.NCCL_TESTS);
            }
        }
        int runStart = blocks.get(0)[0];
        int runEnd = runStart;
        ArtifactKind runKind = null;
        Optional<String> runCommand = command;
        for (int i = 0; i < blocks.size(); i++) {
            int[] b = blocks.get(i);
            ArtifactKind kind = kinds.get(i);
            if (runKind != null && kind != runKind) {
                out.add(part(source.slice(runStart, runEnd), runKind, runCommand, memo));
                runCommand = Optional.empty();
                runStart = b[0];
            }
            runKind = kind;
            runEnd = b[1];
        }
        out.add(part(source.slice(runStart, runEnd), runKind, runCommand, memo));
    }

    private DetectedPart part(TextSource text, ArtifactKind kind, Optional<String> command, Memo memo) {
        Set<ArtifactKind> also = EnumSet.noneOf(ArtifactKind.class);
        if (kind != ArtifactKind.UNKNOWN) {
            Prepared prepared = Prepared.of(text.lines());
            for (int i = 0; i < recognisers.size(); i++) {
                Recogniser r = recognisers.get(i);
                if (r.kind() != kind && INTERLEAVING.contains(r.kind()) && score(i, r, prepared, true, memo).signatures() > 0) {
                    also.add(r.kind());
                }
            }
        }
        return new DetectedPart(text, kind, command, also);
    }

    private boolean fitsOrUnknown(TextSource source, int[] block, ArtifactKind kind, Memo memo) {
        List<String> text = source.lines().subList(block[0], block[1]);
        return accepts(kind, text, memo) || best(text, memo).isEmpty();
    }

    private boolean accepts(ArtifactKind kind, List<String> text, Memo memo) {
        for (int i = 0; i < recognisers.size(); i++) {
            Recogniser r = recognisers.get(i);
            if (r.kind() == kind) {
                return score(i, r, Prepared.of(text), false, memo).accepted();
            }
        }
        return false;
    }

    private Optional<Score> best(List<String> lines, Memo memo) {
        return best(lines, Optional.empty(), memo);
    }

    /**
     * The best accepted kind. Two kinds that fit exactly as well are told apart by the command that
     * produced the text, when a prompt named it; otherwise the text is not guessed at.
     */
    private Optional<Score> best(List<String> lines, Optional<String> command, Memo memo) {
        Prepared prepared = Prepared.of(lines);
        // an accepted score is always counted to the last line, so ranking and ties see exact counts
        List<Score> accepted = new ArrayList<>();
        for (int i = 0; i < recognisers.size(); i++) {
            Score s = score(i, recognisers.get(i), prepared, false, memo);
            if (s.accepted()) {
                accepted.add(s);
            }
        }
        accepted.sort(Score.BEST_FIRST);
        if (accepted.size() < 2 || !tied(accepted.get(0), accepted.get(1))) {
            return accepted.stream().findFirst();
        }
        for (Score s : accepted) {
            Pattern hint = COMMAND_HINTS.get(s.kind());
            if (hint != null && command.isPresent() && hint.matcher(command.get()).find()
                    && (s == accepted.get(0) || tied(s, accepted.get(0)))) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    private static boolean tied(Score a, Score b) {
        return a.kind() != b.kind() && a.fit() == b.fit() && a.signatureShare() == b.signatureShare();
    }

    /**
     * How well the lines fit {@code r}. With {@code exact} false the count stops as soon as the kind
     * can no longer be accepted (too many lines, or more than half foreign): the result is then only
     * good for {@link Score#accepted()}, which is all the choice of a kind needs, and most of the
     * recognisers are out after a few lines of a text that is not theirs.
     */
    private static Score score(int index, Recogniser r, Prepared p, boolean exact, Memo memo) {
        if (!exact && p.nonBlank > r.maxLines()) {
            return new Score(r.kind(), 0, 0, p.nonBlank, true);
        }
        double mostForeign = p.nonBlank * (1 - Score.MIN_FIT);
        int signatures = 0;
        int fitting = 0;
        int foreign = 0;
        for (int i = 0; i < p.raw.length; i++) {
            LineClass c = memo.classify(index, r, p.raw[i], p.stripped[i]);
            switch (c) {
                case SIGNATURE -> {
                    signatures++;
                    fitting++;
                }
                case COMPATIBLE -> fitting++;
                case FOREIGN -> {
                    if (++foreign > mostForeign && !exact) {
                        return new Score(r.kind(), signatures, fitting, p.nonBlank, p.nonBlank > r.maxLines());
                    }
                }
            }
        }
        return new Score(r.kind(), signatures, fitting, p.nonBlank, p.nonBlank > r.maxLines());
    }

    /**
     * Line classes already computed in one identification, per line text and recogniser: the whole
     * file, then its blocks, then each part are scored against the same lines, and a line's class
     * does not depend on where it is.
     */
    private final class Memo {
        /** Lines remembered at most: a huge file is classified as before, without memory growing with it. */
        private static final int MAX_LINES = 50_000;
        private final java.util.HashMap<String, byte[]> classes = new java.util.HashMap<>();

        LineClass classify(int index, Recogniser r, String raw, String stripped) {
            byte[] known = classes.get(raw);
            if (known == null && classes.size() < MAX_LINES) {
                known = new byte[recognisers.size()];
                classes.put(raw, known);
            }
            if (known != null && known[index] != 0) {
                return CLASSES[known[index] - 1];
            }
            LineClass c = r.classify(raw);
            if (c != LineClass.SIGNATURE && stripped != null) {
                LineClass s2 = r.classify(stripped);
                c = s2.ordinal() < c.ordinal() ? s2 : c;
            }
            if (known != null) {
                known[index] = (byte) (c.ordinal() + 1);
            }
            return c;
        }
    }

    private static final LineClass[] CLASSES = LineClass.values();

    /** The non-blank lines of a text, each with its launcher prefix cut off once (null when it has none). */
    private static final class Prepared {
        final String[] raw;
        final String[] stripped;
        final int nonBlank;

        private Prepared(String[] raw, String[] stripped) {
            this.raw = raw;
            this.stripped = stripped;
            this.nonBlank = raw.length;
        }

        static Prepared of(List<String> lines) {
            List<String> raw = new ArrayList<>(lines.size());
            List<String> stripped = new ArrayList<>(lines.size());
            for (String line : lines) {
                if (line.isBlank()) {
                    continue;
                }
                raw.add(line);
                String cut = LAUNCHER_PREFIX.matcher(line).replaceFirst("");
                stripped.add(cut.equals(line) ? null : cut);
            }
            return new Prepared(raw.toArray(String[]::new), stripped.toArray(String[]::new));
        }
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
