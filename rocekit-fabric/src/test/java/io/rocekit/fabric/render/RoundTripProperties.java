package io.rocekit.fabric.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.fabric.intent.BufferIntent;
import io.rocekit.fabric.intent.CnpIntent;
import io.rocekit.fabric.intent.EcnIntent;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.intent.NicIntent;
import io.rocekit.fabric.intent.PfcIntent;
import io.rocekit.fabric.intent.TrafficClassIntent;
import io.rocekit.fabric.intent.WatchdogIntent;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.QueueQos;
import io.rocekit.fabric.model.Scheduling;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Trust;
import io.rocekit.fabric.model.Vendor;
import io.rocekit.fabric.read.SwitchReaders;
import io.rocekit.fabric.rule.FabricCheck;
import io.rocekit.fabric.rule.FabricEvidence;
import io.rocekit.fabric.rule.IntentMismatch;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * For every target rocekit can also read, render -> read back gives the intent again: the same
 * normalised per-port model (classification of the intent's DSCPs, queues, PFC, watchdog, ECN bytes,
 * scheduling shares, MTU) on every vendor, and no {@code fabric.intent-mismatch} finding.
 */
class RoundTripProperties {
    static final Map<Target, Vendor> READABLE = Map.of(Target.SONIC, Vendor.SONIC, Target.NVUE, Vendor.NVUE,
            Target.EOS, Vendor.EOS, Target.NXOS, Vendor.NXOS);
    static final Map<Target, List<String>> PORTS = Map.of(Target.SONIC, List.of("Ethernet0", "Ethernet4"),
            Target.NVUE, List.of("swp1", "swp2"), Target.EOS, List.of("Ethernet1", "Ethernet2"),
            Target.NXOS, List.of("Ethernet1/1", "Ethernet1/2"));

    @Property(tries = 150)
    void renderThenReadGivesTheIntentBack(@ForAll("intents") Intent intent) throws Exception {
        Map<Target, Object> projections = new TreeMap<>();
        for (Map.Entry<Target, Vendor> t : READABLE.entrySet()) {
            RenderOptions o = new RenderOptions(PORTS.get(t.getKey()), Map.of(), 256, 10_000_000);
            String text = t.getKey().renderer().render(intent, o);
            List<SwitchConfig> configs = SwitchReaders.read("rendered." + t.getKey().id(), text, t.getValue());
            assertThat(configs).hasSize(1);
            SwitchConfig c = configs.get(0);
            assertThat(c.unknownLines()).as("%s lines not understood:%n%s", t.getKey(), text).isEmpty();
            List<String> portNames = c.ports().stream().map(PortQos::port).toList();
            assertThat(portNames).as(t.getKey().id()).containsAll(PORTS.get(t.getKey()));
            for (String port : PORTS.get(t.getKey())) {
                PortQos p = c.port(port).orElseThrow();
                Object proj = project(intent, p);
                assertThat(proj).as("%s %s%n%s", t.getKey(), port, text).isEqualTo(expected(intent));
                projections.put(t.getKey(), proj);
            }
            List<Finding> findings = FabricCheck.run(FabricEvidence.against(c, intent), RuleSettings.defaults());
            assertThat(findings.stream().filter(f -> f.rule().equals(IntentMismatch.ID)).toList()).as("%s%n%s", t.getKey(), text).isEmpty();
            // render never hands out what 'fabric check' would FAIL
            assertThat(findings.stream().filter(f -> f.severity() == Severity.FAIL).toList()).as("%s%n%s", t.getKey(), text).isEmpty();
        }
        assertThat(new TreeSet<>(projections.values().stream().map(Object::toString).toList())).hasSize(1);
    }

    /** What the intent says, in the projection's terms. */
    static List<Object> expected(Intent in) {
        TreeMap<Integer, Object> queues = new TreeMap<>();
        for (int q = 0; q < 8; q++) {
            int qn = q;
            Optional<EcnIntent> e = in.ecnOf(q);
            Scheduling s = in.scheduling().get(q);
            if (e.isPresent() || s != null) {
                queues.put(q, List.of(e.map(x -> x.minBytes() + "/" + x.maxBytes() + "/" + Math.round(x.probabilityPercent())).orElse("-"),
                        s == null ? "-" : s.kind() == Scheduling.Kind.STRICT ? "strict" : "share " + s.value()));
            }
            assertThat(qn).isBetween(0, 7);
        }
        TreeMap<Integer, Integer> dscpQueue = new TreeMap<>();
        in.dscpToTc().forEach((d, tc) -> dscpQueue.put(d, in.tcToQueue().get(tc)));
        boolean wd = !in.pfc().priorities().isEmpty() && in.pfc().watchdog().isPresent();
        return List.of(in.dscpToTc(), dscpQueue, in.pfc().priorities(), wd ? in.pfc().priorities() : "-", queues, in.mtu());
    }

