package io.rocekit.core.parallel;

import java.util.List;
import java.util.Map;

/**
 * Task results kept where the tasks ran (Spark: cached on the executors), to be aggregated there
 * so that only the aggregates travel to the caller. Every function runs where the results lie, in
 * any order and possibly more than once: it must be deterministic. What comes back is as large as
 * the emitted keys and items, so callers emit only what they need here. Close it to let the results
 * go.
 *
 * @param <O> a task's result
 */
public interface KeptResults<O> extends AutoCloseable {
    /** How many results are kept (one per input). */
    int size();

    /**
     * Every pair the results emit, the values of one key combined with {@code combine} where they
     * lie (a reduce by key), one value per key brought here.
     */
    <K, V> Map<K, V> reduceByKey(SerializableFunction<O, List<Keyed<K, V>>> emit, SerializableBinaryOperator<V> combine);

    /**
     * Every pair the results emit, the values of one key gathered in one place (in no particular
     * order) and turned into one result by {@code reduce} there (it is given the key and its
     * values); the results brought here.
     */
    <K, V, R> Map<K, R> groupByKey(SerializableFunction<O, List<Keyed<K, V>>> emit,
            SerializableFunction<Keyed<K, List<V>>, R> reduce);

    /** Every item the results emit, brought here (in no particular order). */
    <R> List<R> collect(SerializableFunction<O, List<R>> emit);

    @Override
    void close();
}
