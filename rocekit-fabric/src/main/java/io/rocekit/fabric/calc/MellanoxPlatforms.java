package io.rocekit.fabric.calc;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which Spectrum ASIC a SONiC switch has, from {@code DEVICE_METADATA} {@code platform} (the table of
 * sonic-net/sonic-buildimage {@code platform/mellanox/asic_table.j2}) or, where the platform is not in
 * that table, from the model number in the platform or {@code hwsku} ({@code Mellanox-SN5610N-C224O8}):
 * SN2xxx Spectrum, SN3xxx Spectrum-2, SN4xxx Spectrum-3 (the SN4280 included), SN5400/SN5600/SN5610N
 * Spectrum-4, SN5640 Spectrum-5, SN6600 Spectrum-6.
 */
public final class MellanoxPlatforms {
    /** asic_table.j2's platform2asic, as rocekit's ASIC names. */
    static final Map<String, String> PLATFORMS = Map.ofEntries(
            Map.entry("x86_64-mlnx_lssn2700-r0", "spectrum"), Map.entry("x86_64-mlnx_msn2010-r0", "spectrum"),
            Map.entry("x86_64-mlnx_msn2100-r0", "spectrum"), Map.entry("x86_64-mlnx_msn2410-r0", "spectrum"),
            Map.entry("x86_64-mlnx_msn2700-r0", "spectrum"), Map.entry("x86_64-mlnx_msn2700a1-r0", "spectrum"),
            Map.entry("x86_64-mlnx_msn2700_simx-r0", "spectrum"), Map.entry("x86_64-mlnx_msn2740-r0", "spectrum"),
            Map.entry("x86_64-nvidia_sn2201-r0", "spectrum"),
            Map.entry("x86_64-mlnx_msn3420-r0", "spectrum-2"), Map.entry("x86_64-mlnx_msn3700c-r0", "spectrum-2"),
            Map.entry("x86_64-mlnx_msn3700-r0", "spectrum-2"), Map.entry("x86_64-mlnx_msn3700_simx-r0", "spectrum-2"),
            Map.entry("x86_64-mlnx_msn3800-r0", "spectrum-2"),
            Map.entry("x86_64-mlnx_msn4410-r0", "spectrum-3"), Map.entry("x86_64-mlnx_msn4700_simx-r0", "spectrum-3"),
            Map.entry("x86_64-mlnx_msn4700-r0", "spectrum-3"), Map.entry("x86_64-mlnx_msn4600c-r0", "spectrum-3"),
            Map.entry("x86_64-mlnx_msn4600-r0", "spectrum-3"), Map.entry("x86_64-nvidia_sn4280_simx-r0", "spectrum-3"),
            Map.entry("x86_64-nvidia_sn4280-r0", "spectrum-3"), Map.entry("x86_64-nvidia_sn4800-r0", "spectrum-3"),
            Map.entry("x86_64-nvidia_sn4800_simx-r0", "spectrum-3"),
            Map.entry("x86_64-nvidia_sn5400-r0", "spectrum-4"), Map.entry("x86_64-nvidia_sn5600-r0", "spectrum-4"),
            Map.entry("x86_64-nvidia_sn5610n-r0", "spectrum-4"), Map.entry("x86_64-nvidia_sn5400_simx-r0", "spectrum-4"),
            Map.entry("x86_64-nvidia_sn5600_simx-r0", "spectrum-4"),
            Map.entry("x86_64-nvidia_sn5640-r0", "spectrum-5"), Map.entry("x86_64-nvidia_sn5640_simx-r0", "spectrum-5"),
            Map.entry("x86_64-nvidia_sn6600_simx-r0", "spectrum-6"));

    /** A Spectrum model number in a platform or SKU: {@code msn2700}, {@code sn5610n}, {@code SN4280}. */
    private static final Pattern MODEL = Pattern.compile("(?:^|[_-])m?sn(\\d)\\d\\d\\d");

    private MellanoxPlatforms() {
    }

    /** The ASIC of a platform and SKU, if either names a Spectrum switch rocekit knows. */
    public static Optional<Headroom.Asic> asicOf(Optional<String> platform, Optional<String> hwsku) {
        Optional<String> byTable = platform.map(p -> PLATFORMS.get(p.trim().toLowerCase(Locale.ROOT)));
        if (byTable.isPresent()) {
            return byTable.map(Headroom.ASICS::get);
        }
        for (Optional<String> s : java.util.List.of(platform, hwsku)) {
            Optional<String> m = s.flatMap(MellanoxPlatforms::byModel);
            if (m.isPresent()) {
                return m.map(Headroom.ASICS::get);
            }
        }
        return Optional.empty();
    }

    /** The vendor word of a SONiC platform name: {@code x86_64-arista_7050_qx32s} is {@code arista}. */
    private static final Pattern PLATFORM_VENDOR = Pattern.compile("^[a-z0-9_]+-([a-z]+)[_-]");
    /** Vendor words of NVIDIA's own platforms. */
    private static final java.util.Set<String> NVIDIA_WORDS = java.util.Set.of("mlnx", "nvidia", "mellanox");

    /**
     * The vendor of a platform that is plainly not a Spectrum switch ({@code x86_64-arista_7050_qx32s}:
     * {@code arista}; also Dell, Celestica, Accton, Nokia ...): its headroom comes from its vendor's own
     * tables, not from the Mellanox formula. Empty where the platform is NVIDIA's or not named.
     */
    public static Optional<String> otherVendor(Optional<String> platform, Optional<String> hwsku) {
        if (asicOf(platform, hwsku).isPresent()) {
            return Optional.empty();
        }
        return platform.map(p -> PLATFORM_VENDOR.matcher(p.trim().toLowerCase(Locale.ROOT)))
                .filter(Matcher::find).map(m -> m.group(1)).filter(v -> !NVIDIA_WORDS.contains(v));
    }

    private static Optional<String> byModel(String text) {
        Matcher m = MODEL.matcher(text.toLowerCase(Locale.ROOT));
        if (!m.find()) {
            return Optional.empty();
        }
        return switch (m.group(1).charAt(0) - '0') {
            case 2 -> Optional.of("spectrum");
            case 3 -> Optional.of("spectrum-2");
            case 4 -> Optional.of("spectrum-3");
            case 5 -> Optional.of(text.toLowerCase(Locale.ROOT).contains("sn5640") ? "spectrum-5" : "spectrum-4");
            case 6 -> Optional.of("spectrum-6");
            default -> Optional.empty();
        };
    }
}
