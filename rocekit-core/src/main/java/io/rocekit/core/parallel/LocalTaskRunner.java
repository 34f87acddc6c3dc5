package io.rocekit.core.parallel;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Runs tasks on a fixed number of local threads (one task per thread at a time). Results are
 * handed over on the calling thread as they complete. Tasks run in the same JVM without being
 * serialised: the task must still be a {@link SerializableFunction} so that the same code runs on a
 * cluster runner.
 */
public final class LocalTaskRunner implements TaskRunner {
    private final int threads;
    private final ExecutorService pool;

    public LocalTaskRunner(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.threads = threads;
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "rocekit-task");
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public <I extends Serializable, O extends Serializable> void run(List<I> inputs, SerializableFunction<I, O> task,
            Consumer<O> onResult) {
        ExecutorCompletionService<O> done = new ExecutorCompletionService<>(pool);
        List<Future<O>> futures = new ArrayList<>(inputs.size());
        for (I in : inputs) {
            futures.add(done.submit(() -> task.apply(in)));
        }
        try {
            for (int i = 0; i < inputs.size(); i++) {
                onResult.accept(done.take().get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            futures.forEach(f -> f.cancel(true));
            throw new TaskFailedException("interrupted", e);
        } catch (ExecutionException e) {
            futures.forEach(f -> f.cancel(true));
            Throwable c = e.getCause();
            if (c instanceof RuntimeException r) {
                throw r;
            }
            throw new TaskFailedException("a task failed: " + c, c);
        }
    }

    @Override
    public int parallelism() {
        return threads;
    }

    @Override
    public String describe() {
        return threads + (threads == 1 ? " thread" : " threads");
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
