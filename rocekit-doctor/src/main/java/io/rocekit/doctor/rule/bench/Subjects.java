package io.rocekit.doctor.rule.bench;

import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.NcclLog;

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
