package io.rocekit.fabric.model;

/** What a port classifies received traffic by. */
public enum Trust {
    /** IP DSCP (L3). */
    DSCP,
    /** VLAN PCP / 802.1p (L2). */
    PCP,
    /** Both (NVUE {@code trust both}, {@code pcp,dscp}). */
    BOTH,
    /** Neither: everything lands in the port's default class. */
    NONE
}
