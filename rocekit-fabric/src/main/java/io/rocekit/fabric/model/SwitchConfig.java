package io.rocekit.fabric.model;

import io.rocekit.core.finding.Evidence;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One switch configuration read into the normalised model.
 *
 * @param file          the file as the user named it
 * @param vendor        its format
 * @param part          which part of the file this is, where a file holds several views (an NVUE
 *                      transcript with {@code nv set} lines and {@code nv show} tables); empty for a
 *                      whole file
 * @param ports         the ports (and unused profiles) it configures
 * @param buffers       its buffer pools and profiles
 * @param references    the names it uses for its own maps, schedulers and profiles
 * @param definitions   the named maps, schedulers and profiles it defines
 * @param pfcGlobal     a switch-wide PFC setting that overrides the ports ({@code priority-flow-control
 *                      all off}), if any
 * @param notes         what the reader says about the input (missing, approximate, unconvertible)
 * @param unknownLines  lines the reader kept but did not understand
 * @param device        what the configuration says about the switch itself (SONiC {@code DEVICE_METADATA}),
 *                      if anything
 * @param lossyDeclared where the configuration itself says RoCE runs lossy, ECN only (NVUE {@code nv set
 *                      qos roce mode lossy}, NVIDIA's documented lossy mode), if it does: a design to
 *                      check it against, not a missing PFC
 * @param absentPortTables the tables that would say which ports use the maps and profiles defined, named where the
 *                      file defines some and holds none of these tables (SONiC: a file of maps alone, with no
 *                      PORT_QOS_MAP, QUEUE or BUFFER_PG; a PORT_QOS_MAP, even empty or of {@code global} only, gives
 *                      no port PFC and is judged); empty where the file names its ports or its format binds in place
 * @param losslessClasses the classes the configuration declares lossless apart from PFC (Junos {@code no-loss}
 *                      forwarding classes), which a PFC rule checks have PFC somewhere
 */
public record SwitchConfig(String file, Vendor vendor, Optional<String> part, List<PortQos> ports, Buffers buffers,
        List<Reference> references, List<Definition> definitions, Optional<PfcGlobal> pfcGlobal, List<Note> notes, List<SourceLine> unknownLines,
        Optional<DeviceMetadata> device, Optional<Evidence> lossyDeclared, List<String> absentPortTables,
        List<LosslessClass> losslessClasses) {
    /** A configuration that declares no class lossless apart from its PFC settings. */
    public SwitchConfig(String file, Vendor vendor, Optional<String> part, List<PortQos> ports, Buffers buffers,
            List<Reference> references, List<Definition> definitions, Optional<PfcGlobal> pfcGlobal, List<Note> notes,
            List<SourceLine> unknownLines, Optional<DeviceMetadata> device, Optional<Evidence> lossyDeclared,
            List<String> absentPortTables) {
        this(file, vendor, part, ports, buffers, references, definitions, pfcGlobal, notes, unknownLines, device, lossyDeclared,
                absentPortTables, List.of());
    }

    /** A configuration that binds what it defines, or whose format binds in place. */
    public SwitchConfig(String file, Vendor vendor, Optional<String> part, List<PortQos> ports, Buffers buffers,
            List<Reference> references, List<Definition> definitions, Optional<PfcGlobal> pfcGlobal, List<Note> notes,
            List<SourceLine> unknownLines, Optional<DeviceMetadata> device, Optional<Evidence> lossyDeclared) {
        this(file, vendor, part, ports, buffers, references, definitions, pfcGlobal, notes, unknownLines, device, lossyDeclared, List.of());
    }

    /** A configuration that says nothing about the switch itself. */
    public SwitchConfig(String file, Vendor vendor, Optional<String> part, List<PortQos> ports, Buffers buffers,
            List<Reference> references, List<Definition> definitions, Optional<PfcGlobal> pfcGlobal, List<Note> notes,
            List<SourceLine> unknownLines) {
        this(file, vendor, part, ports, buffers, references, definitions, pfcGlobal, notes, unknownLines, Optional.empty());
    }

    /** A configuration that says nothing about its own design. */
    public SwitchConfig(String file, Vendor vendor, Optional<String> part, List<PortQos> ports, Buffers buffers,
            List<Reference> references, List<Definition> definitions, Optional<PfcGlobal> pfcGlobal, List<Note> notes,
            List<SourceLine> unknownLines, Optional<DeviceMetadata> device) {
        this(file, vendor, part, ports, buffers, references, definitions, pfcGlobal, notes, unknownLines, device, Optional.empty());
    }

    public SwitchConfig {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(vendor, "vendor");
        Objects.requireNonNull(part, "part");
        ports = List.copyOf(ports);
        Objects.requireNonNull(buffers, "buffers");
        references = List.copyOf(references);
        definitions = List.copyOf(definitions);
        Objects.requireNonNull(pfcGlobal, "pfcGlobal");
        notes = List.copyOf(notes);
        unknownLines = List.copyOf(unknownLines);
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(lossyDeclared, "lossyDeclared");
        absentPortTables = List.copyOf(absentPortTables);
        losslessClasses = List.copyOf(losslessClasses);
    }

    /**
     * A switch-wide PFC switch.
     *
     * @param enabled whether PFC is on switch-wide
     * @param where   the line that says so
     */
    public record PfcGlobal(boolean enabled, Evidence where) {
    }

    /** The port with this name, if any. */
    public Optional<PortQos> port(String name) {
        return ports.stream().filter(p -> p.port().equals(name)).findFirst();
    }

    /** {@code file} or {@code file (part)}: how reports name it. */
    public String label() {
        return part.map(p -> file + " (" + p + ")").orElse(file);
    }
}
