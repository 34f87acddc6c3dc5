/**
 * The immutable result of analysing a capture: the report, its flows (each with its PSN, ACK,
 * QoS and ECN/CNP figures in records of their own), timeline bins and the values they carry.
 * Records only; rendering belongs to the CLI.
 */
package io.rocekit.capture.report;
