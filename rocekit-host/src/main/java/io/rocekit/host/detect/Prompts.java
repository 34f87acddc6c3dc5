package io.rocekit.host.detect;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recognises the shell prompt lines that start each output in a pasted terminal transcript:
 * {@code $ cmd}, {@code [user@host dir]$ cmd}, {@code user@host:~# cmd}, {@code ~$ cmd} (the
 * working directory alone, as NVIDIA/nccl #1131 pasted {@code ~$ show_gids}) (each also after a
 * virtualenv/conda prefix such as {@code (base) }), and the weaker forms
 * {@code # cmd}, {@code > cmd}, {@code + cmd} (set -x traces) when the command is one the doctor
 * knows (so that nccl-tests' {@code # nThread ...} comment lines are not read as prompts).
 */
final class Prompts {
    /** A Python virtualenv or conda environment the shell shows before the prompt: {@code (base) }. */
    private static final String ENV = "(?:\\([\\w.-]{1,64}\\)\\s{1,4})?";
    private static final Pattern STRONG = Pattern.compile(
            "^\\s*" + ENV + "(?:\\[[^\\]]*\\]\\s?[$#]|[\\w.-]+@[\\w.-]+(?::[^\\s$#]*)?\\s?[$#]|~[^\\s$#]{0,256}[$#]|\\$)\\s+(\\S.*)$");
    /** A prompt with nothing typed after it: the last line of many pasted sessions. */
    private static final Pattern BARE = Pattern.compile(
            "^\\s*" + ENV + "(?:\\[[^\\]]*\\]\\s?[$#]|[\\w.-]+@[\\w.-]+(?::[^\\s$#]*)?\\s?[$#]|~[^\\s$#]{0,256}[$#]|\\$)\\s*$");
    private static final Pattern WEAK = Pattern.compile("^\\s*(?:#|>|%|\\+)\\s+(\\S.*)$");
    private static final Pattern TOOL = Pattern.compile(
            "^(?:sudo\\s+(?:-\\S+\\s+)*+)?(?:\\w+=\\S*\\s+)*+(?:\\S*/)?(?:lspci|ethtool|nvidia-smi|ibv_devinfo|ibstatus|ibstat"
                    + "|iblinkinfo|show_gids|show_counters|mlnx_qos|mlxconfig|mstconfig|cat|lsmod|grep|egrep|rdma"
                    + "|ibdev2netdev|ib_\\w+|\\w+_perf|mpirun|dmesg|ip|ifconfig|cma_roce_\\w+|mlxlink|mst|ls|echo"
                    + "|uname|numactl|lscpu|ofed_info|mlxfwmanager|modinfo|sysctl|for|tail|head|sudo|cpupower"
                    + "|tuned-adm|mlnx_tune|ibdev2netdev|nccl\\w*|python3?|srun|sbatch)(?:\\s|$)");

    private Prompts() {
    }

    /**
     * Whether {@code line} is a prompt with no command ({@code root@host:~# } at the end of a paste):
     * it ends the output above it and is no output itself.
     */
    static boolean bare(String line) {
        return line.length() <= Recogniser.MAX_LINE_CHARS && BARE.matcher(line).matches();
    }

    /** The command typed on {@code line}, if the line is a prompt. */
    static Optional<String> command(String line) {
        if (line.length() > Recogniser.MAX_LINE_CHARS) {
            return Optional.empty(); // no prompt is that long
        }
        Matcher strong = STRONG.matcher(line);
        if (strong.matches()) {
            return Optional.of(strong.group(1).strip());
        }
        Matcher weak = WEAK.matcher(line);
        if (weak.matches() && TOOL.matcher(weak.group(1)).find()) {
            return Optional.of(weak.group(1).strip());
        }
        return Optional.empty();
    }
}
