/**
 * Value types the doctor's models share across parsers: PCI addresses, PCIe link rates and
 * widths. Parsers build these, never strings with meaning hidden in them.
 */
package io.rocekit.host.model;
