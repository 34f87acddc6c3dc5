package io.rocekit.host.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.Fixtures;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.iblinkinfo.IbLinkInfo;
import io.rocekit.host.parse.iblinkinfo.IbLinkInfoParser;
import io.rocekit.host.parse.ibstat.IbstatOutput;
import io.rocekit.host.parse.ibstat.IbstatParser;
import io.rocekit.host.parse.ibvdevinfo.IbvDevices;
import io.rocekit.host.parse.ibvdevinfo.IbvDevinfoParser;
import io.rocekit.host.parse.showgids.GidTable;
import io.rocekit.host.parse.showgids.ShowGidsParser;
import org.junit.jupiter.api.Test;

class IbParsersTest {
    private final IbvDevinfoParser devinfo = new IbvDevinfoParser();

    @Test
    void devinfoWithARenamedDevice() throws Exception {
        IbvDevices d = devinfo.parse(Fixtures.source("host/ibv-devinfo/azhpc44-cx4lx-vf-renamed-mtu1024.txt"));
        IbvDevices.Hca h = d.hcas().get(0);
        assertThat(h.id()).contains("rdmaP23800p0s2");
        assertThat(h.vendorPartId()).hasValue(4118);
        assertThat(h.vendorId()).hasValue(0x02c9);
        assertThat(h.fwVer().get().value()).isEqualTo("14.25.8102");
        assertThat(h.boardId()).contains("MSF0010110035");
        IbvDevices.Port p = h.ports().get(0);
        assertThat(p.isActive()).isTrue();
        assertThat(p.maxMtu().get().value()).isEqualTo(4096);
        assertThat(p.activeMtu().get().value()).isEqualTo(1024);
        assertThat(p.linkLayer()).contains("Ethernet");
    }

    @Test
    void devinfoOfTwoHcasOneCut() throws Exception {
        IbvDevices d = devinfo.parse(Fixtures.source("host/ibv-devinfo/deepep60-cx6dx-down-cx7-partial.txt"));
        assertThat(d.hcas()).extracting(IbvDevices.Hca::name).containsExactly("mlx5_12", "mlx5_13");
        assertThat(d.hcas().get(0).vendorPartId()).hasValue(4125);
        assertThat(d.hcas().get(0).ports().get(0).state().get().value()).isEqualTo("PORT_DOWN");
        assertThat(d.hcas().get(1).vendorPartId()).hasValue(4129);
        assertThat(d.hcas().get(1).fwVer().get().value()).isEqualTo("28.39.2048");
        assertThat(d.hcas().get(1).ports()).isEmpty();
    }

    @Test
    void devinfoTabAlignedWithFlagLists() throws Exception {
        IbvDevices d = devinfo.parse(Fixtures.source("host/ibv-devinfo/ompi6184-cx5-verbose-tabs-mofed4-partial.txt"));
        IbvDevices.Hca h = d.hcas().get(0);
        assertThat(h.id()).contains("mlx5_1");
        assertThat(h.vendorPartId()).hasValue(4119);
        assertThat(h.fwVer().get().value()).isEqualTo("16.23.1020");
        assertThat(h.boardId()).contains("MT_0000000008");
    }

    @Test
    void gidLinesPastedAlone() throws Exception {
        IbvDevices d = devinfo.parse(Fixtures.source("host/gid-table/nccl769-bond-gid-table-devinfo-v.txt"));
        IbvDevices.Port p = d.hcas().get(0).ports().get(0);
        assertThat(p.gids()).extracting(IbvDevices.Gid::index).containsExactly(0, 1, 2, 3);
        assertThat(p.gids().get(1).isRoceV2()).isTrue();
        assertThat(p.gids().get(1).isLinkLocal()).isTrue();
        assertThat(p.gids().get(3).gid()).isEqualTo("::ffff:200.0.209.6");
        assertThat(p.gids().get(3).isRoceV2()).isTrue();
        assertThat(p.gids().get(3).isLinkLocal()).isFalse();
        assertThat(p.gids().get(2).type()).contains("RoCE v1");
    }

    /**
     * {@code ibv_devinfo -vv} of a ConnectX-6 Dx (firmware 22.36, rdma-core 50mlnx1): its "raw packet
     * caps" list items and the "tag matching not supported" remark are words without a colon, and
     * were an input error (exit 2) on a valid output.
     */
    @Test
    void devinfoVeryVerboseListItemsAndRemarks() throws Exception {
        String text = "hca_id:\tmlx5_bond_0\n\ttransport:\t\t\tInfiniBand (0)\n\tfw_ver:\t\t\t\t22.36.1010\n"
                + "\traw packet caps:\n\t\t\t\t\tC-VLAN stripping offload\n\t\t\t\t\tScatter FCS offload\n"
                + "\t\t\t\t\tIP csum offload\n\t\t\t\t\tDelay drop\n\ttag matching not supported\n"
                + "\t\tport:\t1\n\t\t\tstate:\t\t\tPORT_ACTIVE (4)\n\t\t\tlink_layer:\t\tEthernet\n";
        IbvDevices d = devinfo.parse(TextSource.of("vv.txt", text));
        assertThat(d.hcas()).singleElement().satisfies(h -> assertThat(h.ports()).hasSize(1));
    }

