/**
 * {@code rocekit bench}: perftest, nccl-tests and NCCL_DEBUG=INFO outputs judged against line rate,
 * rendered as text, JSON (the contract of docs/bench.md) or an HTML page of the report kit with an
 * ECharts chart of bandwidth against message size per run.
 */
package io.rocekit.cli.bench;
