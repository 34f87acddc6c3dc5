package io.rocekit.cli.fabric;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.InputException;
import io.rocekit.cli.render.FailOnOption;
import io.rocekit.cli.render.FindingsText;
import io.rocekit.cli.render.HtmlOption;
import io.rocekit.cli.render.Json;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Findings;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.QueueQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.ConfigSyntaxException;
import io.rocekit.fabric.read.Numbers;
import io.rocekit.fabric.read.SwitchReaders;
import io.rocekit.fabric.rule.Expectation;
import io.rocekit.fabric.rule.FabricCheck;
import io.rocekit.fabric.rule.FabricEvidence;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rocekit fabric check CONFIG...}: read switch configurations and run the fabric.* rules. */
@Command(name = "check",
        mixinStandardHelpOptions = true,
        description = {
            "Read switch QoS configurations (the format is recognised by content: SONiC CONFIG_DB JSON nested or flat, "
                    + "NVUE nv set lines / nv config show -o yaml / nv show qos roce, Cumulus traffic.conf, EOS or NX-OS "
                    + "running-config, Comware 7 current-configuration, Junos curly or set form) into one model per port and "
                    + "report the inconsistencies (fabric.* rules, see 'rocekit rules'). SONiC files are also validated against "
                    + "SONiC's YANG models with yanglint where both are found (fabric.schema).",
            "",
            "Without an intent the design checked against is NVIDIA's lossless recipe: RoCE on DSCP 26 / priority 3 with "
                    + "PFC, CNPs on DSCP 48 / priority 6."
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit fabric check config_db.json",
            "  rocekit fabric check eos.cfg nxos.txt --fail-on WARN      # CI gate",
            "  rocekit fabric check --json sw.json | jq '.configs[].ports[0].dscpToTc'",
            "  rocekit fabric check --roce-dscp 3 --cnp-dscp 48 sonic.json",
            "      SONiC's Azure convention (RoCE on DSCP 3)",
            "  rocekit fabric check --intent intent.yaml sw1.json sw2.cfg",
            "      every difference from the intent",
            "  rocekit fabric check config_db.json --host snapshot.tar.gz --html fabric.html",
            "      the page: per port DSCP -> TC -> queue -> PFC, ECN, watchdog, buffers,",
            "      the cells a finding is about marked",
        })
