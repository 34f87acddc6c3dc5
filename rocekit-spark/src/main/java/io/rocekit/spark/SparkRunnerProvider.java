package io.rocekit.spark;

import io.rocekit.core.parallel.TaskRunner;
import io.rocekit.core.parallel.TaskRunnerProvider;

/** Registers {@link SparkTaskRunner} under the name "spark" (META-INF/services). */
public final class SparkRunnerProvider implements TaskRunnerProvider {
    @Override
    public String name() {
        return "spark";
    }

    @Override
    public TaskRunner open(String master, String appName) {
        return new SparkTaskRunner(master, appName);
    }
}
