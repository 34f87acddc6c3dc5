package io.rocekit.host.detect;

import io.rocekit.host.artifact.TextSource;
import java.util.Optional;

/**
 * A format recognised on a whole file by a module above the host layer: the doctor plugs in
 * rocekit-fabric's switch configuration readers, which the host layer does not carry (a node-side
 * monitor reads no switch configurations).
 */
@FunctionalInterface
public interface WholeFileFormat {
    /** Recognises nothing: the detector of the host layer alone. */
    WholeFileFormat NONE = source -> Optional.empty();

    /** The format's name ({@code sonic}, {@code nvue}, ...) when the whole text is of it. */
    Optional<String> of(TextSource source);
}
