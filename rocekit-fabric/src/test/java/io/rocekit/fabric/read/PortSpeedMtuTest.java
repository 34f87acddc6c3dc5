package io.rocekit.fabric.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.fabric.Fixtures;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.SwitchConfig;
import org.junit.jupiter.api.Test;

/**
 * Port speed and MTU, in the syntax each vendor writes them (the headroom check needs the speed; the
 * switch-host MTU check needs the MTU as an IP MTU).
 */
class PortSpeedMtuTest {
    @Test
    void numbersReadEveryVendorsSpeedSpelling() {
        assertThat(Numbers.speedMbps("100000")).hasValue(100_000);
        assertThat(Numbers.speedMbps("100G")).hasValue(100_000);
        assertThat(Numbers.speedMbps("25g")).hasValue(25_000);
        assertThat(Numbers.speedMbps("forced 40gfull")).hasValue(40_000);
        assertThat(Numbers.speedMbps("400g-8")).hasValue(400_000);
        assertThat(Numbers.speedMbps("auto")).isEmpty();
        assertThat(Numbers.speedMbps("fast")).isEmpty();
    }

    @Test
    void sonicPortTableGivesSpeedInMbpsAndAnIpMtu() throws Exception {
        SwitchConfig c = new SonicReader().readOne("db.json", Fixtures.text("derived-sonic-headroom-profile-on-ports.json"));
        PortQos e4 = c.port("Ethernet4").orElseThrow();
        assertThat(e4.speedMbps()).hasValue(100_000);
        assertThat(e4.ipMtu()).hasValue(9100);
        assertThat(e4.cableMeters()).hasValue(5.0);
        assertThat(e4.where("speed").orElseThrow().toString()).contains("\"PORT|Ethernet4\" speed: 100000");
        assertThat(c.port("Ethernet12").orElseThrow().speedMbps()).isEmpty();
    }

    @Test
    void eosAndNxosInterfaceSpeed() throws Exception {
        SwitchConfig eos = new EosReader().readOne("eos.cfg", "interface Ethernet1\n   speed forced 100gfull\n   mtu 9214\n"
                + "   priority-flow-control on\n   priority-flow-control priority 3 no-drop\n");
        PortQos e1 = eos.port("Ethernet1").orElseThrow();
        assertThat(e1.speedMbps()).hasValue(100_000);
        assertThat(e1.ipMtu()).hasValue(9214);
        SwitchConfig nx = new NxosReader().readOne("nx.txt", "interface Ethernet1/1\n  speed 100000\n  mtu 9216\n"
                + "  priority-flow-control mode on\n");
        PortQos n = nx.port("Ethernet1/1").orElseThrow();
        assertThat(n.speedMbps()).hasValue(100_000);
        assertThat(n.ipMtu()).hasValue(9216);
    }

    @Test
    void nvueLinkSpeedAndMtu() throws Exception {
        SwitchConfig c = new NvueReader().read("nv.txt", "nv set qos roce\nnv set interface swp1 link speed 400G\n"
                + "nv set interface swp1 link mtu 9216\nnv set interface swp1 qos pfc profile default-global\n").get(0);
        PortQos p = c.port("swp1").orElseThrow();
        assertThat(p.speedMbps()).hasValue(400_000);
        assertThat(p.ipMtu()).hasValue(9216);
        assertThat(p.where("speed").orElseThrow().line()).hasValue(2);
    }

    @Test
    void junosMediaMtuCountsTheEthernetHeader() throws Exception {
        String text = Fixtures.text("junos-jvd-roce-qos-set-partial.txt");
        SwitchConfig plain = new JunosReader().readOne("set.txt", text);
        String port = plain.ports().stream().map(PortQos::port).filter(x -> !x.equals("global")).findFirst().orElseThrow();
        SwitchConfig c = new JunosReader().readOne("set.txt", text + "\nset interfaces " + port + " mtu 9216\nset interfaces " + port
                + " speed 400g\n");
        PortQos p = c.port(port).orElseThrow();
        assertThat(p.mtu()).hasValue(9216);
        assertThat(p.ipMtu()).hasValue(9202);
        assertThat(p.speedMbps()).hasValue(400_000);
    }

    @Test
    void comwareJumboframeIsAFrameLengthAndSpeedIsInMbps() throws Exception {
        String text = Fixtures.text("comware-s9855-roce-interface-partial.txt").replace(" link-delay down 0\n",
                " link-delay down 0\n speed 400000\n jumboframe enable 9416\n");
        SwitchConfig c = new ComwareReader().readOne("h3c.txt", text);
        PortQos p = c.port("FourHundredGigE1/0/95").orElseThrow();
        assertThat(p.speedMbps()).hasValue(400_000);
        assertThat(p.mtu()).hasValue(9416);
        assertThat(p.ipMtu()).hasValue(9398);
        assertThat(c.unknownLines()).isEmpty();
    }
}
