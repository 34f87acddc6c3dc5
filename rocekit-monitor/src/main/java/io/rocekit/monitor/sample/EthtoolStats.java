package io.rocekit.monitor.sample;

import java.util.Optional;
import java.util.SortedMap;
import java.util.function.Consumer;

/** Where {@code ethtool -S IF} comes from: the live command, or nothing. */
@FunctionalInterface
public interface EthtoolStats {
    /**
     * The counters of {@code netdev}, or empty with a note on {@code notes} saying why (not
     * installed, timed out, failed, unparsable).
     */
    Optional<SortedMap<String, Long>> read(String netdev, Consumer<String> notes);

    /** Never runs ethtool: for test trees and {@code --no-ethtool}. */
    static EthtoolStats none() {
        return (netdev, notes) -> Optional.empty();
    }
}
