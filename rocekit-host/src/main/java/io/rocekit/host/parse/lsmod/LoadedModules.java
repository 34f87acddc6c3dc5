package io.rocekit.host.parse.lsmod;

import java.util.List;
import java.util.Optional;

/**
 * What {@code lsmod} (or {@code /proc/modules}) listed. A grep fragment lists only some modules:
 * {@link #complete()} says whether the absence of a module means it is not loaded.
 *
 * @param modules  the modules in input order
 * @param complete true when the whole list was given (lsmod's header line, or /proc/modules rows
 *                 for the core modules every kernel has loaded)
 */
public record LoadedModules(List<KernelModule> modules, boolean complete) {
    public LoadedModules {
        modules = List.copyOf(modules);
    }

    /** The module named {@code name} (dashes and underscores are the same to the kernel). */
    public Optional<KernelModule> module(String name) {
        String n = name.replace('-', '_');
        return modules.stream().filter(m -> m.name().replace('-', '_').equals(n)).findFirst();
    }

    public boolean isLoaded(String name) {
        return module(name).isPresent();
    }
}
