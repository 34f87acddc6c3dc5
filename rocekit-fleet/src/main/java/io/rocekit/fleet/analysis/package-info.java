/**
 * The cross-node analysis over {@link io.rocekit.fleet.analysis.FleetAggregates}: node summaries
 * folded on this machine ({@link io.rocekit.fleet.analysis.FleetAccumulator}, local threads) or
 * aggregated where a cluster keeps them ({@link io.rocekit.fleet.analysis.KeptAggregates}, Spark),
 * and one pure function that turns either into the report: drift from the majority, median/MAD
 * outliers, rule x node.
 */
package io.rocekit.fleet.analysis;
