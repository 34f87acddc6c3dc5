package io.rocekit.fabric.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.intent.IntentReader;
import io.rocekit.fabric.intent.Profiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every line rocekit renders is one of the command templates below, each with the vendor page that
 * documents it; a rendered line outside them fails. Comments ({@code #}, {@code !}) and blank lines
 * are not commands. Placeholders: N a number, NAME rocekit's names, PORT the target's port form.
 */
class VendorGrammarTest {
    private record Template(String regex, String source) {
        boolean matches(String line) {
            String r = regex.replace("NAME", "\u0000").replace("N", "\\d+").replace("\u0000", "[A-Z0-9_-]+");
            return Pattern.compile(r).matcher(line).matches();
        }
    }

    private static final String NVUE_REF = "NVUE command reference, QoS set commands "
            + "(https://docs.nvidia.com/networking-ethernet-software/nvue-reference/Set-and-Unset-Commands/QoS/)";
    private static final String CL512_EGRESS = "Cumulus Linux 5.12 QoS guide, Egress Queues: only default-global, no interface binding";
    private static final String AVD = "Arista AVD eos_cli_config_gen (templates/eos/ethernet-interfaces.j2, qos.j2, "
            + "priority-flow-control.j2; schema qos_profiles[].priority_flow_control.watchdog.action: drop | notify-only)";
    private static final String AVD_WATCHDOG_TIMER = AVD + "; schema qos_profiles[].priority_flow_control.watchdog.timer: timeout and"
            + " recovery_time pattern \\d+(\\.\\d{1,2})? ('Example: 0.01 or 60'), polling_interval auto|\\d+(\\.\\d{1,3})?";
    private static final String N9K = "Cisco Nexus 9000 Series NX-OS Quality of Service Configuration Guide, 10.5(x): "
            + "Configuring Classification (match dscp), Configuring Queuing and Scheduling (priority level 1, bandwidth remaining "
            + "percent, random-detect ... ecn), Configuring Priority Flow Control (priority-flow-control mode on, "
            + "watch-dog-interval on|off in interface mode)";
    private static final String H3C = "H3C S6850/S9850 Comware 7 ACL and QoS Command Reference (qos map-table, qos wred "
            + "queue table, qos wrr) and PFC Command Reference (priority-flow-control ...); Interface Command Reference (jumboframe)";
    private static final String JUNOS = "Juniper Junos class-of-service statements (forwarding-classes, classifiers dscp, "
            + "congestion-notification-profile, drop-profiles interpolate, schedulers, scheduler-maps), Juniper Apstra DCQCN configlet"
            + " (Juniper/terraform-apstra-examples ai-cluster-jvd/configlet_dcqcn.tf: drop-profile-map loss-priority any protocol any,"
            + " no-loss classes beside QFX's default fcoe/no-loss queues, 'Defining CoS Forwarding Classes' same drop attribute)";

    private static final Map<Target, List<Template>> GRAMMAR = Map.of(
            Target.NVUE, List.of(
                    t("nv set qos mapping rocekit trust l3", NVUE_REF),
                    t("nv set qos mapping rocekit dscp N switch-priority N", NVUE_REF),
                    t("nv set qos egress-queue-mapping default-global switch-priority N traffic-class N", CL512_EGRESS),
                    t("nv set qos traffic-pool default-(lossless|lossy) memory-percent N", "NVIDIA Cumulus Linux 5.14 Quality of"
                            + " Service, Flow Control Buffers (https://docs.nvidia.com/networking-ethernet-software/cumulus-linux-514/"
                            + "Layer-1-and-Switch-Ports/Quality-of-Service/)"),
                    t("nv set qos pfc rocekit switch-priority N", NVUE_REF),
                    t("nv set qos pfc rocekit cable-length N", NVUE_REF),
                    t("nv set qos congestion-control rocekit traffic-class N ecn enable", NVUE_REF),
                    t("nv set qos congestion-control rocekit traffic-class N (min|max)-threshold N", NVUE_REF),
                    t("nv set qos congestion-control rocekit traffic-class N probability N", NVUE_REF + " (1-100)"),
                    t("nv set qos egress-scheduler rocekit traffic-class N mode (strict|dwrr)", NVUE_REF),
                    t("nv set qos egress-scheduler rocekit traffic-class N bw-percent N", NVUE_REF + " (total at most 100)"),
                    t("nv set interface swp\\d+ qos (mapping|pfc|congestion-control|egress-scheduler) profile rocekit",
                            NVUE_REF + " (interface qos ... profile, 5.4+)"),
                    t("nv set interface swp\\d+ link mtu N", NVUE_REF + " (interface link mtu 552-9216)"),
                    t("nv set interface swp\\d+ qos pfc-watchdog state enable", NVUE_REF + " (interface qos pfc-watchdog state:"
                            + " 'Enables or disables PFC watchdog on the interface', 5.6+)"),
                    t("nv config apply", NVUE_REF)),
            Target.EOS, List.of(
                    t("qos map dscp N to traffic-class N", AVD),
                    t("qos map traffic-class N to tx-queue N", AVD),
                    t("interface Ethernet[\\d/]+", AVD),
                    t("   mtu N", AVD + " (EOS: at most 9214)"),
                    t("   qos trust dscp", AVD),
                    t("   priority-flow-control on", AVD),
                    t("   priority-flow-control priority N no-drop", AVD),
                    t("   priority-flow-control pause watchdog", AVD),
                    t("   priority-flow-control pause watchdog port action (drop|notify-only)", AVD),
                    t("   priority-flow-control pause watchdog port timer timeout \\d+(\\.\\d{1,2})? polling-interval auto "
                            + "recovery-time \\d+(\\.\\d{1,2})? forced", AVD_WATCHDOG_TIMER),
                    t("   tx-queue N", AVD),
                    t("      priority strict", AVD),
                    t("      no priority", AVD),
                    t("      bandwidth percent N", AVD),
                    t("      random-detect ecn minimum-threshold N (bytes|kbytes|mbytes) maximum-threshold N (bytes|kbytes|mbytes)"
                            + " max-mark-probability N", AVD)),
            Target.NXOS, List.of(
                    t("class-map type qos match-all NAME", N9K),
                    t("  match dscp [\\d,]+", N9K),
                    t("policy-map type (qos|network-qos|queuing) NAME", N9K),
                    t("  class NAME", N9K),
                    t("    set qos-group N", N9K),
                    t("  class type network-qos c-8q-nq(N|-default)", N9K),
                    t("    pause pfc-cos [\\d,]+", N9K),
                    t("    mtu N", N9K),
                    t("  class type queuing c-out-8q-q(N|-default)", N9K),
                    t("    priority level 1", N9K),
                    t("    bandwidth remaining percent N", N9K),
                    t("    random-detect minimum-threshold N (bytes|kbytes|mbytes) maximum-threshold N (bytes|kbytes|mbytes) "
                            + "drop-probability N weight 0 ecn", N9K),
                    t("system qos", N9K),
                    t("  service-policy type (network-qos|queuing output|qos input) NAME", N9K),
                    t("interface Ethernet[\\d/]+", N9K),
                    t("  priority-flow-control mode (on|off)", N9K),
                    t("  priority-flow-control watch-dog-interval on", N9K),
                    t("  mtu N", N9K)),
            Target.COMWARE, List.of(
                    t("qos map-table (dscp-dot1p|dot1p-lp)", H3C),
                    t(" import N export N", H3C),
                    t("qos wred queue table NAME", H3C),
                    t(" queue N drop-level N low-limit N high-limit N discard-probability N", H3C),
                    t(" queue N weighting-constant 0", H3C),
                    t(" queue N ecn", H3C),
                    t("priority-flow-control no-drop dot1p \\d( \\d)*", H3C),
                    t("interface [A-Za-z-]+[\\d/:]+", H3C),
                    t(" jumboframe enable N", H3C),
                    t(" qos trust dscp", H3C),
                    t(" priority-flow-control enable", H3C),
                    t(" priority-flow-control no-drop dot1p \\d( \\d)*", H3C),
                    t(" priority-flow-control deadlock enable", H3C),
                    t(" qos wred apply NAME", H3C),
                    t(" qos wrr byte-count", H3C),
                    t(" qos wrr N group (sp|1 byte-count N)", H3C)),
            Target.JUNOS, List.of(
                    t("set class-of-service forwarding-classes class NAME queue-num N( no-loss pfc-priority N)?", JUNOS),
                    t("set class-of-service classifiers dscp NAME forwarding-class NAME loss-priority low code-points [01]{6}", JUNOS),
                    t("set class-of-service congestion-notification-profile NAME input dscp code-point [01]{6} pfc", JUNOS),
                    t("set class-of-service congestion-notification-profile NAME output ieee-802.1 code-point [01]{3} "
                            + "flow-control-queue N", JUNOS),
                    t("set class-of-service congestion-notification-profile NAME pfc-watchdog", JUNOS),
                    t("set class-of-service drop-profiles NAME interpolate fill-level \\[ N N \\] drop-probability \\[ 0 N \\]", JUNOS),
                    t("set class-of-service schedulers NAME (priority strict-high|transmit-rate percent N|"
                            + "explicit-congestion-notification|drop-profile-map loss-priority any protocol any drop-profile NAME)",
                            JUNOS),
                    t("set class-of-service scheduler-maps NAME forwarding-class [A-Za-z0-9-]+ scheduler NAME", JUNOS),
                    t("set interfaces [a-z]+-[\\d/:]+ mtu N", JUNOS),
                    t("set class-of-service interfaces [a-z]+-[\\d/:]+ (congestion-notification-profile|scheduler-map) NAME", JUNOS),
                    t("set class-of-service interfaces [a-z]+-[\\d/:]+ unit 0 classifiers dscp NAME", JUNOS)));

    private static Template t(String regex, String source) {
        return new Template(regex, source);
    }

    static List<Intent> intents() throws Exception {
        List<Intent> out = new ArrayList<>();
        for (String p : Profiles.names()) {
            out.add(Profiles.intent(p));
        }
        for (String action : List.of("drop", "forward", "alert")) {
            out.add(IntentReader.read("wd-" + action + ".yaml", "base: nvidia-lossless\npfc:\n  watchdog: {action: " + action + "}\n"));
        }
        out.add(IntentReader.read("wd-odd-times.yaml", "base: nvidia-lossless\npfc:\n  watchdog: {detectionMs: 205, restorationMs: 1}\n"));
        return out;
    }

    private static void everyLineIsATemplate(Target target, List<String> ports) throws Exception {
        List<Template> grammar = GRAMMAR.get(target);
        for (Intent in : intents()) {
            String text = Rendering.render(target, in, new RenderOptions(ports, Map.of(), 256, 10_000_000)).text();
            for (String line : text.lines().toList()) {
                if (line.isBlank() || line.trim().startsWith("#") || line.trim().startsWith("!")) {
                    continue;
                }
                assertThat(grammar).as("%s line not in the %s grammar: '%s'%n%s", in.name(), target, line, text)
                        .anyMatch(g -> g.matches(line));
            }
        }
    }

    @Test
    void nvueLinesAreNvueCommands() throws Exception {
        everyLineIsATemplate(Target.NVUE, List.of("swp1", "swp2"));
    }

    @Test
    void nvueNeverNamesAnEgressQueueMappingProfileOrBindsOne() throws Exception {
        for (Intent in : intents()) {
            String text = Target.NVUE.renderer().render(in, new RenderOptions(List.of("swp1"), Map.of(), 256, 10_000_000));
            assertThat(text).doesNotContain("egress-queue-mapping rocekit").doesNotContain("qos egress-queue-mapping profile");
        }
    }

    @Test
    void eosLinesAreEosCommandsAndThePortWatchdogActionIsDropOrNotifyOnly() throws Exception {
        everyLineIsATemplate(Target.EOS, List.of("Ethernet1", "Ethernet49/1"));
        String alert = Target.EOS.renderer().render(intents().get(Profiles.names().size() + 2), RenderOptions.defaults());
        assertThat(alert).contains("port action notify-only").doesNotContain("port action no-drop");
    }

    @Test
    void eosNeverWritesTheGlobalNoDropWatchdogActionNorATimerWithThreeDecimals() throws Exception {
        // AVD 5.x wrote 'priority-flow-control pause watchdog action no-drop'; EOS answers "% Unavailable command"
        // (aristanetworks/avd#6399) and AVD 6.0 removed it (#6400). Timers take at most two decimals (AVD schema).
        String forward = Target.EOS.renderer().render(intents().get(Profiles.names().size() + 1), RenderOptions.defaults());
        assertThat(forward).doesNotContain("\npriority-flow-control pause watchdog action").doesNotContain("   priority-flow-control pause watchdog port action")
                .contains("! watchdog action forward: EOS has no such action")
                .contains("   priority-flow-control pause watchdog\n");
        String odd = Target.EOS.renderer().render(intents().get(Profiles.names().size() + 3), RenderOptions.defaults());
        assertThat(odd).contains("port timer timeout 0.21 polling-interval auto recovery-time 0.01 forced")
                .contains("intent asked 205 ms / 1 ms, written 0.21 s / 0.01 s");
        assertThat(EosRenderer.seconds(200)).isEqualTo("0.2");
        assertThat(EosRenderer.seconds(60_000)).isEqualTo("60");
    }

    @Test
    void nxosLinesAreNexus9000Commands() throws Exception {
        everyLineIsATemplate(Target.NXOS, List.of("Ethernet1/1"));
    }

    @Test
    void comwareLinesAreComwareCommands() throws Exception {
        everyLineIsATemplate(Target.COMWARE, List.of("HundredGigE1/0/1"));
    }

    @Test
    void junosLinesAreJunosStatements() throws Exception {
        everyLineIsATemplate(Target.JUNOS, List.of("et-0/0/0"));
    }
}
