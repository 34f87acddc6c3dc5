/**
 * The InfiniBand transport as RoCEv2 carries it: the BTH, every extended header (RETH, AETH,
 * DETH, RDETH, XRCETH, ImmDt, IETH, AtomicETH, AtomicAckETH, the CNP body) as flyweights, and the
 * complete opcode table ({@link io.rocekit.wire.ib.Opcode}) with the extended headers each opcode
 * carries as {@link io.rocekit.wire.ib.ExtHeader} bits, and the AETH syndrome's
 * {@link io.rocekit.wire.ib.AckKind} and {@link io.rocekit.wire.ib.NakCode}.
 */
package io.rocekit.wire.ib;
