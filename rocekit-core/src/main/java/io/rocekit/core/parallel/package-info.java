/**
 * Running one serialisable task over many inputs and collecting one result per input, on local
 * threads ({@link io.rocekit.core.parallel.LocalTaskRunner}) or on a cluster engine found on the
 * class path ({@link io.rocekit.core.parallel.TaskRunners#provider}: the {@code rocekit-spark}
 * module provides Apache Spark). Areas (tune, fleet) write their work as a
 * {@link io.rocekit.core.parallel.SerializableFunction} over serialisable inputs and stay free of
 * any cluster library; the command line picks the runner. Results can also be kept where the tasks
 * ran and aggregated there ({@link io.rocekit.core.parallel.KeptResults}: reduce or group by key,
 * collect), so that on a cluster only the aggregates reach the driver.
 */
package io.rocekit.core.parallel;
