package io.rocekit.core.parallel;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link KeptResults} held in this JVM: what a local runner keeps. The same aggregations as on a
 * cluster, so a caller's aggregation code is tested without one.
 */
public final class InMemoryResults<O> implements KeptResults<O> {
    private final List<O> results;

    public InMemoryResults(List<O> results) {
        this.results = List.copyOf(results);
    }

    @Override
    public int size() {
        return results.size();
    }

    @Override
    public <K, V> Map<K, V> reduceByKey(SerializableFunction<O, List<Keyed<K, V>>> emit,
            SerializableBinaryOperator<V> combine) {
        Map<K, V> out = new HashMap<>();
        for (O o : results) {
            for (Keyed<K, V> kv : emit.apply(o)) {
                out.merge(kv.key(), kv.value(), combine);
            }
        }
        return out;
    }

    @Override
    public <K, V, R> Map<K, R> groupByKey(SerializableFunction<O, List<Keyed<K, V>>> emit,
            SerializableFunction<Keyed<K, List<V>>, R> reduce) {
        Map<K, List<V>> groups = new HashMap<>();
        for (O o : results) {
            for (Keyed<K, V> kv : emit.apply(o)) {
                groups.computeIfAbsent(kv.key(), k -> new ArrayList<>()).add(kv.value());
            }
        }
        Map<K, R> out = new HashMap<>();
        groups.forEach((k, vs) -> out.put(k, reduce.apply(new Keyed<>(k, vs))));
        return out;
    }

    @Override
    public <R> List<R> collect(SerializableFunction<O, List<R>> emit) {
        List<R> out = new ArrayList<>();
        results.forEach(o -> out.addAll(emit.apply(o)));
        return out;
    }

    @Override
    public void close() {
        // nothing held outside this object
    }
}
