/**
 * SONiC configurations checked by SONiC's own schema: the YANG models of sonic-buildimage
 * (src/sonic-yang-models), CONFIG_DB turned into their instance as sonic-yang-mgmt does it, and
 * libyang's {@code yanglint} as the judge. {@code config load}'s field-by-field merge, so a
 * rendered fragment is judged inside the switch it is loaded into.
 */
package io.rocekit.fabric.schema;
