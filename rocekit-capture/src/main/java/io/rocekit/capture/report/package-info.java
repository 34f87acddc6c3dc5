/**
 * The immutable result of analysing a capture: the report, its flows, timeline bins and the
 * values they carry. Records only; rendering belongs to the CLI.
 */
package io.rocekit.capture.report;
