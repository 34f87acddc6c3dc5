/**
 * The fabric intent: what a RoCE fabric is meant to do (lossless classes, CNP class, ECN per queue,
 * PFC and its watchdog, headroom, scheduling, MTU, the NIC side), read from YAML with errors that
 * name the key path, and the named starting profiles with their sources. Renderers turn it into
 * vendor configuration; {@code fabric.intent-mismatch} checks a configuration against it.
 */
package io.rocekit.fabric.intent;
