package io.rocekit.host.parse.nccltests;

import java.util.List;
import java.util.regex.Pattern;

/** Recognisers for the non-table lines nccl-tests (and what runs it) prints. */
final class NcclTestsLines {
    static final Pattern SETUP = Pattern.compile("^nThreads?:?\\s+\\d+");
    static final Pattern VERSION = Pattern.compile("^(?:nccl|rccl)-tests version\\s+(\\S+).*?(?:nccl-library=(\\d+))?\\s*$");
    static final Pattern LIBRARY = Pattern.compile("nccl-library=(\\d{1,9})\\b");
    static final Pattern STARTING = Pattern.compile("^Collective test starting:\\s*(\\S+)");
    static final Pattern CONCLUDED = Pattern.compile("^Collective test concluded:\\s*(\\S+)");
    static final Pattern DEVICE = Pattern.compile(
            "^Rank\\s+(\\d{1,9})\\s+(?:Group\\s+(\\d+)\\s+)?(?:Pid\\s+(\\d+)\\s+)?on\\s+(\\S+)\\s+device\\s+(\\d{1,9})\\s+\\[([^\\]]*)]\\s*(.*)$");
    static final Pattern OUT_OF_BOUNDS = Pattern.compile("^Out of bounds values\\s*:\\s*(\\d{1,18})\\b\\s*(\\w*)");
    static final Pattern AVG_BUS_BW = Pattern.compile("^Avg bus bandwidth\\s*:\\s*(\\S+)\\s*(\\w*)");
    static final Pattern COMMAND = Pattern.compile("\\b([a-z_]+?)_perf(?:_mpi)?\\b");
    /** {@code host:pid:tid [dev] NCCL INFO/WARN ...}: NCCL's own log lines, read by the log parser. */
    static final Pattern NCCL_LOG = Pattern.compile("^\\S+:\\d+:\\d+ \\[[^\\]]*] .*NCCL (?:INFO|WARN|TRACE|ABORT)");

    /** rdma-core's mlx5 provider when a completion fails: {@code mlx5: HOST: got completion with error:}. */
    static final Pattern MLX5_CQE_ERROR = Pattern.compile("^mlx5: .*got completion with error");
    /** A line of the CQE hex dump that follows it: four groups of eight hex digits. */
    static final Pattern HEX_DUMP = Pattern.compile("^[0-9a-fA-F]{8} [0-9a-fA-F]{8} [0-9a-fA-F]{8} [0-9a-fA-F]{8}$");

    private static final List<Pattern> ERRORS = List.of(
            MLX5_CQE_ERROR,
            Pattern.compile("Test (?:NCCL|CUDA) failure"),
            Pattern.compile("\\bTest failure\\b"),
            Pattern.compile("^NCCL failure\\b"),
            Pattern.compile("\\bTest timeout\\b"),
            Pattern.compile("NCCL WARN"),
            Pattern.compile("(?i)\\bunhandled (?:system|cuda) error\\b"),
            Pattern.compile("(?i)^invalid (?:size|sizes|number|option)"),
            Pattern.compile("(?i)no cuda-capable device"),
            Pattern.compile("MPI_ABORT was invoked"),
            Pattern.compile("(?i)mpirun noticed that process"),
            Pattern.compile("(?i)segmentation fault|core dumped"),
            Pattern.compile("(?i)^error:"));

    /**
     * A launcher's rank label inside a row: MPICH's and Intel MPI's {@code mpiexec -l} label every
     * chunk a process writes, and nccl-tests writes a row in pieces, so a pasted row reads
     * {@code 1048576  262144  float  sum  -1[0]  1626.5 ... 0[0]  2302.3 ...} (NVIDIA/nccl#1453), or
     * {@code N/A[0]} where {@code -c 0} prints the out-of-place #wrong cell as {@code N/A}. No
     * nccl-tests cell holds a bracket; NCCL's own {@code 0[0] -> 8[0]} lines never reach the rows.
     */
    private static final Pattern GLUED_RANK_LABEL = Pattern.compile("(?<=[\\d.]|N/A)\\[\\d{1,6}](?=\\s|$)");

    /** The line without rank labels glued to its cells. */
    static String unglueRankLabels(String line) {
        return line.indexOf('[') < 0 ? line : GLUED_RANK_LABEL.matcher(line).replaceAll("");
    }

    private NcclTestsLines() {
    }

    static boolean isError(String line) {
        return ERRORS.stream().anyMatch(p -> p.matcher(line).find());
    }

    /** The decoded {@code nccl-library=} code: 22501 is 2.25.1, 2708 is 2.7.8. */
    static String decodeVersion(long code) {
        if (code >= 10000) {
            return (code / 10000) + "." + (code % 10000 / 100) + "." + (code % 100);
        }
        return (code / 1000) + "." + (code % 1000 / 100) + "." + (code % 100);
    }

    /** Bytes per element of an nccl-tests type name, or 0 when unknown. */
    static int typeSize(String type) {
        return switch (type) {
            case "int8", "uint8", "char", "f8e4m3", "f8e5m2", "fp8_e4m3", "fp8_e5m2" -> 1;
            case "half", "bfloat16", "float16", "bf16" -> 2;
            case "int32", "uint32", "int", "float", "float32" -> 4;
            case "int64", "uint64", "double", "float64" -> 8;
            default -> 0;
        };
    }
}
