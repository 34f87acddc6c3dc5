package io.rocekit.cli.fabric;

import io.rocekit.cli.command.InputException;
import io.rocekit.cli.render.Json;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.fabric.calc.Headroom;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code rocekit fabric headroom}: PFC xoff/xon/headroom by SONiC's Mellanox formula, with its arithmetic. */
@Command(name = "headroom",
        mixinStandardHelpOptions = true,
        description = {"PFC headroom of one lossless priority group by SONiC's Mellanox formula "
                + "(sonic-swss cfgmgr/buffer_headroom_mellanox.lua), every step printed."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit fabric headroom --speed 100G --cable 5m --mtu 9100 --asic spectrum-2",
            "  rocekit fabric headroom --speed 400G --cable 40m --mtu 9216 \\",
            "      --cell-size 192 --pipeline-latency 18432",
            "  rocekit fabric headroom --speed 100G --cable 5m --mtu 9100 \\",
            "      --small-packet-percent 0 --shared-headroom-pool --pipeline-latency 19456",
            "      as SONiC's static pg_profile_lookup.ini tables of Spectrum-4 SKUs",
            "      count (docs/fabric.md)",
        })
public final class FabricHeadroomCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--speed", required = true, paramLabel = "SPEED", description = "Port speed: 25G, 100G, 400G or Mb/s.")
    String speed;

    @Option(names = "--cable", required = true, paramLabel = "LENGTH", description = "Cable length: 5m, 300m.")
    String cable;

    @Option(names = "--mtu", required = true, paramLabel = "BYTES", description = "Port MTU.")
    int mtu;

    @Option(names = "--asic", defaultValue = "spectrum-2", paramLabel = "ASIC",
            description = "ASIC constants from SONiC's Mellanox ASIC_TABLE: spectrum, spectrum-2, spectrum-3 (default ${DEFAULT-VALUE}).")
    String asic;

    @Option(names = "--cell-size", paramLabel = "BYTES", description = "Override the ASIC's cell size.")
    Integer cellSize;

    @Option(names = "--pipeline-latency", paramLabel = "BYTES", description = "Override the ASIC's pipeline latency (xon).")
    Double pipelineLatency;

    @Option(names = "--lossless-mtu", defaultValue = "1024", paramLabel = "BYTES",
            description = "LOSSLESS_TRAFFIC_PATTERN mtu (default ${DEFAULT-VALUE}, SONiC's).")
    int losslessMtu;

    @Option(names = "--small-packet-percent", defaultValue = "100", paramLabel = "PCT",
            description = "LOSSLESS_TRAFFIC_PATTERN small_packet_percentage (default ${DEFAULT-VALUE}).")
    double smallPercent;

    @Option(names = "--eight-lanes", description = "The port has 8 lanes (xon doubled minus 1 KiB, MTU added).")
    boolean eightLanes;

    @Option(names = "--shared-headroom-pool", description = "A shared headroom pool holds xoff: the PG reserves xon only.")
    boolean shared;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        Headroom.Asic a = Headroom.ASICS.get(asic);
        if (a == null) {
            throw new InputException("--asic: '" + asic + "' is not one of " + new java.util.TreeSet<>(Headroom.ASICS.keySet()));
        }
        if (cellSize != null || pipelineLatency != null) {
            a = new Headroom.Asic(a.name() + " (overridden)", cellSize == null ? a.cellBytes() : cellSize,
                    pipelineLatency == null ? a.pipelineLatencyBytes() : pipelineLatency, a.macPhyDelayBytes(), a.peerResponseBytes());
        }
        long speedMbps;
        double meters;
        try {
            speedMbps = Headroom.parseSpeedMbps(speed);
            meters = Headroom.parseMeters(cable);
        } catch (NumberFormatException e) {
            throw new InputException("--speed/--cable: expected e.g. --speed 100G --cable 5m, found '" + speed + "', '" + cable + "'");
        }
        if (speedMbps <= 0 || meters < 0 || mtu <= 0) {
            throw new InputException("--speed, --cable and --mtu must be positive");
        }
        Headroom.Result r = Headroom.compute(new Headroom.Inputs(speedMbps, meters, mtu, losslessMtu, smallPercent, 0, eightLanes,
                shared, a));
        PrintWriter out = spec.commandLine().getOut();
        if (json.enabled()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("xoffBytes", r.xoffBytes());
            m.put("xonBytes", r.xonBytes());
            m.put("sizeBytes", r.sizeBytes());
            m.put("steps", r.steps());
            out.println(Json.pretty(m));
        } else {
            out.println("PFC headroom, " + speed + " " + cable + " MTU " + mtu + ", ASIC " + a.name() + " (cell " + a.cellBytes() + " B)");
            r.steps().forEach(s -> out.println("  " + s));
            out.println("xoff " + r.xoffBytes() + " B, xon " + r.xonBytes() + " B, headroom " + r.sizeBytes() + " B");
        }
        return 0;
    }
}
