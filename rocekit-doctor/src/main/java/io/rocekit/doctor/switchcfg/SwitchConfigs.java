package io.rocekit.doctor.switchcfg;

import io.rocekit.fabric.model.SwitchConfig;
import java.util.List;

/**
 * The switch configurations one file holds, read by rocekit-fabric (one, or several views of an NVUE transcript).
 *
 * @param configs the configurations
 */
public record SwitchConfigs(List<SwitchConfig> configs) {
    public SwitchConfigs {
        configs = List.copyOf(configs);
    }
}
