package io.rocekit.fabric.read;

import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Vendor;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Cisco NX-OS running-config (Nexus 9000 QoS configuration guide): {@code class-map type qos}
 * matching {@code cos} or {@code dscp}, {@code policy-map type qos} setting a {@code qos-group},
 * {@code policy-map type network-qos} with {@code pause pfc-cos N} and {@code mtu}, {@code
 * policy-map type queuing} with per-queue {@code bandwidth [remaining] percent}, {@code priority}
 * and {@code random-detect ... ecn}, attached under {@code system qos} or an interface, and per
 * interface {@code priority-flow-control mode on|auto|off}. On the 8-queue default the class
 * {@code c-out-8q-qN} is queue N and qos-group N lands in it.
 */
public final class NxosReader implements SwitchReader {
    /** Lines only an NX-OS QoS configuration has (compiled once: recognition runs on every file a snapshot holds). */
    private static final Pattern SIGNATURE = Pattern.compile("^(policy-map type (network-qos|queuing) \\S+"
            + "|class-map type (queuing|network-qos) .*"
            + "|\\s+pause pfc-cos [\\d ,]+|\\s+class type (network-qos|queuing) \\S+|system qos)\\s*$");

    @Override
    public Vendor vendor() {
        return Vendor.NXOS;
    }

    @Override
    public boolean recognises(String text) {
        for (String l : text.lines().toList()) {
            if (SIGNATURE.matcher(l).matches()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public List<SwitchConfig> read(String file, String text) throws ConfigSyntaxException {
        ReadContext cx = new ReadContext(file, Vendor.NXOS);
        NxosPolicies policies = new NxosPolicies(cx);
        for (Indented.Line l : Indented.parse(NxosCommands.indented(text), "!")) {
            policies.accept(l);
        }
        new NxosPorts(cx, policies).build();
        return List.of(cx.build(Optional.empty()));
    }
}
