package io.rocekit.core.io;

import java.util.Optional;
import java.util.ServiceLoader;

/** Finds the {@link UriFileSystem} on the class path (the thread's context class loader, as Spark sets it). */
public final class UriFileSystems {
    private UriFileSystems() {
    }

    /** The filesystem for URIs, when a module providing one is on the class path. */
    public static Optional<UriFileSystem> find() {
        for (UriFileSystem fs : ServiceLoader.load(UriFileSystem.class)) {
            return Optional.of(fs);
        }
        return Optional.empty();
    }
}
