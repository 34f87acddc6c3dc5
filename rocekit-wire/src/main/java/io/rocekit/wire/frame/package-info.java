/**
 * Whole RoCEv2 frames: {@link io.rocekit.wire.frame.RoceFrame} decodes one in place with precise
 * errors, {@link io.rocekit.wire.frame.FrameBuilder} writes valid ones for every opcode.
 */
package io.rocekit.wire.frame;
