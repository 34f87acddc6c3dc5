/**
 * Apache Spark as a {@link io.rocekit.core.parallel.TaskRunner}: one Spark task per input, results
 * streamed back to the driver as each task ends. Generic over the task, so tune (simulation
 * trials) and fleet (per-node doctor runs) share it. Found by
 * {@link io.rocekit.core.parallel.TaskRunners#provider} under the name "spark"; Spark itself is
 * provided by the class path ({@code ./rocekit --spark-master local[N]}) or by spark-submit.
 */
package io.rocekit.spark;
