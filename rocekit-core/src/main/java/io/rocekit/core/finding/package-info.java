/**
 * Findings, the result every rule-based analysis returns (doctor, capture, bench): rule id,
 * severity, subject, evidence with file and line, remediation and reference.
 */
package io.rocekit.core.finding;
