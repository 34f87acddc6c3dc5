package io.rocekit.cli.fabric;

import io.rocekit.cli.command.InputException;
import io.rocekit.cli.render.Json;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.fabric.calc.Headroom;
import io.rocekit.fabric.intent.LinkValues;
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
        long speedMbps = LinkValues.speedMbps(speed).orElseThrow(() -> new InputException("--speed: expected "
                + LinkValues.speedExpected() + ", found '" + speed + "'"));
        double meters = LinkValues.meters(cable).orElseThrow(() -> new InputException("--cable: expected "
                + LinkValues.metersExpected() + ", found '" + cable + "'"));
        if (mtu < 68 || mtu > 65_535 || losslessMtu < 64 || losslessMtu > 65_535) {
            throw new InputException("--mtu/--lossless-mtu: expected a frame size 68..65535 bytes, found " + mtu + ", " + losslessMtu);
        }
        if (!(smallPercent >= 0 && smallPercent <= 100)) {
            throw new InputException("--small-packet-percent: expected 0..100, found " + smallPercent);
        }
        if ((cellSize != null && (cellSize < 1 || cellSize > 65_536))
                || (pipelineLatency != null && !(pipelineLatency >= 0 && pipelineLatency <= 1e7))) {
            throw new InputException("--cell-size/--pipeline-latency: expected a cell of 1..65536 B and a latency of 0..10000000 B");
        }
        Headroom.Result r = Headroom.compute(new Headroom.Inputs(speedMbps, meters, mtu, losslessMtu, smallPercent, 0, eightLanes,
                shared, a));
        if (r.xoffBytes() < 0 || r.xonBytes() < 0 || r.sizeBytes() < 0) {
            // bounded inputs keep this from happening; a negative size is never printed as an answer
            throw new InputException("--speed/--cable/--pipeline-latency: these values give no meaningful headroom");
        }
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
