package io.rocekit.cli.fabric;

import io.rocekit.cli.command.InputException;
import io.rocekit.cli.render.Json;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.fabric.calc.EcnThresholdAdvice;
import io.rocekit.fabric.intent.LinkValues;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code rocekit fabric ecn}: Kmin/Kmax/Pmax from the bandwidth-delay product, beside the vendor defaults. */
@Command(name = "ecn",
        mixinStandardHelpOptions = true,
        description = {"ECN marking thresholds for a port speed and fabric round-trip time: Kmin = BDP / 10, Kmax = 2 x BDP, "
                + "Pmax = 30 %% (Huawei's static-ECN rule of thumb), beside NVIDIA's 150,000 B / 1,500,000 B / 100 %%, SONiC's "
                + "1 MiB / 2 MiB / 5 %% and the HPCC simulator's DCQCN preset. Every step is printed."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit fabric ecn --speed 400G --rtt 10us",
            "  rocekit fabric ecn --speed 100G --rtt 20us --json",
            "",
            "JSON: {\"speedMbps\",\"rttNanos\",\"bdpBytes\",",
            "  \"proposal\":{name,minBytes,maxBytes,probabilityPercent,source},",
            "  \"defaults\":[...],\"steps\":[...]}.",
        })
public final class FabricEcnCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--speed", required = true, paramLabel = "SPEED", description = "Port speed: 25G, 100G, 400G or Mb/s.")
    String speed;

    @Option(names = "--rtt", required = true, paramLabel = "TIME", description = "Fabric round-trip time: 10us, 2.5us, 800ns.")
    String rtt;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        long speedMbps = LinkValues.speedMbps(speed).orElseThrow(() -> new InputException("--speed: expected "
                + LinkValues.speedExpected() + ", found '" + speed + "'"));
        long rttNanos = LinkValues.rttNanos(rtt).orElseThrow(() -> new InputException("--rtt: expected "
                + LinkValues.rttExpected() + ", found '" + rtt + "'"));
        EcnThresholdAdvice.Advice a = EcnThresholdAdvice.advise(speedMbps, rttNanos);
        PrintWriter out = spec.commandLine().getOut();
        if (json.enabled()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("speedMbps", speedMbps);
            m.put("rttNanos", rttNanos);
            m.put("bdpBytes", a.bdpBytes());
            m.put("proposal", a.proposal());
            m.put("defaults", a.defaults());
            m.put("steps", a.steps());
            out.println(Json.pretty(m));
        } else {
            out.println("ECN thresholds, " + speed + " at RTT " + rtt);
            a.steps().forEach(s -> out.println("  " + s));
            List<EcnThresholdAdvice.Option> all = new ArrayList<>();
            all.add(a.proposal());
            all.addAll(a.defaults());
            out.println(String.format(Locale.ROOT, "  %-22s %12s %12s %6s %9s", "", "Kmin (B)", "Kmax (B)", "Pmax", "Kmax/BDP"));
            for (EcnThresholdAdvice.Option o : all) {
                out.println(String.format(Locale.ROOT, "  %-22s %12d %12d %5.0f%% %9.2f", o.name(), o.minBytes(), o.maxBytes(),
                        o.probabilityPercent(), o.maxBytes() / (double) a.bdpBytes()));
            }
            out.println("Sources:");
            all.forEach(o -> out.println("  " + o.name() + ": " + o.source()));
        }
        return 0;
    }
}
