/**
 * Switch QoS for RoCE: one normalised model of what a switch does with RoCE traffic (DSCP to
 * traffic class to queue, PFC, ECN, buffers), readers that build it from real configurations of
 * seven switch formats, the {@code fabric.*} checks, the intent and its renderers, and the
 * headroom and ECN calculators. Nothing here talks to a device.
 */
package io.rocekit.fabric;
