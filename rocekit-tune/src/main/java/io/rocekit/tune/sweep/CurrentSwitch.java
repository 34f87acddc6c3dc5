package io.rocekit.tune.sweep;

import io.rocekit.core.io.TextFiles;
import io.rocekit.core.yaml.YamlNode;
import io.rocekit.fabric.model.BufferProfile;
import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.QueueQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.ConfigSyntaxException;
import io.rocekit.fabric.read.SwitchReaders;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The switch the user runs as the sweep's starting point ({@code base.switch}, docs/tune.md): a
 * configuration in any format {@code rocekit fabric check} reads, through rocekit-fabric's readers.
 * Of its lossless port, the PFC priorities become {@code pfc.enabled}, the ECN thresholds of the
 * queue PFC protects become {@code ecn.kmin/kmax/pmax} (absolute bytes, as switches take them), and
 * the largest shared buffer pool and the lossless priority group's dynamic threshold become
 * {@code switch.buffer} and {@code switch.pfc-alpha-shift}. Those knobs start every point and run as
 * the baseline {@code current}.
 *
 * @param file the configuration as the sweep names it
 * @param port the port read
 * @param knobs the knobs it sets, as {@code --set} text
 * @param notes what could not be carried over, and why
 */
public record CurrentSwitch(String file, String port, Map<String, String> knobs, List<String> notes) {
    public CurrentSwitch {
        knobs = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(knobs));
        notes = List.copyOf(notes);
    }

    /** The baseline that runs what the switch runs. */
    public Baseline baseline() {
        return new Baseline("current", knobs, "the switch configuration " + file + ", port " + port);
    }

    static Optional<CurrentSwitch> read(Map<String, YamlNode> base, Path sweepDir) {
        YamlNode sw = base.get("switch");
        if (sw == null) {
            if (base.containsKey("port")) {
                throw base.get("port").error("base.port names a port of base.switch, which is not given");
            }
            return Optional.empty();
        }
        Path f = Path.of(sw.text());
        f = f.isAbsolute() || sweepDir == null ? f : sweepDir.resolve(f);
        String text;
        try {
            text = TextFiles.read(f);
        } catch (NoSuchFileException e) {
            throw sw.error(f + ": no such file");
        } catch (IOException e) {
            throw sw.error(f + ": cannot read (" + e.getMessage() + ")");
        }
        List<SwitchConfig> configs;
        try {
            configs = SwitchReaders.read(sw.text(), text);
        } catch (ConfigSyntaxException e) {
            throw sw.error(e.getMessage());
        }
        Optional<String> wanted = Optional.ofNullable(base.get("port")).map(YamlNode::text);
        PortQos port = port(configs, wanted).orElseThrow(() -> sw.error(wanted.map(p -> "no port " + p + " in it")
                .orElse("no port with PFC on a priority in it: name one with base.port")));
        SwitchConfig config = configs.stream().filter(c -> c.ports().contains(port)).findFirst().orElseThrow();
        return Optional.of(of(sw.text(), config, port));
    }

    private static Optional<PortQos> port(List<SwitchConfig> configs, Optional<String> wanted) {
        List<PortQos> all = new ArrayList<>();
        configs.forEach(c -> all.addAll(c.ports()));
        if (wanted.isPresent()) {
            return all.stream().filter(p -> p.port().equals(wanted.get())).findFirst();
        }
        return all.stream().filter(p -> !p.pfcPriorities().isEmpty() && !p.port().startsWith("profile "))
                .findFirst().or(() -> all.stream().filter(p -> !p.pfcPriorities().isEmpty()).findFirst());
    }

    static CurrentSwitch of(String file, SwitchConfig config, PortQos port) {
        Map<String, String> k = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        boolean pfcOff = config.pfcGlobal().map(g -> !g.enabled()).orElse(false);
        boolean pfc = !port.pfcPriorities().isEmpty() && !pfcOff;
        k.put("pfc.enabled", Boolean.toString(pfc));
        int priority = port.pfcPriorities().isEmpty() ? 3 : port.pfcPriorities().first();
        int queue = port.queueOfTc(priority);
        Optional<Ecn> ecn = port.queue(queue).flatMap(QueueQos::ecn);
        if (ecn.isEmpty()) {
            k.put("ecn.enabled", "false");
            notes.add("no ECN marking on queue " + queue + " (priority " + priority + "): ECN off");
        } else {
            ecn(ecn.get(), queue, k, notes);
        }
        buffers(config, port, priority, k, notes);
        return new CurrentSwitch(file, port.port(), k, notes);
    }

    private static void ecn(Ecn e, int queue, Map<String, String> k, List<String> notes) {
        OptionalLong min = e.min().flatMap(t -> t.bytes().isPresent() ? Optional.of(t.bytes().getAsLong())
                : Optional.empty()).map(OptionalLong::of).orElse(OptionalLong.empty());
        OptionalLong max = e.max().flatMap(t -> t.bytes().isPresent() ? Optional.of(t.bytes().getAsLong())
                : Optional.empty()).map(OptionalLong::of).orElse(OptionalLong.empty());
        if (min.isEmpty() || max.isEmpty() || min.getAsLong() > max.getAsLong()) {
            notes.add("ECN thresholds of queue " + queue + " are not byte sizes with min <= max ("
                    + e.min().map(Object::toString).orElse("no min") + ", " + e.max().map(Object::toString)
                    .orElse("no max") + "): the scenario's ECN thresholds are kept");
            k.put("ecn.enabled", "true");
            return;
        }
        k.put("ecn.enabled", "true");
        k.put("ecn.scale-with-rate", "false");
        k.put("ecn.kmin", Long.toString(min.getAsLong()));
        k.put("ecn.kmax", Long.toString(max.getAsLong()));
        if (e.probabilityPercent().isPresent() && e.probabilityPercent().getAsDouble() >= 0
                && e.probabilityPercent().getAsDouble() <= 100) {
            k.put("ecn.pmax", KnobText.plain(e.probabilityPercent().getAsDouble() / 100));
        } else {
            notes.add("no marking probability on queue " + queue + ": the scenario's ecn.pmax is kept");
        }
    }

    private static void buffers(SwitchConfig config, PortQos port, int priority, Map<String, String> k,
            List<String> notes) {
        config.buffers().pools().values().stream()
                .filter(p -> p.type().map(t -> t.equals("ingress")).orElse(true))
                .map(p -> p.sizeBytes()).filter(OptionalLong::isPresent).mapToLong(OptionalLong::getAsLong)
                .filter(b -> b > 0).max().ifPresentOrElse(b -> k.put("switch.buffer", Long.toString(b)),
                        () -> notes.add("no ingress buffer pool with a size: the scenario's switch.buffer is kept"));
        port.priorityGroups().entrySet().stream().filter(e -> covers(e.getKey(), priority)).findFirst()
                .map(e -> config.buffers().profiles().get(e.getValue()))
                .flatMap(BufferProfile::dynamicTh).ifPresent(th -> {
                    try {
                        int t = Integer.parseInt(th.trim());
                        if (t <= 0 && t >= -8) {
                            k.put("switch.pfc-alpha-shift", Integer.toString(-t));
                        } else {
                            notes.add("dynamic threshold " + th + " (alpha 2^" + t + ") has no alpha-shift equivalent");
                        }
                    } catch (NumberFormatException ex) {
                        notes.add("dynamic threshold '" + th + "' is not a whole number");
                    }
                });
    }

    /** Whether a priority-group key ({@code 3}, {@code 3-4}) covers {@code priority}. */
    private static boolean covers(String group, int priority) {
        String[] ends = group.trim().split("-", 2);
        try {
            int lo = Integer.parseInt(ends[0].trim());
            int hi = ends.length > 1 ? Integer.parseInt(ends[1].trim()) : lo;
            return priority >= lo && priority <= hi;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
