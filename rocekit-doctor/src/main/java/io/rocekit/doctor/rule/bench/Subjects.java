package io.rocekit.doctor.rule.bench;

import io.rocekit.doctor.bench.model.BenchRun;
import io.rocekit.doctor.bench.model.NcclLog;

/** How findings name what they are about. */
final class Subjects {
    private Subjects() {
    }

    static String of(BenchRun run) {
        return run.tool() + " " + run.test() + " (" + run.file() + ":" + run.firstLine() + ")";
    }

    static String of(NcclLog log) {
        return "NCCL log " + log.file();
    }
}
