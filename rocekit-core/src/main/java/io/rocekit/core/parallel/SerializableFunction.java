package io.rocekit.core.parallel;

import java.io.Serializable;
import java.util.function.Function;

/**
 * A function that can be shipped to another JVM (a Spark executor): it and everything it holds
 * must be {@link Serializable}. It must be deterministic in its input, so that a task re-run after
 * a failure, or on another runner, gives the same result.
 */
@FunctionalInterface
public interface SerializableFunction<I, O> extends Function<I, O>, Serializable {
}
