package io.rocekit.core.parallel;

import java.io.Serializable;
import java.util.function.BinaryOperator;

/**
 * A combining function that can be shipped to another JVM, like {@link SerializableFunction}. It
 * must be associative and commutative: a cluster combines partial results in any order.
 */
@FunctionalInterface
public interface SerializableBinaryOperator<T> extends BinaryOperator<T>, Serializable {
}
