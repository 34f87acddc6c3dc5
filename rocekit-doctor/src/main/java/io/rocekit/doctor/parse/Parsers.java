package io.rocekit.doctor.parse;

import io.rocekit.doctor.artifact.ArtifactKind;
import io.rocekit.doctor.artifact.ArtifactParser;
import io.rocekit.doctor.artifact.ParseException;
import io.rocekit.doctor.artifact.ParsedArtifact;
import io.rocekit.doctor.detect.DetectedPart;
import io.rocekit.doctor.parse.ethtool.DriverInfoParser;
import io.rocekit.doctor.parse.ethtool.EthtoolSettingsParser;
import io.rocekit.doctor.parse.ethtool.NicStatisticsParser;
import io.rocekit.doctor.parse.hwcounters.RdmaCountersParser;
import io.rocekit.doctor.parse.iblinkinfo.IbLinkInfoParser;
import io.rocekit.doctor.parse.ibstat.IbstatParser;
import io.rocekit.doctor.parse.ibvdevinfo.IbvDevinfoParser;
import io.rocekit.doctor.parse.lsmod.LsmodParser;
import io.rocekit.doctor.parse.lspci.LspciVerboseParser;
import io.rocekit.doctor.parse.mlnxqos.MlnxQosParser;
import io.rocekit.doctor.parse.mlxconfig.MlxconfigParser;
import io.rocekit.doctor.parse.nvsmi.NvidiaSmiQueryParser;
import io.rocekit.doctor.parse.proc.InterruptsParser;
import io.rocekit.doctor.parse.proc.KernelCmdlineParser;
import io.rocekit.doctor.parse.showgids.ShowGidsParser;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The parser of each kind. One line per parser in {@link #all()} (add yours on its own line so
 * that merges do not conflict); a kind without a parser yet is simply not parsed.
 */
public final class Parsers {
    private final Map<ArtifactKind, ArtifactParser<?>> byKind = new EnumMap<>(ArtifactKind.class);

    private Parsers(List<ArtifactParser<?>> parsers) {
        for (ArtifactParser<?> p : parsers) {
            if (byKind.put(p.kind(), p) != null) {
                throw new IllegalArgumentException("two parsers for " + p.kind());
            }
        }
    }

    /** Every parser rocekit has. */
    public static Parsers all() {
        return new Parsers(List.of(
                new LspciVerboseParser(),
                new io.rocekit.doctor.parse.lspcitree.LspciTreeParser(),
                new io.rocekit.doctor.parse.nvsmitopo.NvidiaSmiTopoParser(),
                new io.rocekit.doctor.parse.nccltopo.NcclTopoParser(),
                new NvidiaSmiQueryParser(),
                new EthtoolSettingsParser(),
                new DriverInfoParser(),
                new NicStatisticsParser(),
                new RdmaCountersParser(),
                new IbvDevinfoParser(),
                new IbstatParser(),
                new IbLinkInfoParser(),
                new ShowGidsParser(),
                new MlnxQosParser(),
                new MlxconfigParser(),
                new InterruptsParser(),
                new KernelCmdlineParser(),
                new LsmodParser(),
                new io.rocekit.doctor.parse.perftest.PerftestBwParser(),
                new io.rocekit.doctor.parse.perftest.PerftestLatParser(),
                new io.rocekit.doctor.parse.nccltests.NcclTestsParser(),
                new io.rocekit.doctor.parse.nccllog.NcclLogParser(),
                new io.rocekit.doctor.parse.switchcfg.SwitchConfigParser()));
    }

    /** The parser of {@code kind}, if there is one. */
    public Optional<ArtifactParser<?>> forKind(ArtifactKind kind) {
        return Optional.ofNullable(byKind.get(kind));
    }

    /** Parses a detected part with the parser of its kind; empty when the kind has no parser. */
    public Optional<ParsedArtifact<?>> parse(DetectedPart part) throws ParseException {
        Optional<ArtifactParser<?>> parser = forKind(part.kind());
        if (parser.isEmpty()) {
            return Optional.empty();
        }
        Object model = parser.get().parse(part.text());
        return Optional.of(new ParsedArtifact<>(part.text().file(), part.kind(), model));
    }
}
