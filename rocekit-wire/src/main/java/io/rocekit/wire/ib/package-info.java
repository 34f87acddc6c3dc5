/**
 * The InfiniBand transport as RoCEv2 carries it: the BTH, every extended header (RETH, AETH,
 * DETH, RDETH, XRCETH, ImmDt, IETH, AtomicETH, AtomicAckETH, the CNP body) as flyweights, and the
 * complete opcode table ({@link io.rocekit.wire.ib.Opcode}).
 */
package io.rocekit.wire.ib;
