package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.core.rule.Rule;

/**
 * A capture rule: the core {@link Rule} contract over a finished {@link CaptureReport}. Thresholds
 * are typed and overridable with {@code --set} like every other area's.
 */
public interface CaptureRule extends Rule<CaptureReport> {
}
