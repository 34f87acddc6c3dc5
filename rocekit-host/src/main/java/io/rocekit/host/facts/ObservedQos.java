package io.rocekit.host.facts;

import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The DSCP values a node's RoCE traffic was seen with on the wire (packet captures): what the
 * NIC really sends, whatever its settings say. Data packets and CNPs apart, with packet counts.
 *
 * @param files      the captures, for evidence
 * @param dataDscp   RoCEv2 packets other than CNPs, per DSCP value
 * @param cnpDscp    CNPs (opcode 0x81), per DSCP value
 */
public record ObservedQos(List<String> files, SortedMap<Integer, Long> dataDscp, SortedMap<Integer, Long> cnpDscp) {
    public ObservedQos {
        files = List.copyOf(files);
        dataDscp = Collections.unmodifiableSortedMap(new TreeMap<>(dataDscp));
        cnpDscp = Collections.unmodifiableSortedMap(new TreeMap<>(cnpDscp));
    }

    /** The DSCP most CNPs were sent with, if any CNP was seen. */
    public Optional<Integer> mainCnpDscp() {
        return cnpDscp.entrySet().stream().max(java.util.Map.Entry.comparingByValue()).map(java.util.Map.Entry::getKey);
    }

    /** Where the values were seen, for a finding's evidence. */
    public String where() {
        return files.size() == 1 ? "capture " + files.get(0) : "captures " + String.join(", ", files);
    }
}
