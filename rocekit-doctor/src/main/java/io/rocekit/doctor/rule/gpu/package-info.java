/** Rules on GPUs and GPUDirect RDMA: BAR1 size, peer-memory modules. */
package io.rocekit.doctor.rule.gpu;
