/**
 * The cross-node analysis as a mergeable aggregation: node summaries fold into an accumulator
 * (threads or Spark tasks each fold their share, accumulators merge), and one pure function turns
 * the accumulator into the report: drift from the majority, median/MAD outliers, rule x node.
 */
package io.rocekit.fleet.analysis;
