package io.rocekit.monitor.alert;

import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Rule;
import io.rocekit.monitor.rate.SampleRates;
import java.util.List;

/** A rule judged on rates, that can also be written as Prometheus alerting rules. */
public interface MonitorRule extends Rule<SampleRates> {
    /** The same check as Prometheus alerting rules over the exporter's metrics, under {@code limits}. */
    List<PromAlert> alerts(Limits limits);
}