    /**
     * MLNX_OFED 4.x prints {@code log atomic arg sizes (mask)<TAB><TAB>0x8} without a colon (open-mpi/ompi
     * PR #6137): part of a valid output, which was an input error (exit 2).
     */
    @Test
    void devinfoOfMlnxOfed4WithAttributesWithoutAColon() throws Exception {
        IbvDevices d = devinfo.parse(Fixtures.source("extra/ibv-devinfo/ompi6137-cx5-mofed4-v-colonless-mask-attrs-partial.txt"));
        assertThat(d.hcas()).singleElement().satisfies(h -> {
            assertThat(h.id()).contains("mlx5_1");
            assertThat(h.vendorPartId()).hasValue(4119);
            assertThat(h.ports()).isEmpty();
        });
    }

    @Test
    void devinfoErrors() {
        assertThatThrownBy(() -> devinfo.parse(TextSource.of("d.txt", "hca_id: mlx5_0\n\tvendor_id:\t\t0x2c9z\n")))
                .hasMessage("d.txt:2: expected a hex vendor id such as 0x02c9, found '0x2c9z'");
        assertThatThrownBy(() -> devinfo.parse(TextSource.of("d.txt", "hca_id: mlx5_0\n\t\tport:\t1\n\t\t\tactive_mtu:\t\t10\n")))
                .hasMessage("d.txt:3: expected an MTU such as '4096 (5)', found '10'");
        assertThatThrownBy(() -> devinfo.parse(TextSource.of("d.txt", "hca_id: mlx5_0\nfoo bar\n")))
                .hasMessage("d.txt:2: expected 'key: value' (ibv_devinfo), found 'foo bar'");
    }

    @Test
    void ibstatOfAConnectX3() throws Exception {
        IbstatOutput o = new IbstatParser().parse(Fixtures.source("host/ibstat/mlx4-cx3-fdr-56-active.txt"));
        IbstatOutput.Adapter a = o.adapters().get(0);
        assertThat(a.name()).isEqualTo("mlx4_0");
        assertThat(a.caType()).contains("MT4099");
        assertThat(a.firmwareVersion()).contains("2.42.5000");
        assertThat(a.numberOfPorts()).hasValue(1);
        IbstatOutput.Port p = a.ports().get(0);
        assertThat(p.state()).contains("Active");
        assertThat(p.physicalState()).contains("LinkUp");
        assertThat(p.rateGbps()).hasValue(56.0);
        assertThat(p.linkLayer()).contains("InfiniBand");
        assertThatThrownBy(() -> new IbstatParser().parse(TextSource.of("i.txt", "\tCA type: MT4099\n")))
                .hasMessage("i.txt:1: expected a \"CA 'name'\" line first (ibstat), found '\tCA type: MT4099'");
        assertThatThrownBy(() -> new IbstatParser().parse(TextSource.of("i.txt", "CA 'mlx5_0'\n\tPort 1:\n\t\tRate: fast\n")))
                .hasMessage("i.txt:3: expected a rate in Gb/s such as 400, found 'fast'");
    }

    @Test
    void ibstatusReadsInIbstatsWords() throws Exception {
        // the ibstatus block of a public transcript (extra/ibstat/cx6dx-ibstatus-eth-down-active-100-mlxlink.txt, lines 2-18)
        String text = String.join("\n", Fixtures.text("extra/ibstat/cx6dx-ibstatus-eth-down-active-100-mlxlink.txt")
                .lines().toList().subList(1, 18)) + "\n";
        IbstatOutput o = new IbstatParser().parse(TextSource.of("s.txt", text));
        assertThat(o.adapters()).extracting(IbstatOutput.Adapter::name).containsExactly("mlx5_0", "mlx5_1");
        IbstatOutput.Port down = o.adapters().get(0).ports().get(0);
        assertThat(down.number()).isEqualTo(1);
        assertThat(down.state()).contains("Down");
        assertThat(down.isDown()).isTrue();
        assertThat(down.stateLine().get().trimmed()).isEqualTo("state:           1: DOWN");
        assertThat(down.physicalState()).contains("Disabled");
        assertThat(down.rateGbps()).hasValue(40.0);
        assertThat(down.linkLayer()).contains("Ethernet");
        IbstatOutput.Port up = o.adapters().get(1).ports().get(0);
        assertThat(up.state()).contains("Active");
        assertThat(up.physicalState()).contains("LinkUp");
        assertThat(up.rateGbps()).hasValue(100.0);
        assertThat(new IbstatParser().parse(TextSource.of("s.txt", "Infiniband device 'mlx5_0' port 1 status:\n"
                + "\tstate:\t\t 2: INIT\n\trate:\t\t 400 Gb/sec (4X NDR)\n")).adapters().get(0).ports().get(0))
                .satisfies(p -> {
                    assertThat(p.state()).contains("Initializing");
                    assertThat(p.rateGbps()).hasValue(400.0);
                });
    }

