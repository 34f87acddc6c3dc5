/**
 * Line and number helpers shared by the benchmark parsers: removal of launcher prefixes (Open MPI
 * {@code --tag-output}, Slurm {@code --label}), tokenising, and lenient number reading that never
 * throws.
 */
package io.rocekit.doctor.bench.text;
