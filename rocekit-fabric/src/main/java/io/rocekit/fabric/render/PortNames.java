package io.rocekit.fabric.render;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ports as users write them for each target, expanded and checked: SONiC {@code Ethernet0-124}
 * (every 4th, SONiC's naming step for 4-lane ports: Ethernet0, Ethernet4, ...; {@code
 * Ethernet0-248/8} for 8-lane ports), NVUE {@code swp1-32} and breakouts {@code swp1s0-3}, EOS and
 * NX-OS {@code Ethernet1/1-32} (and breakouts {@code Ethernet1/1/1-4}), Comware
 * {@code HundredGigE1/0/1-8}, Junos {@code et-0/0/0-31}. A name in another target's form is refused
 * naming the form expected ({@code --target eos --ports swp1}).
 */
public final class PortNames {
    /** The most ports one render takes (a 64-port switch broken out 8 ways is 512). */
    public static final int MAX_PORTS = 1024;

    private record Form(Pattern name, String expected) {
    }

    private static final Pattern RANGE = Pattern.compile("(.*?)(\\d+)-(\\d+)(?:/(\\d+))?");

    private PortNames() {
    }

    private static Optional<Form> form(Target t) {
        return switch (t) {
            case SONIC -> Optional.of(new Form(Pattern.compile("Ethernet\\d{1,4}"),
                    "SONiC port names like Ethernet0, or a range Ethernet0-124 (every 4th; Ethernet0-248/8 for every 8th)"));
            case NVUE -> Optional.of(new Form(Pattern.compile("swp\\d{1,3}(s\\d{1,2})?"),
                    "Cumulus port names like swp1 or swp1s0, or a range swp1-32 / swp1s0-3"));
            case EOS -> Optional.of(new Form(Pattern.compile("Ethernet\\d{1,3}(/\\d{1,3}){0,2}"),
                    "EOS port names like Ethernet1 or Ethernet49/1, or a range Ethernet1-32 / Ethernet49/1-4"));
            case NXOS -> Optional.of(new Form(Pattern.compile("Ethernet\\d{1,3}/\\d{1,3}(/\\d{1,3})?"),
                    "NX-OS port names like Ethernet1/1 or Ethernet1/1/1, or a range Ethernet1/1-32"));
            case COMWARE -> Optional.of(new Form(Pattern.compile(
                    "(FourHundredGigE|TwoHundredGigE|HundredGigE|FortyGigE|TwentyFiveGigE|Ten-GigabitEthernet|GigabitEthernet)"
                            + "\\d{1,3}/\\d{1,3}/\\d{1,3}(:\\d{1,2})?"),
                    "Comware port names like HundredGigE1/0/1 or FourHundredGigE1/0/1:1, or a range HundredGigE1/0/1-32"));
            case JUNOS -> Optional.of(new Form(Pattern.compile("(et|xe|ge|mge)-\\d{1,2}/\\d{1,2}/\\d{1,3}(:\\d{1,2})?"),
                    "Junos port names like et-0/0/0 or et-0/0/0:1, or a range et-0/0/0-31"));
            case NIC -> Optional.empty();
        };
    }

    /**
     * The ports {@code written} names for {@code target}, ranges expanded, duplicates dropped.
     *
     * @throws IllegalArgumentException naming the name and the form the target expects
     */
    public static List<String> expand(Target target, List<String> written) {
        Form f = form(target).orElseThrow(() -> new IllegalArgumentException("the " + target.id()
                + " target configures hosts, not switch ports"));
        LinkedHashSet<String> out = new LinkedHashSet<>();
        for (String w : written) {
            String s = w.trim();
            if (f.name().matcher(s).matches()) {
                out.add(s);
            } else {
                out.addAll(range(target, f, s));
            }
            if (out.size() > MAX_PORTS) {
                throw new IllegalArgumentException("more than " + MAX_PORTS + " ports");
            }
        }
        return new ArrayList<>(out);
    }

    private static List<String> range(Target target, Form f, String s) {
        Matcher m = RANGE.matcher(s);
        if (!m.matches() || m.group(2).length() > 4 || m.group(3).length() > 4) {
            throw new IllegalArgumentException("expected " + f.expected() + ", found '" + s + "'");
        }
        int from = Integer.parseInt(m.group(2));
        int to = Integer.parseInt(m.group(3));
        int step = m.group(4) != null ? Integer.parseInt(m.group(4)) : target == Target.SONIC ? 4 : 1;
        if (m.group(4) != null && (target != Target.SONIC || step < 1 || step > 8)) {
            throw new IllegalArgumentException("expected " + f.expected() + ", found '" + s + "' (a step /N is SONiC's, 1..8)");
        }
        if (to < from || (to - from) % step != 0 || (to - from) / step >= MAX_PORTS) {
            throw new IllegalArgumentException("expected " + f.expected() + ", found '" + s + "' (a range runs upwards"
                    + (step > 1 ? " in steps of " + step : "") + ")");
        }
        List<String> out = new ArrayList<>();
        for (int i = from; i <= to; i += step) {
            String name = m.group(1) + i;
            if (!f.name().matcher(name).matches()) {
                throw new IllegalArgumentException("expected " + f.expected() + ", found '" + s + "'");
            }
            out.add(name);
        }
        return out;
    }
}
