package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.List;
import java.util.Optional;

/** One benchmark table: everything one invocation of a tool printed for one test. */
public sealed interface BenchRun permits NcclTestsRun, PerftestBwRun, PerftestLatRun {
    /** The file it was read from. */
    String file();

    /** The 1-based line where the run starts in that file. */
    int firstLine();

    /** {@code nccl-tests} or {@code perftest}. */
    String tool();

    /** The test: {@code all_reduce}, {@code ib_write_bw}, ... */
    String test();

    /** How far it got. */
    RunStatus status();

    /** Why the status is not {@code ok}, in one sentence. */
    Optional<String> statusReason();

    /** Error lines the tool (or the library under it) printed inside the run. */
    List<Evidence> errors();
}