public final class FabricCheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "CONFIG", description = "Switch configuration files.")
    List<Path> files;

    @Mixin
    JsonOption json;

    @Mixin
    FailOnOption failOn;

    @Mixin
    HtmlOption html;

    @Option(names = "--roce-dscp", paramLabel = "DSCP", defaultValue = "" + io.rocekit.core.roce.RoceMarking.DATA_DSCP, description = "DSCP RoCE data is sent with (default ${DEFAULT-VALUE}).")
    int roceDscp;

    @Option(names = "--cnp-dscp", paramLabel = "DSCP", defaultValue = "" + io.rocekit.core.roce.RoceMarking.CNP_DSCP, description = "DSCP CNPs are sent with (default ${DEFAULT-VALUE}).")
    int cnpDscp;

    @Option(names = "--intent", paramLabel = "INTENT",
            description = "Check against this intent: every difference is a fabric.intent-mismatch finding "
                    + "(the DSCP/CNP/PFC expectations come from it; --roce-dscp, --cnp-dscp and --lossy are then ignored).")
    Path intentFile;

    @Option(names = "--host", arity = "1..*", paramLabel = "SNAPSHOT_OR_FILE",
            description = "The node's evidence (a 'rocekit collect' snapshot directory or archive, or files such as mlnx_qos "
                    + "output, and pcap/pcapng captures of its RoCE traffic, whose DSCP values count as what the NIC sends): "
                    + "also report where switch and host disagree (fabric.host-dscp, -pfc, -trust, -cnp, -mtu).")
    List<Path> host;

    @Option(names = "--lossy", description = "The design is lossy (ECN only, no PFC): PFC rules are not applied.")
    boolean lossy;

    @Option(names = "--yang-models", paramLabel = "DIR",
            description = "SONiC files: the directory of SONiC's YANG models to validate against with yanglint (fabric.schema); "
                    + "default: ROCEKIT_SONIC_YANG_MODELS, else /usr/local/yang-models where it exists (a SONiC switch).")
    Path yangModels;

    @picocli.CommandLine.Mixin
    io.rocekit.cli.options.RuleOptions ruleOptions = new io.rocekit.cli.options.RuleOptions();

    @Override
    public Integer call() throws IOException {
        Severity threshold = failOn.threshold();
        html.check();
        if (roceDscp < 0 || roceDscp > 63 || cnpDscp < 0 || cnpDscp > 63) {
            throw new InputException("--roce-dscp/--cnp-dscp: expected a DSCP value 0..63");
        }
        RuleSettings settings = ruleOptions.settings();
        Expectation expected = new Expectation(roceDscp, roceDscp >> 3, cnpDscp, cnpDscp >> 3, !lossy);
        java.util.Optional<io.rocekit.fabric.intent.Intent> intent = intentFile == null ? java.util.Optional.empty()
                : java.util.Optional.of(IntentFiles.read(intentFile));
        if (intent.isPresent()) {
            expected = Expectation.of(intent.get());
        }
        SchemaCheck schema = new SchemaCheck(io.rocekit.fabric.schema.SonicSchema.modelsDir(java.util.Optional.ofNullable(yangModels)));
        List<CheckJson.Checked> checked = new ArrayList<>();
        List<CheckHtml.Page> pages = new ArrayList<>();
        for (Path f : files) {
            // regular file, bounded, strict UTF-8; a missing file, a link loop or a permission names its reason
            String text = io.rocekit.core.io.TextFiles.readUtf8(f);
            try {
                for (SwitchConfig c : SwitchReaders.read(f.toString(), text)) {
                    FabricEvidence evidence = new FabricEvidence(c, expected.forConfig(c, intent.isPresent() || lossy), intent);
                    List<Finding> found = new ArrayList<>(FabricCheck.run(evidence, settings));
                    if (c.vendor() == io.rocekit.fabric.model.Vendor.SONIC) {
                        found.addAll(schema.check(f.toString(), text, settings));
                    }
                    CheckJson.Checked one = new CheckJson.Checked(c, io.rocekit.core.finding.Findings.sorted(found));
                    checked.add(one);
                    if (html.file().isPresent()) {
                        pages.add(new CheckHtml.Page(one, FabricCheck.unmerged(evidence, settings)));
                    }
                }
            } catch (ConfigSyntaxException e) {
                throw new InputException(e.getMessage(), e);
            }
        }
        io.rocekit.cli.doctor.HostAgainstSwitch.Result hostResult = host == null ? null
                : io.rocekit.cli.doctor.HostAgainstSwitch.compare(host, files, settings);
        List<Finding> hostFindings = hostResult == null ? List.of() : hostResult.findings();
        boolean hostNothing = hostResult != null && !hostResult.understood();
        PrintWriter out = spec.commandLine().getOut();
        if (json.enabled()) {
            com.fasterxml.jackson.databind.JsonNode doc = CheckJson.document(checked);
            if (host != null) {
                com.fasterxml.jackson.databind.node.ArrayNode h = ((com.fasterxml.jackson.databind.node.ObjectNode) doc).putArray("hostFindings");
                hostFindings.forEach(f -> h.add(Json.mapper().valueToTree(f)));
            }
            out.println(Json.pretty(doc));
        } else {
            text(checked, expected, out);
            if (host != null) {
                out.println("Switch against host (" + host.stream().map(Path::toString).collect(java.util.stream.Collectors.joining(", ")) + ")");
                if (hostNothing) {
                    out.println("  nothing to judge: no host evidence recognised in " + host.stream().map(Path::toString)
                            .collect(java.util.stream.Collectors.joining(", ")) + " (rocekit reads a 'rocekit collect' snapshot, "
                            + "mlnx_qos output and RoCE captures; 'rocekit identify FILE' says what a file is)");
                } else if (hostFindings.isEmpty()) {
                    out.println("  no disagreement found (fabric.host-dscp, -pfc, -trust, -cnp, -mtu)");
                } else {
                    out.println();
                    FindingsText.print(out, hostFindings);
                }
            }
        }
        out.flush();
        if (html.file().isPresent()) {
            String joined = host == null ? "" : host.stream().map(Path::toString).collect(java.util.stream.Collectors.joining(", "));
            html.write(CheckHtml.page(pages, new CheckHtml.Run(expected, java.util.Optional.ofNullable(intentFile).map(Path::toString),
                    host == null ? java.util.Optional.empty() : java.util.Optional.of(joined), hostFindings)), spec.commandLine().getErr());
        }
        List<Finding> all = new ArrayList<>(checked.stream().flatMap(c -> c.findings().stream()).toList());
        all.addAll(hostFindings);
        if (Findings.countAtLeast(all, threshold) > 0) {
            return ExitCodes.FINDINGS;
        }
        // "nothing understood" is never "all clear": nothing read from every file, or nothing from the host
        boolean nothingRead = !checked.isEmpty() && checked.stream().allMatch(c -> nothingUnderstood(c.config()));
        return nothingRead || hostNothing ? ExitCodes.NOTHING_TO_JUDGE : ExitCodes.OK;
    }

    /** "145 ports", or on a VOQ chassis "1 port, 144 VOQ system ports": a system port is queues, not a front-panel port. */
    static String portCount(SwitchConfig c) {
        long system = c.ports().stream().filter(PortQos::isSystemPort).count();
        long ports = c.ports().size() - system;
        return ports + " port" + (ports == 1 ? "" : "s") + (system == 0 ? "" : ", " + system + " VOQ system port" + (system == 1 ? "" : "s"));
    }

    private static void text(List<CheckJson.Checked> checked, Expectation expected, PrintWriter out) {
        for (CheckJson.Checked ch : checked) {
            SwitchConfig c = ch.config();
            out.println(c.label() + "  [" + c.vendor().id() + "]  " + portCount(c)
                    + (c.unknownLines().isEmpty() ? "" : ", " + c.unknownLines().size() + " line(s) not understood (kept, not guessed)"));
            if (c.ports().isEmpty()) {
                out.println("  no port is configured in this file");
            }
            int shown = 0;
            for (PortQos p : c.ports()) {
                if (shown++ == 6) {
                    out.println("  ... " + (c.ports().size() - 6) + " more ports (--json lists them all)");
                    break;
                }
                out.println("  " + p.port() + ": " + summary(p, expected));
            }
            c.notes().forEach(n -> out.println("  note: " + n.text()));
            if (nothingUnderstood(c)) {
                out.println("  nothing understood: no port, map, profile or buffer was read from it"
                        + (c.unknownLines().isEmpty() ? "" : " (" + c.unknownLines().size() + " line(s) not understood)"));
            } else if (ch.findings().isEmpty()) {
                out.println("  no finding" + (c.ports().isEmpty() ? " (nothing to check: no port)" : ""));
            } else {
                out.println();
                FindingsText.print(out, ch.findings()); // the one findings format of every command
            }
            out.println();
        }
    }

    /** Nothing was read from the configuration: no port, no named map or profile, no reference, no buffer. */
    static boolean nothingUnderstood(SwitchConfig c) {
        return c.ports().isEmpty() && c.definitions().isEmpty() && c.references().isEmpty() && c.buffers().pools().isEmpty()
                && c.buffers().profiles().isEmpty();
    }

    /** One line per port: where the RoCE and CNP DSCPs judged against (26 and 48 unless told otherwise) land, PFC, ECN. */
    static String summary(PortQos p, Expectation expected) {
        StringBuilder sb = new StringBuilder();
        if (!p.dscpToTc().isEmpty()) {
            int roce = expected.roceDscp();
            int cnp = expected.cnpDscp();
            sb.append("DSCP ").append(roce).append("->").append(p.tcOfDscp(roce).isPresent() ? "TC" + p.tcOfDscp(roce).getAsInt() : "?")
                    .append(" ").append(cnp).append("->").append(p.tcOfDscp(cnp).isPresent() ? "TC" + p.tcOfDscp(cnp).getAsInt() : "?");
        } else if (!p.pcpToTc().isEmpty()) {
            sb.append("by PCP ").append(p.pcpToTc());
        } else {
            sb.append("no classification map");
        }
        sb.append("; PFC ").append(p.pfcPriorities().isEmpty() ? "none" : Numbers.compact(p.pfcPriorities()));
        p.pfcWatchdogPriorities().ifPresent(w -> sb.append("; watchdog ").append(w.isEmpty() ? "none" : Numbers.compact(w)));
        for (QueueQos q : p.queues()) {
            q.ecn().ifPresent(e -> sb.append("; q").append(q.queue()).append(" ECN ")
                    .append(e.min().map(Object::toString).orElse("?")).append(" / ")
                    .append(e.max().map(Object::toString).orElse("?"))
                    .append(e.probabilityPercent().isPresent() ? String.format(java.util.Locale.ROOT, " %.0f%%",
                            e.probabilityPercent().getAsDouble()) : ""));
        }
        return sb.toString();
    }
}
