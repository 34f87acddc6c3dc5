# Web-search flow-size distribution: the DCTCP paper's (Alizadeh et al., SIGCOMM 2010) web-search
# workload as tabulated in the HPCC simulator's traffic generator
# (github.com/alibaba-edu/High-Precision-Congestion-Control, traffic_gen/WebSearch_distribution.txt).
# Columns: flow size in bytes, cumulative percent; linear interpolation between points.
# Mean 1,711,250 B.
0 0
10000 15
20000 20
30000 30
50000 40
80000 53
200000 60
1000000 70
2000000 80
5000000 90
10000000 97
30000000 100