    /** The same aspects read from a port. */
    static List<Object> project(Intent in, PortQos p) {
        TreeMap<Integer, Integer> tc = new TreeMap<>();
        TreeMap<Integer, Integer> dscpQueue = new TreeMap<>();
        for (int d : in.dscpToTc().keySet()) {
            p.tcOfDscp(d).ifPresent(t -> {
                tc.put(d, t);
                dscpQueue.put(d, p.queueOfTc(t));
            });
        }
        TreeMap<Integer, Object> queues = new TreeMap<>();
        for (QueueQos q : p.queues()) {
            boolean wanted = in.ecnOf(q.queue()).isPresent() || in.scheduling().containsKey(q.queue());
            if (!wanted && q.ecn().isEmpty()) {
                continue;
            }
            queues.put(q.queue(), List.of(q.ecn().map(e -> e.min().flatMap(x -> box(x.bytes())).map(String::valueOf).orElse("?") + "/"
                    + e.max().flatMap(x -> box(x.bytes())).map(String::valueOf).orElse("?") + "/"
                    + (e.probabilityPercent().isPresent() ? Math.round(e.probabilityPercent().getAsDouble()) : "?")).orElse("-"),
                    q.scheduling().map(s -> s.kind() == Scheduling.Kind.STRICT ? "strict" : "share " + s.value()).orElse("-")));
        }
        boolean wd = p.pfcWatchdogPriorities().isPresent() && !p.pfcWatchdogPriorities().get().isEmpty();
        return List.of(tc, dscpQueue, p.pfcPriorities(), wd ? p.pfcWatchdogPriorities().get() : "-", queues,
                p.mtu().isPresent() ? p.mtu().getAsInt() : "-");
    }

    private static Optional<Long> box(java.util.OptionalLong l) {
        return l.isPresent() ? Optional.of(l.getAsLong()) : Optional.empty();
    }

    @Provide
    Arbitrary<Intent> intents() {
        Arbitrary<List<Integer>> prios = Arbitraries.integers().between(1, 5).list().ofMinSize(1).ofMaxSize(2).uniqueElements();
        Arbitrary<List<Integer>> dscps = Arbitraries.integers().between(0, 47).list().ofMinSize(2).ofMaxSize(4).uniqueElements();
        Arbitrary<Boolean> flags = Arbitraries.of(true, false);
        Arbitrary<Long> kb = Arbitraries.longs().between(5, 3000);
        Arbitrary<Integer> mtu = Arbitraries.of(1500, 4200, 9000, 9100, 9216);
        // any action, and times that are not whole hundredths of a second (EOS rounds them, NVUE/NX-OS/Junos only comment them)
        Arbitrary<WatchdogIntent> watchdog = Combinators.combine(Arbitraries.integers().between(100, 5000),
                Arbitraries.integers().between(100, 60_000), Arbitraries.of("drop", "forward", "alert")).as(WatchdogIntent::new);
        return Combinators.combine(prios, dscps, flags.list().ofSize(4), kb.list().ofSize(4), Arbitraries.integers().between(1, 100),
                mtu, Arbitraries.integers().between(5, 95), watchdog).as((ps, ds, f, sizes, prob, m, weight, w) -> {
                    List<TrafficClassIntent> classes = new ArrayList<>();
                    TreeSet<Integer> pfc = new TreeSet<>();
                    List<EcnIntent> ecn = new ArrayList<>();
                    TreeMap<Integer, Scheduling> sched = new TreeMap<>();
                    for (int i = 0; i < ps.size(); i++) {
                        int p = ps.get(i);
                        TreeSet<Integer> d = new TreeSet<>(i == 0 ? ds.subList(0, ds.size() - 1) : ds.subList(ds.size() - 1, ds.size()));
                        if (i == 0 && ps.size() == 1) {
                            d = new TreeSet<>(ds);
                        }
                        classes.add(new TrafficClassIntent("c" + p, p, d, p, p));
                        if (f.get(0) || i == 0) {
                            pfc.add(p);
                        }
                        long min = sizes.get(i * 2) * (f.get(3) ? 1000 : 1024);
                        long max = min + sizes.get(i * 2 + 1) * 1000;
                        ecn.add(new EcnIntent(p, min, max, prob));
                        sched.put(p, new Scheduling(Scheduling.Kind.DWRR, Math.max(1, weight / ps.size())));
                    }
                    if (!f.get(1)) {
                        pfc.clear(); // a lossy design
                    }
                    Optional<CnpIntent> cnp = f.get(2) ? Optional.of(new CnpIntent(48, 6, 6, 6, true)) : Optional.empty();
                    cnp.ifPresent(x -> sched.put(6, Scheduling.strict()));
                    // shares total 100: NVUE refuses bw-percent values above that in sum
                    int used = sched.values().stream().filter(x -> x.kind() == Scheduling.Kind.DWRR).mapToInt(Scheduling::value).sum();
                    sched.put(0, new Scheduling(Scheduling.Kind.DWRR, 100 - used));
                    Optional<WatchdogIntent> wd = f.get(3) ? Optional.of(w) : Optional.empty();
                    return new Intent("random", m, classes, cnp, ecn, new PfcIntent(pfc, wd),
                            new BufferIntent(100_000, "5m", 60_000, 18_432, 78_432, List.of("given")), sched,
                            new NicIntent(Trust.DSCP, ds.get(0), 48, 6, pfc, new TreeMap<>()));
                });
    }
}
