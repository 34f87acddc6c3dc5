package io.rocekit.cli.sim;

import io.rocekit.cli.render.Json;
import io.rocekit.sim.metrics.FlowRecord;
import io.rocekit.sim.metrics.HpccFctWriter;
import io.rocekit.sim.metrics.PfcEvent;
import io.rocekit.sim.metrics.PortRecord;
import io.rocekit.sim.metrics.QueueSeries;
import io.rocekit.sim.metrics.RateTrace;
import io.rocekit.sim.run.SimResult;
import io.rocekit.sim.topology.Topology;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Writes a run's files into the output directory and returns their names: summary.json, the FCT
 * list (fct.csv, or the reference's fct.txt and pfc.txt with {@code --fct-format hpcc}),
 * ports.csv, queues.csv, rates.csv, pfc.csv and report.html.
 */
final class OutputFiles {
    private OutputFiles() {
    }

    /**
     * Starts writing the files that need only the run's result (the FCT list, ports.csv,
     * queues.csv, rates.csv, pfc.csv) on a thread of their own, so that they are written while
     * this thread builds the summary and renders the report: on a fabric of 49,152 ports that is
     * about half a second of the run's wall time on a second core (docs/performance.md, "Third
     * round"). The result is read only, by both threads.
     */
    static DataFiles startData(Path dir, SimResult r, Topology topology, boolean hpccFormat) {
        FutureTask<List<String>> task = new FutureTask<>(() -> writeData(dir, r, topology, hpccFormat));
        Thread t = new Thread(task, "rocekit-sim-output");
        t.setDaemon(true);
        t.start();
        return new DataFiles(task);
    }

    /** The data files being written; {@link #await} returns their names or throws what writing threw. */
    static final class DataFiles {
        private final FutureTask<List<String>> task;

        private DataFiles(FutureTask<List<String>> task) {
            this.task = task;
        }

        List<String> await() {
            try {
                return task.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while writing the output files", e);
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof RuntimeException re) {
                    throw re;
                }
                if (cause instanceof Error err) {
                    throw err;
                }
                throw new IllegalStateException(cause);
            }
        }
    }

    /**
     * Writes summary.json and report.html next to the data files of {@code data} (waiting for
     * them) and returns every file's name: summary.json, the data files, report.html.
     */
    static List<String> write(Path dir, SimSummary summary, String html, DataFiles data) {
        List<String> written = new ArrayList<>();
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve("summary.json"), Json.pretty(summary) + "\n");
            written.add("summary.json");
            written.addAll(data.await());
            if (html != null) {
                Files.writeString(dir.resolve("report.html"), html);
                written.add("report.html");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return written;
    }

    private static List<String> writeData(Path dir, SimResult r, Topology topology, boolean hpccFormat) {
        List<String> written = new ArrayList<>();
        try {
            Files.createDirectories(dir);
            if (hpccFormat) {
                Files.writeString(dir.resolve("fct.txt"), HpccFctWriter.fctFile(r.finishedInCompletionOrder()));
                Files.writeString(dir.resolve("pfc.txt"),
                        HpccFctWriter.pfcFile(r.pfcEvents(), n -> topology.isHost(n) ? 0 : 1));
                written.add("fct.txt");
                written.add("pfc.txt");
            } else {
                writeFlowsCsv(dir.resolve("fct.csv"), r.flows());
                written.add("fct.csv");
            }
            writePortsCsv(dir.resolve("ports.csv"), r.ports());
            written.add("ports.csv");
            if (r.queues().ticks() > 0) {
                writeQueuesCsv(dir.resolve("queues.csv"), r.queues());
                written.add("queues.csv");
            }
            if (!r.rates().isEmpty()) {
                writeRatesCsv(dir.resolve("rates.csv"), r.rates());
                written.add("rates.csv");
            }
            writePfcCsv(dir.resolve("pfc.csv"), r.pfcEvents());
            written.add("pfc.csv");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return written;
    }

    private static BufferedWriter open(Path p) throws IOException {
        return Files.newBufferedWriter(p, StandardCharsets.UTF_8);
    }

    static void writeFlowsCsv(Path p, List<FlowRecord> flows) throws IOException {
        try (BufferedWriter w = open(p)) {
            w.write("id,src,dst,src_port,dst_port,priority,size_bytes,start_us,finish_us,fct_us,ideal_fct_us,"
                    + "slowdown,goodput_gbps,bytes_acked,retransmitted_bytes,cnps,rate_cuts\n");
            CsvRow row = new CsvRow();
            for (FlowRecord f : flows) {
                row.clear().add(f.id()).add(f.src()).add(f.dst()).add(f.srcPort()).add(f.dstPort()).add(f.priority())
                        .add(f.sizeBytes()).add(f.startPs() / 1e6, 3);
                if (f.finished()) {
                    row.add(f.finishPs() / 1e6, 3).add(f.fctNs() / 1e3, 3);
                } else {
                    row.empty().empty();
                }
                row.add(f.idealFctNs() / 1e3, 3);
                if (f.finished()) {
                    row.add(f.slowdown(), 4).add(f.goodputBitsPerSec() / 1e9, 3);
                } else {
                    row.empty().empty();
                }
                w.write(row.add(f.bytesAcked()).add(f.retransmittedBytes()).add(f.cnps()).add(f.rateCuts()).end());
            }
        }
    }

    static void writePortsCsv(Path p, List<PortRecord> ports) throws IOException {
        try (BufferedWriter w = open(p)) {
            w.write("node,port,peer_node,switch,rate_gbps,tx_bytes,tx_packets,tx_data_packets,drops,ecn_marks,"
                    + "queue_peak_bytes,queue_peak_at_us,queue_mean_bytes,queue_mean_busy_bytes,queue_busy_us,"
                    + "pause_sent,resume_sent,pause_received,resume_received,paused_us\n");
            CsvRow row = new CsvRow();
            for (PortRecord r : ports) {
                row.clear().add(r.node()).add(r.ifIndex()).add(r.peerNode()).add(r.onSwitch())
                        .add(r.rateBitsPerSec() / 1e9, 1).add(r.txBytes()).add(r.txPackets()).add(r.txDataPackets())
                        .add(r.drops()).add(r.ecnMarks()).add(r.queuePeakBytes()).add(r.queuePeakAtPs() / 1e6, 3)
                        .add(r.queueMeanBytes(), 1).add(r.queueMeanWhileBusyBytes(), 1).add(r.queueBusyPs() / 1e6, 3)
                        .add(r.totalPauseFramesSent()).add(sum(r.resumeFramesSent())).add(r.totalPauseFramesReceived())
                        .add(sum(r.resumeFramesReceived())).add(r.totalPausedPs() / 1e6, 3);
                w.write(row.end());
            }
        }
    }

    private static long sum(List<Long> values) {
        long s = 0;
        for (long v : values) {
            s += v;
        }
        return s;
    }

    static void writeQueuesCsv(Path p, QueueSeries q) throws IOException {
        try (BufferedWriter w = open(p)) {
            StringBuilder head = new StringBuilder("time_us");
            for (QueueSeries.PortRef ref : q.ports()) {
                head.append(",sw").append(ref.node()).append("p").append(ref.ifIndex());
            }
            w.write(head.append('\n').toString());
            StringBuilder row = new StringBuilder();
            for (int t = 0; t < q.ticks(); t++) {
                row.setLength(0);
                row.append(String.format(Locale.ROOT, "%.3f", (q.startPs() + t * q.periodPs()) / 1e6));
                for (int i = 0; i < q.ports().size(); i++) {
                    row.append(',').append(q.sample(t, i));
                }
                w.write(row.append('\n').toString());
            }
        }
    }

    static void writeRatesCsv(Path p, List<RateTrace> rates) throws IOException {
        try (BufferedWriter w = open(p)) {
            w.write("flow,time_us,rate_gbps\n");
            for (RateTrace t : rates) {
                for (int i = 0; i < t.timesPs().length; i++) {
                    w.write(String.format(Locale.ROOT, "%d,%.3f,%.4f%n", t.flow(), t.timesPs()[i] / 1e6,
                            t.ratesBitsPerSec()[i] / 1e9));
                }
            }
        }
    }

    static void writePfcCsv(Path p, List<PfcEvent> events) throws IOException {
        try (BufferedWriter w = open(p)) {
            w.write("time_us,node,port,type\n");
            for (PfcEvent e : events) {
                w.write(String.format(Locale.ROOT, "%.3f,%d,%d,%s%n", e.timePs() / 1e6, e.node(), e.ifIndex(),
                        e.pause() ? "pause" : "resume"));
            }
        }
    }
}
