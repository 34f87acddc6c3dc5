package io.rocekit.fabric.intent;

import static io.rocekit.fabric.intent.IntentValues.fail;

import io.rocekit.core.yaml.YamlNode;
import io.rocekit.fabric.model.Scheduling;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The checks that span sections, so that an intent which would render into a configuration that
 * {@code fabric check} FAILs is refused when it is read: PFC on exactly the lossless classes'
 * priorities, ECN only on data queues and on every lossless one, DCQCN only where a class is, a
 * CNP class of its own (DSCP, priority, traffic class and queue), one DSCP per class.
 *
 * <p>A class is lossless unless it says {@code lossless: false} in a design with PFC; in a design
 * without PFC no class is lossless, and one that says {@code lossless: true} is an error.
 */
final class IntentConsistency {
    private final YamlNode root;

    private IntentConsistency(YamlNode root) {
        this.root = root;
    }

    static void check(YamlNode root, Intent in, List<IntentSections.ReadClass> read) {
        IntentConsistency c = new IntentConsistency(root);
        c.oneDscpPerClass(in);
        c.oneMappingPerPriority(in);
        c.pfcOnLosslessClasses(in, read);
        c.ecnOnDataQueues(in);
        c.cnpOfItsOwn(in);
        c.dcqcnWhereClassesAre(in);
    }

    private void oneDscpPerClass(Intent in) {
        Map<Integer, String> seen = new TreeMap<>();
        for (int i = 0; i < in.classes().size(); i++) {
            for (int d : in.classes().get(i).dscp()) {
                String prev = seen.put(d, "classes[" + i + "]");
                if (prev != null) {
                    throw fail(root, "classes[" + i + "].dscp", "DSCP " + d + " is already in " + prev);
                }
            }
        }
        in.cnp().filter(c -> seen.containsKey(c.dscp())).ifPresent(c -> {
            throw fail(root, "cnp.dscp", "DSCP " + c.dscp() + " is already in " + seen.get(c.dscp()) + "; CNPs need their own DSCP");
        });
    }

    private void oneMappingPerPriority(Intent in) {
        Map<Integer, Integer> tcQueue = new TreeMap<>();
        Map<Integer, Integer> prioTc = new TreeMap<>();
        for (TrafficClassIntent c : in.classes()) {
            Integer q = tcQueue.put(c.trafficClass(), c.queue());
            Integer t = prioTc.put(c.priority(), c.trafficClass());
            if ((q != null && q != c.queue()) || (t != null && t != c.trafficClass())) {
                throw fail(root, "classes", "class " + c.name() + " maps priority " + c.priority() + " / traffic class "
                        + c.trafficClass() + " differently from another class");
            }
        }
    }

    private void pfcOnLosslessClasses(Intent in, List<IntentSections.ReadClass> read) {
        boolean pfcDesign = !in.pfc().priorities().isEmpty();
        TreeSet<Integer> lossless = new TreeSet<>();
        for (IntentSections.ReadClass r : read) {
            boolean l = r.lossless().orElse(pfcDesign);
            if (l && !pfcDesign) {
                throw fail(r.at(), "lossless", "class " + r.intent().name() + " is lossless but pfc.priorities is empty: "
                        + "add " + r.intent().priority() + " to pfc.priorities, or make the class lossless: false");
            }
            if (l) {
                lossless.add(r.intent().priority());
            }
        }
        if (pfcDesign && !lossless.equals(in.pfc().priorities())) {
            throw fail(root, "pfc.priorities", "PFC on " + in.pfc().priorities() + " but the lossless classes are on priorities "
                    + lossless + ": PFC must protect exactly the lossless classes (a class that is meant to be lossy says "
                    + "lossless: false); RoCE on an unprotected priority is dropped under congestion");
        }
    }

    private void ecnOnDataQueues(Intent in) {
        TreeSet<Integer> dataQueues = new TreeSet<>();
        in.classes().forEach(c -> dataQueues.add(c.queue()));
        for (int i = 0; i < in.ecn().size(); i++) {
            int q = in.ecn().get(i).queue();
            if (!dataQueues.contains(q)) {
                throw fail(root, "ecn.queues[" + i + "].queue", "queue " + q + " carries no class (data queues: " + dataQueues
                        + "): ECN belongs on the queues RoCE data leaves by");
            }
        }
        if (in.ecn().isEmpty()) {
            return;
        }
        for (TrafficClassIntent c : in.losslessClasses()) {
            if (in.ecnOf(c.queue()).isEmpty()) {
                throw fail(root, "ecn.queues", "lossless class " + c.name() + " leaves by queue " + c.queue()
                        + ", which has no ECN: congestion there would only ever pause; add queue " + c.queue() + " to ecn.queues");
            }
        }
    }

    private void cnpOfItsOwn(Intent in) {
        if (in.cnp().isEmpty()) {
            return;
        }
        CnpIntent c = in.cnp().get();
        if (in.pfc().priorities().contains(c.priority())) {
            throw fail(root, "cnp.priority", "priority " + c.priority() + " is a PFC priority: CNPs must not be paused "
                    + "behind the data they throttle");
        }
        for (TrafficClassIntent d : in.classes()) {
            if (d.priority() == c.priority() || d.trafficClass() == c.trafficClass() || d.queue() == c.queue()) {
                throw fail(root, "cnp", "the CNP class shares priority, traffic class or queue with class " + d.name()
                        + " (priority " + d.priority() + ", traffic class " + d.trafficClass() + ", queue " + d.queue() + ")");
            }
        }
        if (c.strict() && in.scheduling().containsKey(c.queue()) && in.scheduling().get(c.queue()).kind() != Scheduling.Kind.STRICT) {
            throw fail(root, "scheduling", "cnp.strict is true but queue " + c.queue() + " is scheduled "
                    + in.scheduling().get(c.queue()));
        }
        if (in.nic().cnpDscp() != c.dscp() || in.nic().cnpPriority() != c.priority()) {
            throw fail(root, "nic", "the NIC sends CNPs with DSCP " + in.nic().cnpDscp() + " / priority " + in.nic().cnpPriority()
                    + " but the switch's CNP class is DSCP " + c.dscp() + " / priority " + c.priority());
        }
    }

    private void dcqcnWhereClassesAre(Intent in) {
        TreeSet<Integer> classPriorities = new TreeSet<>();
        in.classes().forEach(c -> classPriorities.add(c.priority()));
        SortedSet<Integer> dcqcn = in.nic().dcqcnPriorities();
        for (int p : dcqcn) {
            if (!classPriorities.contains(p)) {
                throw fail(root, "nic.dcqcnPriorities", "priority " + p + " carries no class (classes are on " + classPriorities
                        + "): DCQCN reacts to the marks of data classes");
            }
        }
        if (!in.classes().isEmpty() && in.classes().stream().noneMatch(c -> c.dscp().contains(in.nic().rdmaCmDscp()))) {
            throw fail(root, "nic.rdmaCmDscp", "DSCP " + in.nic().rdmaCmDscp() + " is in no class: RDMA-CM traffic would "
                    + "leave the RoCE classes");
        }
    }
}