    @Test
    void ibstatNamesFdr10AfterTheRate() throws Exception {
        // the port block of a public ConnectX-3 FDR10 ibstat (stored code index id 44490430986), tabs kept
        String text = "CA 'mlx4_0'\n\tCA type: MT4099\n\tNumber of ports: 1\n\tPort 1:\n\t\tState: Active\n"
                + "\t\tPhysical state: LinkUp\n\t\tRate: 40 (FDR10)\n\t\tBase lid: 7\n\t\tLink layer: InfiniBand\n";
        IbstatOutput.Port p = new IbstatParser().parse(TextSource.of("i.txt", text)).adapters().get(0).ports().get(0);
        assertThat(p.rateGbps()).hasValue(40.0);
        assertThat(p.rateLine().get().trimmed()).isEqualTo("Rate: 40 (FDR10)");
    }

    @Test
    void iblinkinfoLines() throws Exception {
        // Constructed in iblinkinfo's documented layout (no public output with these exact values was found).
        String text = "CA: host1 HCA-1:\n"
                + "      0x506b4b0300cc4c52      4    1[  ] ==( 4X      25.78125 Gbps Active/  LinkUp)==>      12   17[  ] \"switch1\" ( )\n"
                + "Switch: 0x7cfe900300a5a2c0 Quantum Mellanox Technologies:\n"
                + "          12    1[  ] ==( 4X      25.78125 Gbps Active/  LinkUp)==>       4    1[  ] \"host1 HCA-1\" ( )\n"
                + "          12    2[  ] ==(                Down/ Polling)==>             [  ] \"\" ( )\n";
        IbLinkInfo l = new IbLinkInfoParser().parse(TextSource.of("l.txt", text));
        assertThat(l.nodes()).extracting(IbLinkInfo.Node::type).containsExactly(IbLinkInfo.NodeType.CA, IbLinkInfo.NodeType.SWITCH);
        IbLinkInfo.Link up = l.nodes().get(1).links().get(0);
        assertThat(up.lanes()).hasValue(4);
        assertThat(up.speedGbps()).hasValue(25.78125);
        assertThat(up.state()).isEqualTo("Active");
        IbLinkInfo.Link down = l.nodes().get(1).links().get(1);
        assertThat(down.localPort()).isEqualTo(2);
        assertThat(down.lanes()).isEmpty();
        assertThat(down.physState()).isEqualTo("Polling");
        assertThatThrownBy(() -> new IbLinkInfoParser().parse(TextSource.of("l.txt", "CA: x:\n   1[  ] ==( 4X 25.78125\n")))
                .hasMessageStartingWith("l.txt:2: expected a node header 'CA:'/'Switch:' or a port line");
    }

    @Test
    void showGidsTabSeparatedWithEmptyIpv4Cells() throws Exception {
        GidTable t = new ShowGidsParser().parse(Fixtures.source("host/show-gids/notes-cx4lx-4dev-12gids-port-down-no-ipv4.txt"));
        assertThat(t.entries()).hasSize(12);
        assertThat(t.reported()).hasValue(12);
        GidTable.Entry e = t.entries().get(3);
        assertThat(e.device()).isEqualTo("mlx5_0");
        assertThat(e.index()).isEqualTo(3);
        assertThat(e.ipv4()).contains("10.108.164.36");
        assertThat(e.version()).isEqualTo(2);
        assertThat(e.netdev()).contains("eth01");
        assertThat(t.entries().stream().filter(g -> g.device().equals("mlx5_3")))
                .allSatisfy(g -> assertThat(g.isLinkLocal()).isTrue());
    }

    @Test
    void showGidsCutBeforeItsLastRows() {
        String text = Fixtures.text("host/show-gids/notes-cx4lx-4dev-12gids-port-down-no-ipv4.txt");
        String cut = text.replace(text.lines().filter(l -> l.startsWith("mlx5_3\t1\t1")).findFirst().get() + "\n", "");
        assertThatThrownBy(() -> new ShowGidsParser().parse(TextSource.of("g.txt", cut)))
                .hasMessage("g.txt:14: expected 12 GID rows as n_gids_found says (the output was cut short?), found '11 rows'");
    }
}
