/**
 * {@code rocekit bench}: perftest, nccl-tests and NCCL_DEBUG=INFO outputs judged against line rate,
 * rendered as text, JSON (the contract of docs/bench.md) or a self-contained HTML page with an
 * inline SVG chart of bandwidth against message size.
 */
package io.rocekit.cli.bench;
