package io.rocekit.host.collect;

import java.nio.file.Path;
import java.util.Objects;

/**
 * How to collect.
 *
 * @param hostRoot             the host's root directory ({@code /} on a live host)
 * @param rocekitVersion       written into the manifest
 * @param commandTimeoutMillis timeout of an ordinary command
 * @param slowTimeoutMillis    timeout of commands that query firmware (mlxconfig)
 * @param capBytes             the most stdout kept per command
 */
public record CollectOptions(Path hostRoot, String rocekitVersion, long commandTimeoutMillis,
                             long slowTimeoutMillis, int capBytes) {
    public CollectOptions {
        Objects.requireNonNull(hostRoot, "hostRoot");
        Objects.requireNonNull(rocekitVersion, "rocekitVersion");
    }

    /** Live-host defaults: 15 s per command, 60 s for firmware queries, 16 MiB of output. */
    public static CollectOptions live(String rocekitVersion) {
        return new CollectOptions(Path.of("/"), rocekitVersion, 15_000, 60_000, 16 << 20);
    }

    public CollectOptions withHostRoot(Path root) {
        return new CollectOptions(root, rocekitVersion, commandTimeoutMillis, slowTimeoutMillis, capBytes);
    }
}
