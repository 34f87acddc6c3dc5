package io.rocekit.host.parse.lsmod;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Objects;

/**
 * One loaded kernel module.
 *
 * @param name      module name ({@code nvidia_peermem})
 * @param sizeBytes its size
 * @param useCount  how many users hold it
 * @param usedBy    the modules using it
 * @param line      the line it was read from
 */
public record KernelModule(String name, long sizeBytes, int useCount, List<String> usedBy, SourceLine line) {
    public KernelModule {
        Objects.requireNonNull(name, "name");
        usedBy = List.copyOf(usedBy);
        Objects.requireNonNull(line, "line");
    }
}
