package io.rocekit.host.parse.lspci;

import io.rocekit.host.artifact.SourceLine;

/**
 * A detail line that came without its device header, as {@code lspci -vvv | grep ACSCtl} prints
 * it. It cannot be attributed to a device: rules may only say what all such lines show together.
 */
public sealed interface LspciFragment {
    /** The line. */
    SourceLine line();

    /** An {@code ACSCap:} or {@code ACSCtl:} line. */
    record Acs(AcsRegister register, AcsFlags flags) implements LspciFragment {
        @Override
        public SourceLine line() {
            return flags.line();
        }
    }

    /** A {@code LnkCap:} or {@code LnkSta:} line. */
    record Link(LinkRegister register, PcieLinkLine link) implements LspciFragment {
        @Override
        public SourceLine line() {
            return link.line();
        }
    }

    /** A {@code MaxPayload N bytes, MaxReadReq M bytes} line. */
    record Control(DeviceControl control) implements LspciFragment {
        @Override
        public SourceLine line() {
            return control.line();
        }
    }

    /** Any other indented detail line, kept verbatim. */
    record Other(SourceLine line) implements LspciFragment {
    }

    /** Which ACS register a line shows. */
    enum AcsRegister { CAPABILITY, CONTROL }

    /** Which link register a line shows. */
    enum LinkRegister { CAPABILITY, STATUS }
}
