package io.rocekit.capture.report;

/**
 * RoCEv2 frames by what they carry.
 *
 * @param data         SEND and RDMA WRITE requests (UC and UD sends included)
 * @param readRequest  RDMA READ requests
 * @param atomic       atomic requests (compare-swap, fetch-add, atomic write) and FLUSH
 * @param readResponse RDMA READ responses
 * @param ack          positive ACKs (ACKNOWLEDGE with an ACK syndrome) and atomic ACKs
 * @param nak          NAKs (every code)
 * @param rnrNak       RNR NAKs
 * @param cnp          congestion notification packets
 * @param other        reserved, vendor and RD opcodes
 */
public record FrameKinds(long data, long readRequest, long atomic, long readResponse, long ack, long nak,
        long rnrNak, long cnp, long other) {
}
