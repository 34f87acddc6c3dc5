#!/usr/bin/env python3
"""Builds the bundled --demo snapshot (an untuned 8-GPU H100-class node) into
rocekit-doctor/src/main/resources/io/rocekit/doctor/demo/h100-untuned/.

Command outputs are the project's real fixtures (shared/fixtures/host and the doctor module's
extra fixtures), copied byte for byte except the one edit README.md lists. The sysfs tree is
written here: no public sysfs dump of an HGX node exists in the fixtures. Run from the repo root:
    python3 rocekit-doctor/src/demo/build_demo_snapshot.py /path/to/shared/fixtures/host
"""
import json, os, shutil, sys

FIX = sys.argv[1] if len(sys.argv) > 1 else "../shared/fixtures/host"
EXTRA = "rocekit-doctor/src/test/resources/fixtures/extra"
OUT = "rocekit-doctor/src/main/resources/io/rocekit/doctor/demo/h100-untuned"
README = open(OUT + "/README.md").read() if os.path.exists(OUT + "/README.md") else None
shutil.rmtree(OUT, ignore_errors=True)
os.makedirs(OUT)
if README is not None:  # hand-written: kept across rebuilds
    with open(OUT + "/README.md", "w") as f:
        f.write(README)
files = []

def write(rel, text):
    p = os.path.join(OUT, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(text)
    files.append(rel)

def copy(rel, src):
    with open(src) as f:
        write(rel, f.read())

# ---- the PCI tree (sysfs) ----------------------------------------------------------------
def pci(path, cls, vendor, device, svendor, sdevice, numa, speed="32.0 GT/s PCIe", width=16):
    bdf = path.split("/")[-1]
    d = "sys/devices/" + path
    for k, v in [("class", cls), ("vendor", vendor), ("device", device), ("subsystem_vendor", svendor),
                 ("subsystem_device", sdevice), ("numa_node", str(numa)), ("current_link_speed", speed),
                 ("max_link_speed", speed), ("current_link_width", str(width)), ("max_link_width", str(width))]:
        write(d + "/" + k, v + "\n")
    write("sys/bus/pci/devices/" + bdf + ".link", "../../../devices/" + path + "\n")

BR, GPU, NIC = "0x060400", "0x030200", "0x020000"
def rdma(path, dev, netdev):
    d = "sys/devices/" + path
    write(d + "/infiniband/" + dev + "/ports/1/link_layer", "Ethernet\n")
    write("sys/class/infiniband/" + dev + ".link", "../../devices/" + path + "/infiniband/" + dev + "\n")
    write(d + "/net/" + netdev + "/mtu", "4200\n")
    write("sys/class/net/" + netdev + ".link", "../../devices/" + path + "/net/" + netdev + "\n")

def config(path, acs_ctl):
    """4096 bytes of config space: an ACS capability at 0x100 with control acs_ctl, or none."""
    b = bytearray(4096)
    if acs_ctl is not None:
        b[0x100:0x104] = (0x0001000d).to_bytes(4, "little")
        b[0x104] = 0x7f
        b[0x106:0x108] = acs_ctl.to_bytes(2, "little")
    p = os.path.join(OUT, "sys/devices/" + path + "/config")
    with open(p, "wb") as f:
        f.write(bytes(b))
    files.append("sys/devices/" + path + "/config")

def gen5_switch(host, rp, usp, dsps, numa):
    """A Broadcom PEX89104 (Gen5): top level subsystem 1000:00a1, sub switches 1000:100a; ACS off."""
    pci(f"{host}/{rp}", BR, "0x8086", "0x352a", "0x8086", "0x0000", numa)
    pci(f"{host}/{rp}/{usp}", BR, "0x1000", "0xc030", "0x1000", "0x00a1", numa)
    config(f"{host}/{rp}/{usp}", None)
    out = []
    for dsp in dsps:
        pci(f"{host}/{rp}/{usp}/{dsp}", BR, "0x1000", "0xc030", "0x1000", "0x100a", numa)
        config(f"{host}/{rp}/{usp}/{dsp}", 0)
        out.append(f"{host}/{rp}/{usp}/{dsp}")
    return out

def h100(path, numa):
    pci(path, GPU, "0x10de", "0x2330", "0x10de", "0x16c1", numa)

def cx7(path, dev, netdev, numa):
    pci(path, NIC, "0x15b3", "0x1021", "0x15b3", "0x0041", numa)
    rdma(path, dev, netdev)

# One switch per rail, each on its own host bridge (so rails are NODE apart, as on the published
# matrix of commands/nvidia-smi-topo-m.txt): GPUk and mlx5_k on two downstream ports of a Broadcom
# PEX89104, PIX.
rails = [("pci0000:15", "15", 0), ("pci0000:37", "37", 0), ("pci0000:48", "48", 0), ("pci0000:59", "59", 0)]
for k, (host, b, numa) in enumerate(rails):
    n = int(b, 16)
    dsp = gen5_switch(host, f"0000:{b}:01.0", f"0000:{n + 1:02x}:00.0",
                      [f"0000:{n + 2:02x}:00.0", f"0000:{n + 2:02x}:01.0"], numa)
    h100(dsp[0] + f"/0000:{n + 3:02x}:00.0", numa)
    cx7(dsp[1] + f"/0000:{n + 4:02x}:00.0", f"mlx5_{k}", f"ens{n + 4:02x}np0", numa)
# Socket 1, rail 4: the Broadcom PEX88096 whose real lspci -vvnn blocks are in commands/lspci-vvv.txt
# (usp 81:00.0, dsp 82:00.0 with the ACS edit, [1000:c010] subsystem [1000:a048]).
pci("pci0000:80/0000:80:01.0", BR, "0x1022", "0x1483", "0x1022", "0x1453", 1)
usp = "pci0000:80/0000:80:01.0/0000:81:00.0"
pci(usp, BR, "0x1000", "0xc010", "0x1000", "0xa048", 1, "16.0 GT/s PCIe")
for dsp in ["0000:82:00.0", "0000:82:04.0"]:
    pci(usp + "/" + dsp, BR, "0x1000", "0xc010", "0x1000", "0xa048", 1, "16.0 GT/s PCIe")
    if dsp != "0000:82:00.0":  # 82:00.0's state is in commands/lspci-vvv.txt
        config(usp + "/" + dsp, 0)
cx7(usp + "/0000:82:00.0/0000:83:00.0", "mlx5_4", "ens83np0", 1)
h100(usp + "/0000:82:04.0/0000:8a:00.0", 1)
# Rail 5: as rails 0-3.
dsp = gen5_switch("pci0000:97", "0000:97:01.0", "0000:98:00.0", ["0000:99:00.0", "0000:99:01.0"], 1)
h100(dsp[0] + "/0000:9a:00.0", 1)
cx7(dsp[1] + "/0000:9b:00.0", "mlx5_5", "ens9bnp0", 1)
# Rails 6 and 7: the switches hold only the GPUs: both NICs went into CPU risers of socket 1.
dsp = gen5_switch("pci0000:c7", "0000:c7:01.0", "0000:c8:00.0", ["0000:c9:00.0"], 1)
h100(dsp[0] + "/0000:ca:00.0", 1)
dsp = gen5_switch("pci0000:d9", "0000:d9:01.0", "0000:da:00.0", ["0000:db:00.0"], 1)
h100(dsp[0] + "/0000:dc:00.0", 1)
# mlx5_6: the ConnectX-6 Dx of commands/lspci-vvv.txt (b3:00.0, trained x8) on a root port.
pci("pci0000:b2/0000:b2:01.0", BR, "0x1022", "0x1483", "0x1022", "0x1453", 1)
pci("pci0000:b2/0000:b2:01.0/0000:b3:00.0", NIC, "0x15b3", "0x101d", "0x15b3", "0x0016", 1, "16.0 GT/s PCIe", 8)
rdma("pci0000:b2/0000:b2:01.0/0000:b3:00.0", "mlx5_6", "ensb3np0")
# mlx5_7 on another root port of socket 1.
pci("pci0000:e8/0000:e8:01.0", BR, "0x1022", "0x1483", "0x1022", "0x1453", 1)
cx7("pci0000:e8/0000:e8:01.0/0000:e9:00.0", "mlx5_7", "ense9np0", 1)
write("sys/devices/system/node/node0/cpulist", "0-47,96-143\n")
write("sys/devices/system/node/node1/cpulist", "48-95,144-191\n")

# ---- command outputs: real fixtures --------------------------------------------------------
with open(FIX + "/lspci/linuxhw-as4124gstnr-broadcom-pex88096-usp-dsp-acs-off-partial.txt") as f:
    lspci = f.read()
old = "\t\tACSCtl:\tSrcValid- TransBlk- ReqRedir- CmpltRedir- UpstreamFwd- EgressCtrl- DirectTrans-"
new = "\t\tACSCtl:\tSrcValid+ TransBlk- ReqRedir+ CmpltRedir+ UpstreamFwd+ EgressCtrl- DirectTrans-"
assert lspci.count(old) == 1
lspci = lspci.replace(old, new)
with open(EXTRA + "/lspci/derived-l2fwd6-cx6dx-mrrs512-x8.txt") as f:
    lspci = lspci.rstrip("\n") + "\n\n" + f.read()
write("commands/lspci-vvv.txt", lspci)
copy("commands/nvidia-smi-topo-m.txt", FIX + "/nvidia-smi-topo/sglang-checkenv-h100-8nic-full.txt")
copy("commands/nvidia-smi-q.txt", FIX + "/nvidia-smi-q/notes-h800-q-i0-bar1-131072-ecc-off.txt")
copy("commands/ethtool-S.ens83np0.txt", FIX + "/ethtool-stats/notes-cx4lx-grep-discards-and-pause-global-pause-sent-partial.txt")
copy("commands/mlnx_qos.ens83np0.txt", FIX + "/mlnx-qos/blog-cx5-dcbx-fw-trust-dscp-pfc3-ets50.txt")
copy("commands/mlxconfig-q.0000:83:00.0.txt", FIX + "/mlxconfig/mstflint830-bluefield-dcqcn-params-fragment.txt")
copy("extra/show_counters.mlx5_4.txt", FIX + "/hw-counters/notes-cx4lx-show-counters-mlx5_0-out-of-buffer.txt")
copy("extra/nccl-debug.log", FIX + "/nccl-debug-log/nccl398-efa-unsupported-falls-back-socket.txt")
# the node's leaf switch: SONiC's own sample CONFIG_DB (DSCP 26 on lossy TC 1), from rocekit-fabric's fixtures
copy("extra/switch-config_db.json", "rocekit-fabric/src/test/resources/switch/sonic-qos-arista7050.json")

# ---- manifest and index ---------------------------------------------------------------------
items = []
cmds = {"commands/lspci-vvv.txt": ["lspci", "-D", "-nn", "-vvv"],
        "commands/nvidia-smi-topo-m.txt": ["nvidia-smi", "topo", "-m"],
        "commands/nvidia-smi-q.txt": ["nvidia-smi", "-q"],
        "commands/ethtool-S.ens83np0.txt": ["ethtool", "-S", "ens83np0"],
        "commands/mlnx_qos.ens83np0.txt": ["mlnx_qos", "-i", "ens83np0"],
        "commands/mlxconfig-q.0000:83:00.0.txt": ["mlxconfig", "-d", "0000:83:00.0", "q"]}
for f, argv in cmds.items():
    items.append({"kind": "command", "command": argv, "file": f, "status": "ok", "exitCode": 0,
                  "durationMillis": 0, "truncated": False, "note": "demo: a published output, see README.md"})
for p in ["/sys/bus/pci/devices", "/sys/class/infiniband", "/sys/class/net", "/sys/devices/system/node"]:
    items.append({"kind": "directory", "path": p, "file": p[1:], "status": "ok", "durationMillis": 0,
                  "truncated": False, "note": "demo: written for this snapshot, see README.md"})
for p in ["/sys/module/nvidia_peermem/version", "/proc/cmdline"]:
    items.append({"kind": "file", "path": p, "status": "not present", "durationMillis": 0, "truncated": False})
manifest = {"format": 1, "host": "demo-h100-untuned", "time": "2026-12-02T00:00:00Z",
            "rocekitVersion": "demo", "items": items}
write("manifest.json", json.dumps(manifest, indent=2) + "\n")
files.append("README.md")
with open(os.path.join(OUT, "index.txt"), "w") as f:
    f.write("# every file of this bundled snapshot (jar directories cannot be listed)\n")
    for rel in sorted(set(files)):
        f.write(rel + "\n")
print(len(files), "files")
