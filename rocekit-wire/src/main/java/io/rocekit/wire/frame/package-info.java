/**
 * Whole RoCEv2 frames: {@link io.rocekit.wire.frame.RoceFrame} decodes one in place (its extended
 * headers as one {@link io.rocekit.wire.ib.ExtHeader} bit mask) with precise errors, each
 * {@link io.rocekit.wire.frame.DecodeError} carrying its message template;
 * {@link io.rocekit.wire.frame.FrameBuilder} writes valid ones for every opcode;
 * {@link io.rocekit.wire.frame.FrameFilter} selects frames by {@code key=value} terms.
 */
package io.rocekit.wire.frame;
