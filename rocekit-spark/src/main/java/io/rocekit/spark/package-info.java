/**
 * Apache Spark as a {@link io.rocekit.core.parallel.TaskRunner}: one Spark task per input, results
 * streamed back to the driver as each task ends, or kept cached on the executors and aggregated
 * there ({@link io.rocekit.core.parallel.KeptResults} with RDD operations). Generic over the task,
 * so tune (simulation trials) and fleet (per-node doctor runs, then its cross-node analysis) share
 * it. Found by
 * {@link io.rocekit.core.parallel.TaskRunners#provider} under the name "spark"; Spark itself is
 * provided by the class path ({@code ./rocekit --spark-master local[N]}) or by spark-submit.
 */
package io.rocekit.spark;
