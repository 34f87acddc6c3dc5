package io.rocekit.monitor.view;

import io.rocekit.core.finding.Finding;
import io.rocekit.monitor.rate.SampleRates;
import java.util.List;

/**
 * One refresh of the live view, and one line of {@code rocekit monitor --json}.
 *
 * @param timeMillis      the wall-clock time of the later sample
 * @param intervalSeconds the time between the two samples
 * @param ports           every port's rates
 * @param linkChanges     ports whose state changed, appeared or disappeared
 * @param findings        the monitor rules' findings on these rates
 * @param notes           what could not be read in the later sample
 */
public record Frame(long timeMillis, double intervalSeconds, List<PortView> ports, List<String> linkChanges,
        List<Finding> findings, List<String> notes) {
    public Frame {
        ports = List.copyOf(ports);
        linkChanges = List.copyOf(linkChanges);
        findings = List.copyOf(findings);
        notes = List.copyOf(notes);
    }

    public static Frame of(SampleRates rates, List<Finding> findings, List<String> notes) {
        return new Frame(rates.endMillis(), rates.intervalSeconds(), rates.ports().stream().map(PortView::of).toList(),
                rates.linkChanges(), findings, notes);
    }
}
