/** RoCE facts every area shares: the ToS byte a sender sets for a DSCP. */
package io.rocekit.core.roce;
