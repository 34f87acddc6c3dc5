package io.rocekit.host.model;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A PCI function address {@code dddd:bb:dd.f}. lspci omits the domain unless {@code -D} is given
 * or the domain is not 0; nvidia-smi prints an 8-digit domain ({@code 00000000:18:00.0}); NCCL
 * writes {@code 0000:18:00.0}. All of these parse to the same value.
 *
 * @param domain   PCI domain (segment), 0..0xffffffff
 * @param bus      bus, 0..255
 * @param device   device, 0..31
 * @param function function, 0..7
 */
public record PciAddress(long domain, int bus, int device, int function) implements Comparable<PciAddress> {
    private static final Pattern FORM = Pattern.compile(
            "(?:([0-9a-fA-F]{1,8}):)?([0-9a-fA-F]{1,2}):([0-9a-fA-F]{1,2})\\.([0-7])");

    public PciAddress {
        if (domain < 0 || domain > 0xffffffffL) {
            throw new IllegalArgumentException("PCI domain " + domain + " out of range");
        }
        if (bus < 0 || bus > 255) {
            throw new IllegalArgumentException("PCI bus " + bus + " out of range 0..255");
        }
        if (device < 0 || device > 31) {
            throw new IllegalArgumentException("PCI device " + device + " out of range 0..31");
        }
        if (function < 0 || function > 7) {
            throw new IllegalArgumentException("PCI function " + function + " out of range 0..7");
        }
    }

    /** Parses {@code bb:dd.f}, {@code dddd:bb:dd.f} or {@code dddddddd:bb:dd.f}; empty if not one. */
    public static Optional<PciAddress> parse(String text) {
        Matcher m = FORM.matcher(text.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        long domain = m.group(1) == null ? 0 : Long.parseLong(m.group(1), 16);
        int device = Integer.parseInt(m.group(3), 16);
        if (device > 31) {
            return Optional.empty();
        }
        return Optional.of(new PciAddress(domain, Integer.parseInt(m.group(2), 16), device,
                Integer.parseInt(m.group(4))));
    }

    /** The regular expression of one address, for parsers that find it inside a line. */
    public static Pattern pattern() {
        return FORM;
    }

    /** {@code 0000:18:00.0}: the form sysfs and NCCL use. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%04x:%02x:%02x.%x", domain, bus, device, function);
    }

    /** {@code 18:00.0}: the short form lspci prints for domain 0. */
    public String shortForm() {
        return domain == 0 ? String.format(Locale.ROOT, "%02x:%02x.%x", bus, device, function) : toString();
    }

    @Override
    public int compareTo(PciAddress o) {
        int c = Long.compare(domain, o.domain);
        if (c == 0) {
            c = Integer.compare(bus, o.bus);
        }
        if (c == 0) {
            c = Integer.compare(device, o.device);
        }
        return c != 0 ? c : Integer.compare(function, o.function);
    }
}
