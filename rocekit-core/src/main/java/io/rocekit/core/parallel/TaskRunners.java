package io.rocekit.core.parallel;

import java.util.Optional;
import java.util.ServiceLoader;

/** Finds a cluster runner on the class path. */
public final class TaskRunners {
    private TaskRunners() {
    }

    /** The provider called {@code name}, if its module is on the class path. */
    public static Optional<TaskRunnerProvider> provider(String name) {
        for (TaskRunnerProvider p : ServiceLoader.load(TaskRunnerProvider.class)) {
            if (p.name().equals(name)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
