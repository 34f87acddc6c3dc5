package io.rocekit.monitor.prometheus;

import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A callback collector: every scrape reads sysfs (and ethtool) once, as node_exporter does, so
 * values are never older than the scrape and nothing runs between scrapes.
 */
public final class SysfsCollector implements MultiCollector {
    private final Sampler sampler;
    private final Consumer<Sample> onSample;

    /**
     * @param sampler  reads one sample per scrape
     * @param onSample receives each sample (the live alert evaluation); may do nothing
     */
    public SysfsCollector(Sampler sampler, Consumer<Sample> onSample) {
        this.sampler = Objects.requireNonNull(sampler, "sampler");
        this.onSample = Objects.requireNonNull(onSample, "onSample");
    }

    @Override
    public MetricSnapshots collect() {
        long t0 = System.nanoTime();
        Sample s;
        synchronized (sampler) {
            s = sampler.sample();
        }
        long nanos = System.nanoTime() - t0;
        onSample.accept(s);
        return snapshots(s, nanos);
    }

    /** The metric families of one sample. */
    public static MetricSnapshots snapshots(Sample s, long sampleNanos) {
        Families f = new Families();
        InfinibandFamilies.add(f, s.devices());
        RoceFamilies.add(f, s, sampleNanos);
        return f.snapshots();
    }
}
