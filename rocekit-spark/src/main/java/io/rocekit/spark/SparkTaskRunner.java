package io.rocekit.spark;

import io.rocekit.core.parallel.SerializableFunction;
import io.rocekit.core.parallel.TaskFailedException;
import io.rocekit.core.parallel.TaskRunner;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
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
            for (Throwable c = e.getCause(); c != null; c = c.getCause()) {
                if (c instanceof RuntimeException r && !r.getClass().getName().startsWith("org.apache.spark")) {
                    throw r; // the task's own exception (an input error stays an input error)
                }
            }
            throw new TaskFailedException("Spark job failed: " + e.getMessage(), e);
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
