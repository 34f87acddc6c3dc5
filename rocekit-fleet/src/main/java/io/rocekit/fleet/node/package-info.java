/**
 * One node's summary: the doctor run on its snapshot, reduced to the facts fleet compares (named
 * values), the metrics it judges (numbers) and the rules that fired. The model is dropped once the
 * summary is made, so memory stays bounded however many nodes there are.
 */
package io.rocekit.fleet.node;
