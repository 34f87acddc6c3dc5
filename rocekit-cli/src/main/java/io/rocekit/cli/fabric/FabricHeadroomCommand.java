package io.rocekit.cli.fabric;

import io.rocekit.cli.InputException;
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
            "  rocekit fabric headroom --speed 800G --cable 40m --mtu 9100 \\",
            "      --asic spectrum-4 --eight-lanes",
            "  rocekit fabric headroom --speed 100G --cable 5m --mtu 9100 \\",
            "      --small-packet-percent 0 --shared-headroom-pool --asic spectrum-3",
            "      as SONiC's static pg_profile_lookup.ini table of the SN4280",
            "      comes close (docs/fabric.md)",
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
            description = "ASIC constants from SONiC's Mellanox ASIC_TABLE (platform/mellanox/asic_table.j2): spectrum, "
                    + "spectrum-2, spectrum-3, spectrum-4, spectrum-5, spectrum-6 (default ${DEFAULT-VALUE}).")
    String asic;

    @Option(names = "--cell-size", paramLabel = "BYTES", description = "Override the ASIC's cell size.")
    Integer cellSize;

    @Option(names = "--pipeline-latency", paramLabel = "BYTES", description = "Override the ASIC's pipeline latency (xon).")
    Double pipelineLatency;

    @Option(names = "--lossless-mtu", defaultValue = "1024", paramLabel = "BYTES",
            description = "LOSSLESS_TRAFFIC_PATTERN mtu (default ${DEFAULT-VALUE}, SONiC's).")
    int losslessMtu;

    @Option(names = "--small-packet-percent", defaultValue = "50", paramLabel = "PCT",
            description = "LOSSLESS_TRAFFIC_PATTERN small_packet_percentage (default ${DEFAULT-VALUE}, SONiC's since "
                    + "sonic-buildimage PR #20632; 100 before).")
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
        if (speedMbps <= 0 || speedMbps > 1_600_000 || !(meters >= 0 && meters <= io.rocekit.fabric.model.PortQos.MAX_CABLE_METERS)
                || mtu <= 0 || mtu > 65_535 || losslessMtu <= 0 || losslessMtu > 65_535 || !(smallPercent >= 0 && smallPercent <= 100)) {
            throw new InputException("--speed, --cable, --mtu, --lossless-mtu, --small-packet-percent: expected a speed up to 1600G, "
                    + "a cable of 0 to 100000 m, MTUs of 1 to 65535 and a percentage 0-100");
        }
        if (a.cellBytes() <= 0 || a.cellBytes() > 65_536 || !(a.pipelineLatencyBytes() >= 0 && a.pipelineLatencyBytes() <= 1 << 24)) {
            throw new InputException("--cell-size/--pipeline-latency: expected a cell of 1 to 65536 B and a latency of 0 to 16 MiB");
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
