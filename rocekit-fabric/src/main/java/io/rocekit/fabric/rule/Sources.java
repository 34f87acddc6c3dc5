package io.rocekit.fabric.rule;

/** The public sources the fabric rules cite. */
final class Sources {
    static final String CL_ROCE = "NVIDIA Cumulus Linux 5.12, RDMA over Converged Ethernet - RoCE: "
            + "https://docs.nvidia.com/networking-ethernet-software/cumulus-linux-512/Layer-1-and-Switch-Ports/Quality-of-Service/RDMA-over-Converged-Ethernet-RoCE/";
    static final String SONIC_QOS = "sonic-net/sonic-buildimage files/build_templates/qos_config.j2: "
            + "https://github.com/sonic-net/sonic-buildimage/blob/master/files/build_templates/qos_config.j2";
    static final String SONIC_BUFFERS = "sonic-net/sonic-buildimage files/build_templates/buffers_config.j2: "
            + "https://github.com/sonic-net/sonic-buildimage/blob/master/files/build_templates/buffers_config.j2";
    static final String SONIC_HEADROOM = "sonic-net/sonic-swss cfgmgr/buffer_headroom_mellanox.lua (the xoff/xon/size formula): "
            + "https://github.com/sonic-net/sonic-swss/blob/master/cfgmgr/buffer_headroom_mellanox.lua";
    static final String SONIC_DYNAMIC_HEADROOM = "sonic-net/SONiC doc/qos/dynamically-headroom-calculation.md (BUFFER_PG profile "
            + "NULL: \"the profile needs to be dynamically calculated\"): "
            + "https://github.com/sonic-net/SONiC/blob/master/doc/qos/dynamically-headroom-calculation.md";
    static final String SONIC_BUFFERMGR = "sonic-net/sonic-swss cfgmgr/buffermgr.cpp (traditional model, doSpeedUpdateTask: "
            + "BUFFER_PG|PORT|<pfc_enable> with pg_lossless_<speed>_<cable>_profile from pg_profile_lookup.ini, none at cable 0m "
            + "or without a cable length): https://github.com/sonic-net/sonic-swss/blob/master/cfgmgr/buffermgr.cpp";
    static final String SONIC_TUNNEL_REMAP = "sonic-net/SONiC doc/qos/tunnel_dscp_remapping.md (5.1.3: pfc_wd_sw_enable 3,4, "
            + "pfc_wd_hw_enable 2,6): https://github.com/sonic-net/SONiC/blob/master/doc/qos/tunnel_dscp_remapping.md";
    static final String SONIC_PFCWD = "sonic-net/sonic-utilities pfcwd/main.py (PFC_WD per port guards the port's pfc_enable priorities): "
            + "https://github.com/sonic-net/sonic-utilities/blob/master/pfcwd/main.py";
    static final String DCQCN = "Zhu et al., Congestion Control for Large-Scale RDMA Deployments (DCQCN), SIGCOMM 2015; RFC 3168";
    static final String IEEE_QBB = "IEEE 802.1Qbb (Priority-based Flow Control)";

    private Sources() {
    }

    /** Juniper's QFX page on lossless priorities: a no-loss class is lossless with PFC on its code point. */
    static final String JUNIPER_LOSSLESS = "Juniper, Understand CoS IEEE 802.1p Priorities for Lossless Traffic Flows (QFX): "
            + "https://www.juniper.net/documentation/us/en/software/junos/traffic-mgmt-qfx/topics/concept/"
            + "cos-qfx-series-lossless-ieee8021p-priority-config-understanding.html";
}
