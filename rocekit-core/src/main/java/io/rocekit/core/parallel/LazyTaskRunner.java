package io.rocekit.core.parallel;

import java.io.Serializable;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Opens a runner only when there is something to run: re-analysing a finished sweep must not
 * start a Spark context (seconds) or a thread pool.
 */
public final class LazyTaskRunner implements TaskRunner {
    private final Supplier<TaskRunner> open;
    private final String name;
    private TaskRunner runner;

    /** @param name what {@link #describe()} says while the runner was never needed */
    public LazyTaskRunner(Supplier<TaskRunner> open, String name) {
        this.open = open;
        this.name = name;
    }

    private synchronized TaskRunner runner() {
        if (runner == null) {
            runner = open.get();
        }
        return runner;
    }

    @Override
    public <I extends Serializable, O extends Serializable> void run(List<I> inputs, SerializableFunction<I, O> task,
            Consumer<O> onResult) {
        if (!inputs.isEmpty()) {
            runner().run(inputs, task, onResult);
        }
    }

    @Override
    public <I extends Serializable, O extends Serializable> KeptResults<O> runAndKeep(List<I> inputs,
            SerializableFunction<I, O> task, java.util.function.IntConsumer onDone) {
        return inputs.isEmpty() ? new InMemoryResults<>(List.of()) : runner().runAndKeep(inputs, task, onDone);
    }

    @Override
    public boolean distributed() {
        return runner().distributed();
    }

    @Override
    public int parallelism() {
        return runner().parallelism();
    }

    @Override
    public synchronized String describe() {
        return runner != null ? runner.describe() : name + " (not started: nothing to run)";
    }

    @Override
    public synchronized void close() {
        if (runner != null) {
            runner.close();
        }
    }
}
