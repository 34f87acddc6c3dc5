package io.rocekit.host.parse;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.detect.DetectedPart;
import io.rocekit.host.parse.ethtool.DriverInfoParser;
import io.rocekit.host.parse.ethtool.EthtoolSettingsParser;
import io.rocekit.host.parse.ethtool.NicStatisticsParser;
import io.rocekit.host.parse.hwcounters.RdmaCountersParser;
import io.rocekit.host.parse.iblinkinfo.IbLinkInfoParser;
import io.rocekit.host.parse.ibstat.IbstatParser;
import io.rocekit.host.parse.ibvdevinfo.IbvDevinfoParser;
import io.rocekit.host.parse.lsmod.LsmodParser;
import io.rocekit.host.parse.lspci.LspciVerboseParser;
import io.rocekit.host.parse.mlnxqos.MlnxQosParser;
import io.rocekit.host.parse.mlxconfig.MlxconfigParser;
import io.rocekit.host.parse.nvsmi.NvidiaSmiQueryParser;
import io.rocekit.host.parse.proc.InterruptsParser;
import io.rocekit.host.parse.proc.KernelCmdlineParser;
import io.rocekit.host.parse.showgids.ShowGidsParser;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The parser of each kind. One line per parser in {@link #host()} (add yours on its own line so
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

    /**
     * Every parser of the host layer and {@code more} from a module above it (the doctor adds the
     * switch configurations rocekit-fabric reads).
     */
    public static Parsers hostAnd(List<ArtifactParser<?>> more) {
        List<ArtifactParser<?>> parsers = new java.util.ArrayList<>(host());
        parsers.addAll(more);
        return new Parsers(parsers);
    }

    /** Every parser of the host layer. */
    public static Parsers hostOnly() {
        return new Parsers(host());
    }

    private static List<ArtifactParser<?>> host() {
        return List.of(
                new LspciVerboseParser(),
                new io.rocekit.host.parse.lspcitree.LspciTreeParser(),
                new io.rocekit.host.parse.nvsmitopo.NvidiaSmiTopoParser(),
                new io.rocekit.host.parse.amdsmi.RocmSmiTopoParser(),
                new io.rocekit.host.parse.amdsmi.AmdSmiTopoParser(),
                new io.rocekit.host.parse.nccltopo.NcclTopoParser(),
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
                new io.rocekit.host.parse.perftest.PerftestBwParser(),
                new io.rocekit.host.parse.perftest.PerftestLatParser(),
                new io.rocekit.host.parse.nccltests.NcclTestsParser(),
                new io.rocekit.host.parse.nccllog.NcclLogParser());
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
        return Optional.of(new ParsedArtifact<>(part.text().file(), part.kind(), model, part.command()));
    }
}
