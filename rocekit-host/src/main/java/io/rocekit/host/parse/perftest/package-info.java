/**
 * perftest output ({@code ib_write_bw}, {@code ib_read_bw}, {@code ib_send_bw}, {@code ib_*_lat},
 * client or server side, with or without {@code --report_gbits}, {@code -a}, {@code -b},
 * {@code -D}, {@code --use_cuda}) read into {@link io.rocekit.host.bench.PerftestBwRun}
 * and {@link io.rocekit.host.bench.PerftestLatRun}. The formats were learnt from
 * linux-rdma/perftest {@code src/perftest_parameters.[ch]} ({@code ctx_print_test_info},
 * {@code print_report_bw}, {@code print_report_lat}) and from outputs posted publicly.
 */
package io.rocekit.host.parse.perftest;
