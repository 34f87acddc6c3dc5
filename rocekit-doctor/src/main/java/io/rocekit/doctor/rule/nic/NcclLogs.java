package io.rocekit.doctor.rule.nic;

import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.parse.nccltests.NcclTestsOutput;
import java.util.ArrayList;
import java.util.List;

/** The node's NCCL logs: standalone ones and those carried inside nccl-tests output (a run with NCCL_DEBUG=INFO). */
final class NcclLogs {
    private NcclLogs() {
    }

    static List<NcclLog> of(NodeEvidence evidence) {
        List<NcclLog> logs = new ArrayList<>(evidence.all(NcclLog.class).stream().map(ParsedArtifact::model).toList());
        evidence.all(NcclTestsOutput.class).forEach(a -> a.model().log().ifPresent(logs::add));
        return logs;
    }
}
