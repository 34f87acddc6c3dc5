package io.rocekit.host.parse.ethtool;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * {@code ethtool IFACE}: link settings.
 *
 * @param interfaceName      from {@code Settings for IFACE:}, if shown
 * @param supportedLinkModes {@code Supported link modes} ({@code 400000baseCR4/Full} ...)
 * @param advertisedLinkModes {@code Advertised link modes}
 * @param speed              {@code Speed:} in Mb/s, empty when {@code Unknown!} (link down)
 * @param speedLine          the {@code Speed:} line
 * @param linkDetected       {@code Link detected: yes|no}
 * @param linkDetectedLine   its line
 * @param autoNegotiation    {@code Auto-negotiation: on|off}
 */
public record EthtoolSettings(Optional<String> interfaceName, List<String> supportedLinkModes,
        List<String> advertisedLinkModes, OptionalLong speed, Optional<SourceLine> speedLine,
        Optional<Boolean> linkDetected, Optional<SourceLine> linkDetectedLine, Optional<Boolean> autoNegotiation,
        Optional<SourceLine> supportedLine) {
    public EthtoolSettings {
        supportedLinkModes = List.copyOf(supportedLinkModes);
        advertisedLinkModes = List.copyOf(advertisedLinkModes);
    }

    /** The fastest supported link mode in Mb/s ({@code 400000baseCR4/Full} is 400000), if any is listed. */
    public OptionalLong ratedSpeedMbps() {
        return supportedLinkModes.stream().map(EthtoolSettings::modeSpeedMbps).filter(OptionalLong::isPresent)
                .mapToLong(OptionalLong::getAsLong).max();
    }

    /** The speed of a link mode name, in Mb/s. */
    static OptionalLong modeSpeedMbps(String mode) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^(\\d{1,15})base").matcher(mode);
        return m.find() ? OptionalLong.of(Long.parseLong(m.group(1))) : OptionalLong.empty();
    }
}
