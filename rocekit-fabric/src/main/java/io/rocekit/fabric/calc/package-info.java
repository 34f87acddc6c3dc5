/** Calculators that show their arithmetic: PFC headroom (SONiC's Mellanox formula). */
package io.rocekit.fabric.calc;
