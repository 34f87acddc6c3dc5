package io.rocekit.host.parse.ibstat;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * {@code ibstat}: channel adapters and their ports.
 *
 * @param adapters the CAs in input order
 */
public record IbstatOutput(List<IbstatOutput.Adapter> adapters) {
    public IbstatOutput {
        adapters = List.copyOf(adapters);
    }

    /**
     * One CA.
     *
     * @param name            {@code CA 'mlx5_0'}
     * @param header          its line
     * @param caType          {@code CA type} ({@code MT4129})
     * @param numberOfPorts   {@code Number of ports}
     * @param firmwareVersion {@code Firmware version}
     * @param ports           its ports
     */
    public record Adapter(String name, SourceLine header, Optional<String> caType, OptionalInt numberOfPorts,
            Optional<String> firmwareVersion, List<Port> ports) {
        public Adapter {
            ports = List.copyOf(ports);
        }
    }

    /**
     * One port.
     *
     * @param number        {@code Port N:}
     * @param header        its line
     * @param state         {@code State} ({@code Active}, {@code Down})
     * @param physicalState {@code Physical state} ({@code LinkUp}, {@code Polling})
     * @param rateGbps      {@code Rate} in Gb/s
     * @param rateLine      the {@code Rate:} line
     * @param linkLayer     {@code Link layer} ({@code InfiniBand}, {@code Ethernet})
     * @param stateLine     the {@code State:} line
     */
    public record Port(int number, SourceLine header, Optional<String> state, Optional<String> physicalState,
            OptionalDouble rateGbps, Optional<SourceLine> rateLine, Optional<String> linkLayer,
            Optional<SourceLine> stateLine) {
        /** A port whose {@code State:} line is not known. */
        public Port(int number, SourceLine header, Optional<String> state, Optional<String> physicalState,
                OptionalDouble rateGbps, Optional<SourceLine> rateLine, Optional<String> linkLayer) {
            this(number, header, state, physicalState, rateGbps, rateLine, linkLayer, Optional.empty());
        }

        /** Whether {@code State:} says the port is down ({@code Down}; ibv_devinfo's {@code PORT_DOWN}). */
        public boolean isDown() {
            return state.filter("Down"::equalsIgnoreCase).isPresent();
        }

        /**
         * Whether the port has link but no subnet manager has configured it: {@code State:
         * Initializing} with {@code Physical state: LinkUp} on an InfiniBand port (an Ethernet/RoCE
         * port has no subnet manager).
         */
        public boolean waitsForSubnetManager() {
            return isInfiniBand() && state.filter("Initializing"::equalsIgnoreCase).isPresent()
                    && physicalState.filter("LinkUp"::equalsIgnoreCase).isPresent();
        }

        /** Whether the port is InfiniBand ({@code Link layer: InfiniBand}), so not RoCE. */
        public boolean isInfiniBand() {
            return linkLayer.filter("InfiniBand"::equalsIgnoreCase).isPresent();
        }
    }
}
