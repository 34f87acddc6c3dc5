package io.rocekit.monitor.sample;

import java.util.ArrayList;
import java.util.List;

/**
 * Notes of one sample, bounded so that a broken tree cannot fill memory with them. Each note is
 * one line (control characters from the tree made visible) and names sysfs paths as on the host
 * ({@code /sys/class/infiniband/...}), whatever {@code --sysfs} root they were read under.
 */
final class Notes {
    private final List<String> notes = new ArrayList<>();
    private int dropped;

    void add(String note) {
        if (notes.size() < Sampler.MAX_NOTES) {
            String n = note.startsWith("/class/") ? "/sys" + note : note;
            notes.add(io.rocekit.core.text.Printable.oneLine(n));
        } else {
            dropped++;
        }
    }

    List<String> list() {
        if (dropped == 0) {
            return notes;
        }
        List<String> out = new ArrayList<>(notes);
        out.add(dropped + " more notes left out");
        return out;
    }
}
