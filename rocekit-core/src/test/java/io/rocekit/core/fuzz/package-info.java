/** What every module's fuzz targets share (core's test-jar): the per-input time bound. */
package io.rocekit.core.fuzz;
