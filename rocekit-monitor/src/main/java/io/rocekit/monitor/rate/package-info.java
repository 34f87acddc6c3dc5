/**
 * Counters as rates: the increase of each counter between two samples over the monotonic time
 * between them, with 32- and 64-bit wraps, resets and saturated IB counters told apart.
 */
package io.rocekit.monitor.rate;
