package io.rocekit.monitor.sample;

import java.util.ArrayList;
import java.util.List;

/** Notes of one sample, bounded so that a broken tree cannot fill memory with them. */
final class Notes {
    private final List<String> notes = new ArrayList<>();
    private int dropped;

    void add(String note) {
        if (notes.size() < Sampler.MAX_NOTES) {
            notes.add(note);
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
