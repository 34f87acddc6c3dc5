/**
 * Running one serialisable task over many inputs and collecting one result per input, on local
 * threads ({@link io.rocekit.core.parallel.LocalTaskRunner}) or on a cluster engine found on the
 * class path ({@link io.rocekit.core.parallel.TaskRunners#open}: the {@code rocekit-spark}
 * module provides Apache Spark). Areas (tune, fleet) write their work as a
 * {@link io.rocekit.core.parallel.SerializableFunction} over serialisable inputs and stay free of
 * any cluster library; the command line picks the runner.
 */
package io.rocekit.core.parallel;
