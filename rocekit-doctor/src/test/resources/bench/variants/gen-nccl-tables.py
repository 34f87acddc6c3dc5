# Generates the synthetic nccl-tests tables for rocekit's bench test variants, printing them the
# way nccl-tests src/common.cu does (Reporter::parameters / Reporter::result / BenchTime).
import math, sys

def tstr(us):
    if us >= 10000: return "%7.0f" % us
    if us >= 100: return "%7.1f" % us
    return "%7.2f" % us

def table(sizes, bw_fn, factor, typ="float", tsize=4, redop="sum", root=-1, wrong=None, count_per_rank=1, old=False, bitwise=False):
    lines=[]; busbws=[]
    for i,s in enumerate(sizes):
        groups=[]
        for ip in (0,1):
            bw = bw_fn(s, ip)  # algbw GB/s
            us = s/bw/1e3
            alg = s/us/1e3
            bus = alg*factor
            busbws.append(bus)
            w = 0 if wrong is None else wrong(i, ip)
            cell = "  %7s  %6.2f  %6.2f  %5s" % (tstr(us), alg, bus, w)
            if bitwise: cell += "  %8s" % 0
            groups.append(cell)
        count = s//tsize//count_per_rank
        if old:
            head = "%12li  %12li  %6s  %6s" % (s, count, typ, redop)
        else:
            head = "%12li  %12li  %8s  %6s  %6i" % (s, count, typ, redop, root)
        lines.append(head + groups[0] + groups[1])
    avg = sum(busbws)/len(busbws)
    return lines, avg

def curve(peak, half):
    # bandwidth that saturates at `peak` with half-saturation size `half`
    return lambda s, ip: peak * s/(s+half) * (1.0 if ip == 0 else 1.003)

if __name__ == "__main__":
    which = sys.argv[1]
    if which == "roce":
        sizes=[1<<k for k in range(20, 34)]  # 1 MiB .. 8 GiB
        lines, avg = table(sizes, curve(147.0, 24<<20), 2*15/16)
    elif which == "tuned":
        sizes=[1<<k for k in range(20, 34)]
        lines, avg = table(sizes, curve(197.0, 20<<20), 2*15/16)
    elif which == "allgather":
        sizes=[1<<k for k in range(24, 33)]
        lines, avg = table(sizes, curve(171.0, 64<<20), 15/16, redop="", count_per_rank=16)
    elif which == "wrong":
        sizes=[1<<k for k in range(20, 27)]
        lines, avg = table(sizes, curve(95.0, 8<<20), 2*7/8, wrong=lambda i,ip: 3 if (i==5 and ip==1) else 0)
    elif which == "fail":
        sizes=[1<<k for k in range(27, 31)]
        lines, avg = table(sizes, curve(180.0, 64<<20), 2*15/16)
    elif which == "nompi":
        sizes=[1<<k for k in range(27, 30)]
        lines, avg = table(sizes, curve(300.0, 64<<20), 0.0)
    elif which == "alltoall":
        sizes=[1<<k for k in range(25, 31)]
        lines, avg = table(sizes, curve(52.0, 32<<20), 31/32, redop="none", count_per_rank=32, bitwise=True)
    elif which == "bcast2019":
        sizes=[1<<k for k in range(22, 28)]
        lines, avg = table(sizes, curve(1.15, 1<<20), 1.0, redop="", root=0, old=False)
    for l in lines: print(l)
    print("# Avg bus bandwidth    : %g " % avg)
