package io.rocekit.doctor.bench;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.TextSource;
import java.lang.ref.WeakReference;
import java.util.Optional;
import java.util.Set;

/**
 * The kinds of the last few texts, by identity: {@code rocekit bench} asks for a text's kinds when
 * it reads its inputs and again when it picks their parsers, and each answer is a pass of every
 * detector over every line (a 10 MB NCCL log: about a second). With more than eight inputs the
 * earlier ones are worked out again; they are the small files of a snapshot directory. Weak keys,
 * so that a long-running caller (fleet) holds no text alive through it.
 */
final class KindsMemo {
    private static final int SIZE = 8;

    @SuppressWarnings("unchecked")
    private final WeakReference<TextSource>[] keys = new WeakReference[SIZE];
    @SuppressWarnings("unchecked")
    private final Set<ArtifactKind>[] values = new Set[SIZE];
    private int next;

    synchronized Optional<Set<ArtifactKind>> get(TextSource source) {
        for (int i = 0; i < SIZE; i++) {
            if (keys[i] != null && keys[i].get() == source) {
                return Optional.of(values[i]);
            }
        }
        return Optional.empty();
    }

    synchronized void put(TextSource source, Set<ArtifactKind> kinds) {
        keys[next] = new WeakReference<>(source);
        values[next] = kinds; // unmodifiable, from BenchAnalysis.kinds
        next = (next + 1) % SIZE;
    }
}
