/**
 * {@code NCCL_DEBUG=INFO} logs read into {@link io.rocekit.host.bench.NcclLog}: the network
 * NCCL chose ({@code Using network IB|IBext|Socket|...}), the NICs and ports it uses and their link
 * layer, GPUDirect RDMA decisions, the transport of every channel connection, the communicator
 * size, warnings. Line shapes learnt from NVIDIA/nccl {@code src/transport/net_ib*},
 * {@code src/graph/paths.cc}, {@code src/init.cc} and {@code src/transport/net.cc}.
 */
package io.rocekit.host.parse.nccllog;
