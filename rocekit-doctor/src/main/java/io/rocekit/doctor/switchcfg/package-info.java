/** Switch configurations among the doctor's evidence, read by rocekit-fabric, for the switch-against-host rules. */
package io.rocekit.doctor.switchcfg;
