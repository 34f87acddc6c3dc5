package io.rocekit.capture.report;

/**
 * One bin of the timeline.
 *
 * @param startNanos           bin start, relative to the first frame of the capture
 * @param frames               every frame in the bin
 * @param dataPackets          RoCE packets carrying payload (requests and read responses)
 * @param goodputBitsPerSec    payload of first transmissions (no duplicates) over the bin width
 * @param cePackets            data packets marked CE
 * @param ceFraction           cePackets / dataPackets (0 when no data)
 * @param cnps                 CNPs in the bin
 * @param cnpPerSec            CNPs over the bin width
 * @param retransmittedPackets retransmissions counted in the bin
 */
public record TimeBin(long startNanos, long frames, long dataPackets, long goodputBitsPerSec, long cePackets,
        double ceFraction, long cnps, double cnpPerSec, long retransmittedPackets) {
}
