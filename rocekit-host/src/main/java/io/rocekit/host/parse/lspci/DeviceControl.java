package io.rocekit.host.parse.lspci;

import io.rocekit.host.artifact.SourceLine;
import java.util.Objects;

/**
 * The payload sizes of the PCIe Device Control register ({@code DevCtl:} ... {@code MaxPayload N
 * bytes, MaxReadReq M bytes}).
 *
 * @param maxPayloadBytes     Max Payload Size in force (negotiated by the platform)
 * @param maxReadRequestBytes Max Read Request Size (bits 14:12, {@code CAP_EXP+0x8})
 * @param line                the line it was read from
 */
public record DeviceControl(int maxPayloadBytes, int maxReadRequestBytes, SourceLine line) {
    public DeviceControl {
        Objects.requireNonNull(line, "line");
    }
}
