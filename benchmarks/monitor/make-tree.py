#!/usr/bin/env python3
"""A sysfs tree of N RDMA devices with one RoCE port each and 150 counter files per port.

Usage: make-tree.py DIR [DEVICES] [HW]   (DIR is the sysfs root: DIR/class/infiniband/mlx5_K/...;
       HW=0 leaves hw_counters out: then rocekit and node_exporter read exactly the same files)

Per port: the 22 IB PortCounters files of counters/ and 128 hw_counters files: the 30 names a
ConnectX-4 Lx with MLNX_OFED 5.0 shows (show_counters) plus numbered fillers, so the file count
of a large ConnectX port is reached. Values are 64-bit-sized numbers.
"""
import os
import sys

PORT_COUNTERS = ["VL15_dropped", "excessive_buffer_overrun_errors", "link_downed", "link_error_recovery",
                 "local_link_integrity_errors", "multicast_rcv_packets", "multicast_xmit_packets",
                 "port_rcv_constraint_errors", "port_rcv_data", "port_rcv_errors", "port_rcv_packets",
                 "port_rcv_remote_physical_errors", "port_rcv_switch_relay_errors", "port_xmit_constraint_errors",
                 "port_xmit_data", "port_xmit_discards", "port_xmit_packets", "port_xmit_wait", "symbol_error",
                 "unicast_rcv_packets", "unicast_xmit_packets", "port_rcv_discards"]
HW = ["duplicate_request", "implied_nak_seq_err", "lifespan", "local_ack_timeout_err", "np_cnp_sent",
      "np_ecn_marked_roce_packets", "out_of_buffer", "out_of_sequence", "packet_seq_err", "req_cqe_error",
      "req_cqe_flush_error", "req_remote_access_errors", "req_remote_invalid_request", "resp_cqe_error",
      "resp_cqe_flush_error", "resp_local_length_error", "resp_remote_access_errors", "rnr_nak_retry_err",
      "roce_adp_retrans", "roce_adp_retrans_to", "roce_slow_restart", "roce_slow_restart_cnps",
      "roce_slow_restart_trans", "rp_cnp_handled", "rp_cnp_ignored", "rx_atomic_requests", "rx_dct_connect",
      "rx_icrc_encapsulated", "rx_read_requests", "rx_write_requests"]


def write(path, text):
    with open(path, "w") as f:
        f.write(text + "\n")


def main():
    root = sys.argv[1]
    devices = int(sys.argv[2]) if len(sys.argv) > 2 else 16
    with_hw = len(sys.argv) <= 3 or sys.argv[3] != "0"
    hw = HW + ["vendor_counter_%03d" % i for i in range(128 - len(HW))]
    for d in range(devices):
        dev = os.path.join(root, "class/infiniband/mlx5_%d" % d)
        port = os.path.join(dev, "ports/1")
        os.makedirs(os.path.join(port, "counters"), exist_ok=True)
        os.makedirs(os.path.join(port, "hw_counters"), exist_ok=True)
        write(os.path.join(dev, "board_id"), "MT_0000000838")
        write(os.path.join(dev, "fw_ver"), "28.39.1002")
        write(os.path.join(dev, "hca_type"), "MT4129")
        write(os.path.join(port, "state"), "4: ACTIVE")
        write(os.path.join(port, "phys_state"), "5: LinkUp")
        write(os.path.join(port, "rate"), "400 Gb/sec (4X NDR)")
        write(os.path.join(port, "link_layer"), "Ethernet")
        for i, n in enumerate(PORT_COUNTERS):
            write(os.path.join(port, "counters", n), str(123456789012 + i * 7919 + d))
        for i, n in enumerate(hw if with_hw else []):
            write(os.path.join(port, "hw_counters", n), str(98765 + i * 31 + d))


if __name__ == "__main__":
    main()
