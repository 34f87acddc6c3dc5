package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import java.util.List;

/** One capture rule: its metadata, and a check that adds findings about a finished report. */
public interface CaptureRule {
    RuleInfo info();

    void check(CaptureReport report, RuleSettings settings, List<Finding> out);
}
