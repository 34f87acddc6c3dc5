/**
 * The headers a switch mirror session wraps mirrored frames in (GRE, ERSPAN II/III, VXLAN), read by
 * static accessors over the frame's bytes: the decoder strips one of them and decodes the frame inside.
 */
package io.rocekit.wire.tunnel;
