/** JMH benchmarks of rocekit's hot paths. */
package io.rocekit.bench;
