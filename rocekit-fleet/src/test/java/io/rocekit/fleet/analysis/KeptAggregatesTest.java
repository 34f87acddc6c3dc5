package io.rocekit.fleet.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.parallel.InMemoryResults;
import io.rocekit.core.parallel.KeptResults;
import io.rocekit.core.parallel.Keyed;
import io.rocekit.core.parallel.LocalTaskRunner;
import io.rocekit.core.parallel.SerializableBinaryOperator;
import io.rocekit.core.parallel.SerializableFunction;
import io.rocekit.core.parallel.TaskRunner;
import io.rocekit.fleet.generate.FleetGenerator;
import io.rocekit.fleet.generate.Planted;
import io.rocekit.fleet.input.FleetInputs;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.node.NodeSummary;
import io.rocekit.fleet.rule.FleetJudge;
import io.rocekit.fleet.rule.FleetSettings;
import io.rocekit.fleet.run.FleetRun;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cluster path's aggregations ({@link KeptAggregates}, what Spark runs) against the local fold
 * ({@link FleetAccumulator}) on the same generated fleet, with an absent fact, an unreadable
 * snapshot and a snapshot given twice: the same report, and far less brought back than the
 * summaries. Runs without Spark: a runner that keeps results in memory but says it is distributed.
 */
class KeptAggregatesTest {
    @TempDir
    static Path tmp;
    static List<SnapshotSource> sources;
    static Planted planted;

    @BeforeAll
    static void generate() throws Exception {
        Path fleet = tmp.resolve("fleet");
        planted = new FleetGenerator(20, 13).write(fleet, FleetGenerator.Format.DIRECTORY, 2);
        Files.delete(fleet.resolve("node00003/commands/ofed_info-s.txt"));
        Files.writeString(fleet.resolve("broken.tar.gz"), "not gzip");
        sources = new ArrayList<>(FleetInputs.expand(List.of(fleet)));
        sources.add(sources.get(0)); // given twice
        sources.add(sources.get(sources.size() - 2)); // an unreadable one given twice
    }

    @Test
    void theClusterAggregationsGiveTheLocalReport() {
        for (FleetSettings s : List.of(FleetSettings.DEFAULT,
                FleetSettings.DEFAULT.withBaseline(Optional.of(planted.drift().get(0).node())))) {
            FleetReport local = FleetJudge.judge(FleetRun.run(sources, 2, (d, t) -> { }), s);
            FleetReport kept;
            try (TaskRunner r = new KeepingRunner(); FleetAggregates agg = FleetRun.run(sources, r, (d, t) -> { })) {
                assertThat(agg).isInstanceOf(KeptAggregates.class);
                kept = FleetJudge.judge(agg, s);
            }
            assertThat(kept).isEqualTo(local);
            assertThat(FleetDocument.of(kept)).isEqualTo(FleetDocument.of(local));
            assertThat(local.nodes()).isEqualTo(20);
            assertThat(local.unreadable()).hasSize(3);
            assertThat(local.drift()).anySatisfy(d -> assertThat(d.nodes()).containsEntry("node00003", Optional.empty()));
            assertThat(local.outliers()).hasSize(planted.outliers().size());
        }
    }

    @Test
    void onlyAggregatesComeBackNotTheSummaries() {
        Counting counting;
        int factsInSummaries;
        try (KeepingRunner r = new KeepingRunner()) {
            List<NodeSummary> all = new ArrayList<>();
            r.run(new ArrayList<>(new java.util.LinkedHashSet<>(sources)), io.rocekit.fleet.run.FleetTask.INSTANCE,
                    all::add);
            factsInSummaries = all.stream().mapToInt(n -> n.facts().size() + n.metrics().size()).sum();
            counting = new Counting(new InMemoryResults<>(all));
            FleetJudge.judge(new KeptAggregates(counting, List.of()), FleetSettings.DEFAULT);
        }
        // one row per node, distinct (key, value) counts, the differing nodes, one verdict per metric
        // (it carries the metric's values, a double per node), one node list per rule
        assertThat(counting.broughtBack).isPositive().isLessThan(factsInSummaries / 5);
    }

    /** Local threads that keep their results and call themselves distributed, as Spark does. */
    static final class KeepingRunner implements TaskRunner {
        private final LocalTaskRunner local = new LocalTaskRunner(2);

        @Override
        public <I extends Serializable, O extends Serializable> void run(List<I> inputs, SerializableFunction<I, O> task,
                Consumer<O> onResult) {
            local.run(inputs, task, onResult);
        }

        @Override
        public boolean distributed() {
            return true;
        }

        @Override
        public int parallelism() {
            return 2;
        }

        @Override
        public String describe() {
            return "keeping";
        }

        @Override
        public void close() {
            local.close();
        }
    }

    /** Counts the items each aggregation brings back to the caller. */
    static final class Counting implements KeptResults<NodeSummary> {
        private final KeptResults<NodeSummary> inner;
        long broughtBack;

        Counting(KeptResults<NodeSummary> inner) {
            this.inner = inner;
        }

        @Override
        public int size() {
            return inner.size();
        }

        @Override
        public <K, V> Map<K, V> reduceByKey(SerializableFunction<NodeSummary, List<Keyed<K, V>>> emit,
                SerializableBinaryOperator<V> combine) {
            Map<K, V> m = inner.reduceByKey(emit, combine);
            broughtBack += m.size();
            return m;
        }

        @Override
        public <K, V, R> Map<K, R> groupByKey(SerializableFunction<NodeSummary, List<Keyed<K, V>>> emit,
                SerializableFunction<Keyed<K, List<V>>, R> reduce) {
            Map<K, R> m = inner.groupByKey(emit, reduce);
            broughtBack += m.size();
            return m;
        }

        @Override
        public <R> List<R> collect(SerializableFunction<NodeSummary, List<R>> emit) {
            List<R> l = inner.collect(emit);
            broughtBack += l.size();
            return l;
        }

        @Override
        public void close() {
            inner.close();
        }
    }
}
