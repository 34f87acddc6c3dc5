/** Coverage-guided fuzz tests (Jazzer) of this module's readers; see docs/reliability.md. */
package io.rocekit.capture.fuzz;
