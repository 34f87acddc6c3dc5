/**
 * nccl-tests output ({@code all_reduce_perf}, {@code all_gather_perf}, {@code reduce_scatter_perf},
 * {@code alltoall_perf}, {@code broadcast_perf}, {@code reduce_perf}, {@code sendrecv_perf}...)
 * read into {@link io.rocekit.host.bench.NcclTestsRun}: the parameter and device lines,
 * the table (columns located from its own header, so the 2017 {@code res}, 2019 {@code error},
 * current {@code #wrong}, {@code #bitdiff} and per-iteration layouts all read) and the footer.
 * Formats learnt from NVIDIA/nccl-tests {@code src/common.cu} and {@code src/common.h}.
 */
package io.rocekit.host.parse.nccltests;
