package io.rocekit.fabric.render;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Values in a generated root shell script: every one single-quoted, and device and interface names
 * checked before they get there (a name is never a place for {@code ;reboot}).
 */
public final class ShellWords {
    /** RDMA device names as the kernel and rdma-core make them: mlx5_0, rocep59s0f0, ibp3s0. */
    private static final Pattern RDMA_DEVICE = Pattern.compile("[A-Za-z0-9_.-]{1,63}");
    /**
     * Network interface names as the kernel accepts them (dev_valid_name): 1 to 15 bytes, not "."
     * or "..", no '/', ':' or white space; rocekit also keeps to printable ASCII.
     */
    private static final Pattern NETDEV = Pattern.compile("[A-Za-z0-9_.@+-]{1,15}");

    private ShellWords() {
    }

    /** {@code value} as one single-quoted shell word: {@code it's} becomes {@code 'it'\''s'}. */
    public static String quote(String value) {
        return "'" + value.replace("'", "'\\''") + "'";
    }

    /** Why {@code name} is not an RDMA device name, or empty when it is one. */
    public static Optional<String> rdmaDeviceProblem(String name) {
        return RDMA_DEVICE.matcher(name).matches() ? Optional.empty()
                : Optional.of("expected an RDMA device name (letters, digits, '_', '.', '-': mlx5_0), found '" + name + "'");
    }

    /** Why {@code name} is not a network interface name, or empty when it is one. */
    public static Optional<String> netdevProblem(String name) {
        if (NETDEV.matcher(name).matches() && !name.equals(".") && !name.equals("..")) {
            return Optional.empty();
        }
        return Optional.of("expected a network interface name (1-15 characters, no '/', ':' or spaces: ens1np0), found '"
                + name + "'");
    }
}
