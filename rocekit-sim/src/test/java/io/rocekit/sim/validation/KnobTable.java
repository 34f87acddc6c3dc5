package io.rocekit.sim.validation;

import io.rocekit.sim.config.Knob;
import io.rocekit.sim.config.Knobs;
import io.rocekit.sim.config.Profile;
import io.rocekit.sim.config.Settings;

/** Prints the knob table of docs/sim.md (values at 100 Gb/s NICs). */
public final class KnobTable {
    public static void main(String[] args) {
        Settings h = Profile.HPCC_DCQCN.settings(100_000_000_000L);
        Settings c = Profile.CONNECTX_DEFAULT.settings(100_000_000_000L);
        Settings p = Profile.DCQCN_PAPER.settings(100_000_000_000L);
        System.out.println("| knob | unit | hpcc-dcqcn | connectx-default | dcqcn-paper | meaning |");
        System.out.println("|---|---|---|---|---|---|");
        for (Knob k : Knobs.all()) {
            String unit = k.unit().isEmpty() ? (k.type().name().equals("CHOICE") ? "choice" : "") : k.unit();
            System.out.println("| `" + k.name() + "` | " + unit + " | " + h.display(k.name()) + " | "
                    + c.display(k.name()) + " | " + p.display(k.name()) + " | " + k.description().replace("|", "/")
                    + (k.choices().isEmpty() ? "" : " (" + String.join(", ", k.choices()) + ")") + " |");
        }
    }
}
