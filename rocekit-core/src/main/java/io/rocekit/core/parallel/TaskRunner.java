package io.rocekit.core.parallel;

import java.io.Serializable;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs a task over inputs in parallel. Results are handed to {@code onResult} one at a time (never
 * concurrently) as tasks finish, in completion order, so a caller can append them to a file and
 * resume after an interruption. A task that throws fails the whole call with that exception (as a
 * {@link TaskFailedException}).
 */
public interface TaskRunner extends AutoCloseable {

    <I extends Serializable, O extends Serializable> void run(List<I> inputs, SerializableFunction<I, O> task,
            Consumer<O> onResult);

    /** How many tasks run at once. */
    int parallelism();

    /** "4 threads", "Spark local[2]": for progress lines and reports. */
    String describe();

    @Override
    void close();
}
