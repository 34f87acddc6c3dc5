/**
 * The one rule contract every area uses (doctor, bench, capture, fabric, monitor, fleet):
 * {@link io.rocekit.core.rule.Rule} checks evidence against {@link io.rocekit.core.rule.Limits},
 * the resolved values of its typed {@link io.rocekit.core.rule.Threshold}s;
 * {@link io.rocekit.core.rule.RuleSettings} turns {@code --set RULE.THRESHOLD=VALUE} and a settings
 * file into limits, validated against the {@link io.rocekit.core.rule.RuleCatalogue} of every rule;
 * {@link io.rocekit.core.rule.RulesMarkdown} renders that catalogue as {@code docs/rules.md}.
 * Rule metadata is {@link io.rocekit.core.finding.RuleInfo}; a rule's result is
 * {@link io.rocekit.core.finding.Finding}.
 */
package io.rocekit.core.rule;
