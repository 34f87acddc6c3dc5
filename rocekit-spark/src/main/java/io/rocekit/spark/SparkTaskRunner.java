package io.rocekit.spark;

import io.rocekit.core.parallel.KeptResults;
import io.rocekit.core.parallel.SerializableFunction;
import io.rocekit.core.parallel.TaskFailedException;
import io.rocekit.core.parallel.TaskRunner;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;
import scala.runtime.AbstractFunction1;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;

/**
 * Runs each input as its own Spark task (one partition per input, so a slow simulation never
 * holds others back behind it) in one job, and hands every task's result to the caller as the
 * task ends ({@code SparkContext.runJob} with a result handler), so rows are appended while the
 * job runs. The task function and inputs travel by Java serialisation.
 */
public final class SparkTaskRunner implements TaskRunner {
    private final JavaSparkContext jsc;
    private final String master;

    SparkTaskRunner(String master, String appName) {
        SparkConf conf = new SparkConf().setAppName(appName);
        if (System.getProperty("spark.master") == null) {
            conf.setMaster(master);
        }
        if (master.startsWith("local")) {
            // local mode from a checkout: no web UI, loopback only, one JVM
            conf.set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                    .set("spark.driver.bindAddress", "127.0.0.1");
        }
        // a failed simulation is a bug or bad input: fail fast rather than retry it 4 times
        conf.setIfMissing("spark.task.maxFailures", "1");
        this.jsc = new JavaSparkContext(conf);
        this.master = jsc.master();
    }

    @Override
    public <I extends Serializable, O extends Serializable> void run(List<I> inputs, SerializableFunction<I, O> task,
            Consumer<O> onResult) {
        if (inputs.isEmpty()) {
            return;
        }
        JavaRDD<I> rdd = jsc.parallelize(new ArrayList<>(inputs), inputs.size());
        ClassTag<ArrayList<O>> tag = ClassTag$.MODULE$.apply(ArrayList.class);
        try {
            jsc.sc().runJob(rdd.rdd(), new ApplyAll<>(task), new Handler<>(onResult), tag);
        } catch (Exception e) { // Scala throws SparkException without declaring it
            throw taskFailure(e);
        }
    }

    /** Runs the task over one partition's inputs (one input: one partition per input). */
    static final class ApplyAll<I, O> extends AbstractFunction1<scala.collection.Iterator<I>, ArrayList<O>>
            implements Serializable {
        private static final long serialVersionUID = 1L;
        private final SerializableFunction<I, O> task;

        ApplyAll(SerializableFunction<I, O> task) {
            this.task = task;
        }

        @Override
        public ArrayList<O> apply(scala.collection.Iterator<I> in) {
            ArrayList<O> out = new ArrayList<>();
            while (in.hasNext()) {
                out.add(task.apply(in.next()));
            }
            return out;
        }
    }

    /** Driver side: one call per finished partition; Spark calls it from its scheduler thread. */
    static final class Handler<O> extends AbstractFunction2<Object, ArrayList<O>, BoxedUnit>
            implements Serializable {
        private static final long serialVersionUID = 1L;
        private final transient Consumer<O> onResult;

        Handler(Consumer<O> onResult) {
            this.onResult = onResult;
        }

        @Override
        public BoxedUnit apply(Object partition, ArrayList<O> results) {
            synchronized (this) {
                results.forEach(onResult);
            }
            return BoxedUnit.UNIT;
        }
    }

    /**
     * Runs the task over the inputs in a few partitions per task slot (thousands of small tasks
     * would cost more in scheduling than they run) and caches the results on the executors; the
     * job that fills the cache reports each finished partition's size to {@code onDone}.
     */
    @Override
    public <I extends Serializable, O extends Serializable> KeptResults<O> runAndKeep(List<I> inputs,
            SerializableFunction<I, O> task, IntConsumer onDone) {
        int slices = Math.max(1, Math.min(inputs.size(), jsc.defaultParallelism() * 4));
        JavaRDD<O> results = jsc.parallelize(new ArrayList<>(inputs), slices).map(task::apply)
                .persist(StorageLevel.MEMORY_AND_DISK());
        ClassTag<Integer> tag = ClassTag$.MODULE$.apply(Integer.class);
        try {
            jsc.sc().runJob(results.rdd(), new Count<>(), new CountHandler(onDone), tag);
        } catch (Exception e) { // Scala throws SparkException without declaring it
            results.unpersist(false);
            throw taskFailure(e);
        }
        return new SparkKeptResults<>(results, inputs.size());
    }

    @Override
    public boolean distributed() {
        return true;
    }

    /** Counts a partition's results (computing them, which fills the cache). */
    static final class Count<O> extends AbstractFunction1<scala.collection.Iterator<O>, Integer>
            implements Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public Integer apply(scala.collection.Iterator<O> in) {
            int n = 0;
            while (in.hasNext()) {
                in.next();
                n++;
            }
            return n;
        }
    }

    /** Driver side: tells the caller how many more results are ready. */
    static final class CountHandler extends AbstractFunction2<Object, Integer, BoxedUnit> implements Serializable {
        private static final long serialVersionUID = 1L;
        private final transient IntConsumer onDone;

        CountHandler(IntConsumer onDone) {
            this.onDone = onDone;
        }

        @Override
        public BoxedUnit apply(Object partition, Integer done) {
            synchronized (this) {
                onDone.accept(done);
            }
            return BoxedUnit.UNIT;
        }
    }

    /** The task's own exception where there is one (an input error stays an input error). */
    private static RuntimeException taskFailure(Exception e) {
        for (Throwable c = e.getCause(); c != null; c = c.getCause()) {
            if (c instanceof RuntimeException r && !r.getClass().getName().startsWith("org.apache.spark")) {
                return r;
            }
        }
        return new TaskFailedException("Spark job failed: " + e.getMessage(), e);
    }

    @Override
    public int parallelism() {
        return jsc.defaultParallelism();
    }

    @Override
    public String describe() {
        return "Spark " + master + " (" + jsc.defaultParallelism() + " task slots)";
    }

    @Override
    public void close() {
        jsc.stop();
    }
}
