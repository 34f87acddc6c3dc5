package io.rocekit.fabric.read;

import io.rocekit.core.finding.Evidence;
import io.rocekit.fabric.model.BufferPool;
import io.rocekit.fabric.model.BufferProfile;
import io.rocekit.fabric.model.Buffers;
import io.rocekit.fabric.model.Definition;
import io.rocekit.fabric.model.DeviceMetadata;
import io.rocekit.fabric.model.Note;
import io.rocekit.fabric.model.Reference;
import io.rocekit.fabric.model.SourceLine;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Vendor;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/** What every reader collects beside its ports: notes, references, unknown lines, buffers. */
final class ReadContext {
    final String file;
    final Vendor vendor;
    final TreeMap<String, PortBuilder> ports = new TreeMap<>(Ports.NATURAL);
    final TreeMap<String, BufferPool> pools = new TreeMap<>();
    final TreeMap<String, BufferProfile> profiles = new TreeMap<>();
    final List<Reference> references = new ArrayList<>();
    final List<Definition> definitions = new ArrayList<>();
    final List<Note> notes = new ArrayList<>();
    final List<SourceLine> unknown = new ArrayList<>();
    private final java.util.Set<SourceLine> unknownSeen = new java.util.HashSet<>();
    SwitchConfig.PfcGlobal pfcGlobal;
    DeviceMetadata device;
    /** Where the configuration says RoCE runs lossy (NVUE {@code qos roce mode lossy}); null: it does not. */
    Evidence lossyDeclared;
    /** The tables that would bind the file's maps to ports, where it holds none of them (see SwitchConfig). */
    final List<String> absentPortTables = new ArrayList<>();
    /** The classes the configuration declares lossless apart from PFC (Junos no-loss forwarding classes). */
    final List<io.rocekit.fabric.model.LosslessClass> losslessClasses = new ArrayList<>();

    ReadContext(String file, Vendor vendor) {
        this.file = file;
        this.vendor = vendor;
    }

    PortBuilder port(String name) {
        return ports.computeIfAbsent(name, PortBuilder::new);
    }

    /**
     * The configuration declares NVIDIA's lossy RoCE ({@code mode lossy} or {@code lossy-multi-tc}, in the commands or
     * the show output): the design the rest is judged against, said in a note.
     */
    void declareLossy(Evidence where) {
        declareLossy(where, "RoCE in lossy mode (ECN only, no PFC: NVIDIA's lossy RoCE): without --intent, fabric check judges"
                + " this configuration as a lossy design");
    }

    /** A lossy design the configuration's own statements make, said in the note {@code why}. */
    void declareLossy(Evidence where, String why) {
        lossyDeclared = where;
        note(why, Optional.of(where));
    }

    Evidence at(int line, String text) {
        return Evidence.line(file, line, text.strip());
    }

    /** A line not understood; the same line reached twice (a profile used by many queues) is listed once. */
    void unknown(int line, String text) {
        SourceLine l = new SourceLine(line, text);
        if (unknownSeen.add(l)) {
            unknown.add(l);
        }
    }

    void note(String text, Optional<Evidence> where) {
        notes.add(new Note(text, where));
    }

    void define(String kind, String name, int line, String text) {
        definitions.add(new Definition(kind, name, at(line, text)));
    }

    /**
     * The definitions {@code kind|name} in {@code kindNames} are used by {@code user}, which is not in the file (see {@link
     * Definition#usedOutside()}); one pass over the definitions for all of them.
     */
    void usedOutside(java.util.Set<String> kindNames, String user) {
        if (!kindNames.isEmpty()) {
            definitions.replaceAll(d -> kindNames.contains(d.kind() + "|" + d.name())
                    ? new Definition(d.kind(), d.name(), d.where(), Optional.of(user)) : d);
        }
    }

    void refer(String kind, String name, String from, boolean resolved, int line, String text) {
        references.add(new Reference(kind, name, from, resolved, at(line, text)));
    }

    SwitchConfig build(Optional<String> part) {
        return new SwitchConfig(file, vendor, part, ports.values().stream().map(PortBuilder::build).toList(),
                new Buffers(pools, profiles), references, definitions, Optional.ofNullable(pfcGlobal), notes, unknown,
                Optional.ofNullable(device), Optional.ofNullable(lossyDeclared), absentPortTables, losslessClasses);
    }
}
