package io.rocekit.core.parallel;

/**
 * A cluster engine that can run tasks, found with {@link java.util.ServiceLoader} when its module
 * is on the class path (rocekit-spark registers one named "spark").
 */
public interface TaskRunnerProvider {
    String name();

    /**
     * Opens a runner on {@code master} (Spark: {@code local[N]}, {@code spark://host:7077},
     * {@code yarn}, {@code k8s://...}). {@code appName} names the job in the cluster's UI.
     */
    TaskRunner open(String master, String appName);
}
