package io.rocekit.host.parse.text;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cleans one input line before a parser looks at it. Launchers decorate every line of a benchmark
 * they run: Open MPI's {@code --tag-output} adds {@code [1,0]<stdout>:}, Slurm's {@code srun -l}
 * adds {@code 0: }, torchrun's {@code --tee} adds the role and local rank ({@code [default0]:},
 * {@code [rank0]:} with {@code --role rank}), {@code kubectl logs --timestamps} (and {@code docker logs -t})
 * an RFC 3339 time ({@code 2024-05-01T10:00:00.123456789Z }), {@code kubectl logs --prefix} the pod and
 * container ({@code [pod/worker-0/pytorch] }), MPICH's and Intel MPI's {@code mpiexec -l} ({@code -prepend-rank}) add {@code [0] },
 * Ray adds the worker that printed it ({@code (RayWorkerWrapper pid=663) }, with
 * {@code , ip=10.244.1.107} for a worker on another node; vLLM's NCCL logs carry it). Pastes add
 * carriage returns and trailing blanks, and text copied out of a tmux or screen pane keeps the
 * pane's border ({@code │} before or after the text). None of that is content.
 */
public final class Lines {
    /** Open MPI --tag-output: {@code [jobid,rank]<stdout>:} or {@code <stderr>}. */
    private static final Pattern OMPI_TAG = Pattern.compile("^\\s*\\[\\d+,\\d+\\]<std(?:out|err)>:\\s?");
    /**
     * Ray's prefix on what its actors and tasks print: {@code (Name pid=N)} or
     * {@code (Name pid=N, ip=ADDRESS)}; a task without a name prints {@code (pid=N)}.
     */
    public static final Pattern RAY_PREFIX = Pattern.compile("^\\s*\\((?:[\\w.:-]+ )?pid=\\d{1,10}(?:, ip=[0-9A-Fa-f.:]+)?\\) ?");
    /** Slurm srun --label: {@code 12: }; a benchmark line never starts with digits and a colon. */
    private static final Pattern SRUN_LABEL = Pattern.compile("^\\s*\\d+: ");
    /**
     * MPICH (Hydra) and Intel MPI {@code mpiexec -l}: {@code [0] }. No output rocekit reads starts
     * with a bracketed number (NCCL's own {@code [cudaDev]} follows the host, never leads).
     */
    private static final Pattern MPICH_RANK = Pattern.compile("^\\s*\\[\\d{1,6}\\] ");
    /**
     * torchrun {@code --tee}: {@code [ROLE LOCAL_RANK]:} glued to the line
     * ({@code torch/distributed/elastic/multiprocessing}: role {@code default} unless {@code --role}).
     */
    private static final Pattern TORCHRUN_TEE = Pattern.compile("^\\s*\\[[A-Za-z_][\\w-]{0,60}?\\d{1,6}\\]:");
    /** kubectl logs --timestamps, docker logs -t: RFC 3339 with nanoseconds, then one space. */
    private static final Pattern RFC3339_TIME = Pattern.compile(
            "^\\s*\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:[.,]\\d{1,9})?(?:Z|[+-]\\d\\d:?\\d\\d) ");
    /** kubectl logs --prefix: {@code [pod/NAME/CONTAINER] }. */
    private static final Pattern KUBECTL_PREFIX = Pattern.compile("^\\s*\\[pod/[^\\s/\\]]{1,253}/[^\\s/\\]]{1,253}\\] ");
    private static final List<Pattern> LAUNCHER_PREFIXES = List.of(OMPI_TAG, SRUN_LABEL, MPICH_RANK, RAY_PREFIX, TORCHRUN_TEE,
            RFC3339_TIME, KUBECTL_PREFIX);
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    /** A terminal multiplexer's pane border (box-drawing vertical lines), never part of an output. */
    private static final Pattern PANE_BORDER = Pattern.compile("^\\s*[\u2502\u2503\u2551]|[\u2502\u2503\u2551]\\s*$");

    private Lines() {
    }

    /**
     * The line without launcher prefixes, carriage returns and trailing whitespace. Prefixes are
     * removed until none is left (a job launched by srun inside mpirun carries both), so cleaning
     * twice changes nothing.
     */
    public static String clean(String raw) {
        String s = PANE_BORDER.matcher(raw.replace("\r", "")).replaceAll("");
        // an offset, not a substring per prefix: a hostile line of a million labels stays linear
        int from = 0;
        for (int next = prefixEnd(s, from); next > from; next = prefixEnd(s, from)) {
            from = next;
        }
        return s.substring(from).stripTrailing();
    }

    /** Where the launcher prefix at {@code from} ends, or {@code from} when there is none. */
    private static int prefixEnd(String s, int from) {
        for (Pattern p : LAUNCHER_PREFIXES) {
            Matcher m = p.matcher(s).region(from, s.length());
            if (m.lookingAt()) {
                return m.end();
            }
        }
        return from;
    }

    /** Whitespace-separated tokens (TABs included), never empty strings. */
    public static List<String> tokens(String line) {
        String t = line.strip();
        if (t.isEmpty()) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String s : WHITESPACE.split(t)) {
            if (!s.isEmpty()) {
                out.add(s);
            }
        }
        return out;
    }

    /** The line with a leading {@code #} comment mark (and the blanks after it) removed. */
    public static String uncomment(String line) {
        String t = line.strip();
        return t.startsWith("#") ? t.substring(1).strip() : t;
    }

    /** True for a line made only of {@code -} (perftest's separator), at least 20 long. */
    public static boolean isDashes(String line) {
        String t = line.strip();
        if (t.length() < 20) {
            return false;
        }
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) != '-') {
                return false;
            }
        }
        return true;
    }

    /**
     * True for an author's elision mark alone on a line: {@code ...} (or more dots, as in
     * ROCm/rccl#547's {@code ....}), {@code …}, {@code [...]}, {@code (...)}.
     */
    public static boolean isElision(String line) {
        String t = line.strip();
        if (t.startsWith("[") && t.endsWith("]") || t.startsWith("(") && t.endsWith(")")) {
            t = t.substring(1, t.length() - 1);
        }
        return t.equals("…") || t.length() >= 3 && t.length() <= 16 && t.chars().allMatch(c -> c == '.');
    }
}
