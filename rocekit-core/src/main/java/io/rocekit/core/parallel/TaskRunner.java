package io.rocekit.core.parallel;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * Runs a task over inputs in parallel. Results are handed to {@code onResult} one at a time (never
 * concurrently) as tasks finish, in completion order, so a caller can append them to a file and
 * resume after an interruption. A task that throws fails the whole call with that exception (as a
 * {@link TaskFailedException}).
 */
public interface TaskRunner extends AutoCloseable {

    <I extends Serializable, O extends Serializable> void run(List<I> inputs, SerializableFunction<I, O> task,
            Consumer<O> onResult);

    /**
     * Runs the task over the inputs and keeps the results where the tasks ran, for aggregations
     * there. {@code onDone} is told, on one thread at a time, how many more tasks finished. The
     * default keeps them in this JVM.
     */
    default <I extends Serializable, O extends Serializable> KeptResults<O> runAndKeep(List<I> inputs,
            SerializableFunction<I, O> task, IntConsumer onDone) {
        List<O> out = new ArrayList<>(inputs.size());
        run(inputs, task, o -> {
            out.add(o);
            onDone.accept(1);
        });
        return new InMemoryResults<>(out);
    }

    /**
     * True for a cluster engine (also in its local mode): its results lie with its executors, so
     * callers aggregate them there ({@link #runAndKeep}) rather than bring each one here.
     */
    default boolean distributed() {
        return false;
    }

    /** How many tasks run at once. */
    int parallelism();

    /** "4 threads", "Spark local[2]": for progress lines and reports. */
    String describe();

    @Override
    void close();
}
