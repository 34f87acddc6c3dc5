package io.rocekit.fabric.intent;

import io.rocekit.fabric.model.Trust;
import java.util.Collections;
import java.util.Objects;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The host side of the same design (ConnectX NICs).
 *
 * @param trust           what the NIC classifies received traffic by ({@code mlnx_qos --trust})
 * @param rdmaCmDscp      the DSCP RDMA-CM connections use ({@code cma_roce_tos} = DSCP x 4)
 * @param cnpDscp         the DSCP the NIC sends CNPs with ({@code ecn/roce_np/cnp_dscp})
 * @param cnpPriority     the priority the NIC sends CNPs with ({@code ecn/roce_np/cnp_802p_prio})
 * @param dcqcnPriorities the priorities DCQCN reacts and notifies on ({@code ecn/roce_rp|roce_np/enable/N})
 * @param dcqcn           DCQCN parameters under their sysfs names ({@code rpg_time_reset}), as given
 */
public record NicIntent(Trust trust, int rdmaCmDscp, int cnpDscp, int cnpPriority, SortedSet<Integer> dcqcnPriorities,
        SortedMap<String, String> dcqcn) {
    public NicIntent {
        Objects.requireNonNull(trust, "trust");
        dcqcnPriorities = Collections.unmodifiableSortedSet(new TreeSet<>(dcqcnPriorities));
        dcqcn = Collections.unmodifiableSortedMap(new TreeMap<>(dcqcn));
    }
}
