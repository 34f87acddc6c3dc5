package io.rocekit.spark;

import io.rocekit.core.parallel.KeptResults;
import io.rocekit.core.parallel.Keyed;
import io.rocekit.core.parallel.SerializableBinaryOperator;
import io.rocekit.core.parallel.SerializableFunction;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import scala.Tuple2;

/**
 * Task results cached on the executors (memory, spilling to disk) and aggregated there with
 * Spark's own operations: {@code reduceByKey} (combined inside each partition before the
 * shuffle), {@code groupByKey} then a reduce per key on the executor holding the group, and a
 * {@code flatMap} then {@code collect} for items the caller needs one by one.
 */
final class SparkKeptResults<O> implements KeptResults<O> {
    private final JavaRDD<O> results;
    private final int size;

    SparkKeptResults(JavaRDD<O> results, int size) {
        this.results = results;
        this.size = size;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public <K, V> Map<K, V> reduceByKey(SerializableFunction<O, List<Keyed<K, V>>> emit,
            SerializableBinaryOperator<V> combine) {
        return new HashMap<>(pairs(emit).reduceByKey(combine::apply).collectAsMap());
    }

    @Override
    public <K, V, R> Map<K, R> groupByKey(SerializableFunction<O, List<Keyed<K, V>>> emit,
            SerializableFunction<Keyed<K, List<V>>, R> reduce) {
        JavaPairRDD<K, R> reduced = pairs(emit).groupByKey().mapToPair(group -> {
            List<V> l = new ArrayList<>();
            group._2().forEach(l::add);
            return new Tuple2<>(group._1(), reduce.apply(new Keyed<>(group._1(), l)));
        });
        return new HashMap<>(reduced.collectAsMap());
    }

    @Override
    public <R> List<R> collect(SerializableFunction<O, List<R>> emit) {
        return new ArrayList<>(results.flatMap(o -> emit.apply(o).iterator()).collect());
    }

    private <K, V> JavaPairRDD<K, V> pairs(SerializableFunction<O, List<Keyed<K, V>>> emit) {
        return results.flatMapToPair(o -> emit.apply(o).stream()
                .map(kv -> new Tuple2<>(kv.key(), kv.value())).iterator());
    }

    @Override
    public void close() {
        results.unpersist(false);
    }
}
