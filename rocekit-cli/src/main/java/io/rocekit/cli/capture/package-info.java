/**
 * The capture commands: {@code analyze} (per-QP flow analysis of a RoCEv2 capture) and its text,
 * JSON and HTML (report kit) renderings.
 */
package io.rocekit.cli.capture;
