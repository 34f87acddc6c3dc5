package io.rocekit.fabric.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.fabric.model.PortQos;
import org.junit.jupiter.api.Test;

/** The line a finding cites is the statement that sets what it is about: its number and its own text. */
class EvidenceLinesTest {
    @Test
    void junosBindingCitesItsOwnStatementNotTheInterfacesFirst() throws Exception {
        // Apstra AI-cluster configlet shape: was ':14: scheduler-map sm1;' for the classifier, the line of one, the text of another
        String junos = """
                class-of-service {
                    interfaces {
                      et-0/0/16 {
                        scheduler-map sm1;
                        congestion-notification-profile cnp;
                        unit 0 {
                          classifiers {
                            dscp mydscp;
                          }
                        }
                      }
                    }
                }
                """;
        PortQos p = new JunosReader().readOne("j.conf", junos).port("et-0/0/16").orElseThrow();
        assertThat(p.where("pfc").orElseThrow().toString()).isEqualTo("j.conf:5: congestion-notification-profile cnp;");
        assertThat(p.where("dscp").orElseThrow().toString()).isEqualTo("j.conf:8: dscp mydscp;");
    }

    @Test
    void comwareEcnFromAnAppliedTableCitesTheTablesLimitsNotAWeight() throws Exception {
        // rocekit's own Comware rendering read back: an ECN finding quoted 'qos wrr 3 group 1 byte-count 50'
        String comware = """
                qos wred queue table ROCEKIT
                 queue 3 drop-level 0 low-limit 586 high-limit 5860 discard-probability 100
                 queue 3 ecn
                #
                interface HundredGigE1/0/1
                 qos wred apply ROCEKIT
                 qos wrr 3 group 1 byte-count 50
                """;
        PortQos p = new ComwareReader().readOne("c.cfg", comware).port("HundredGigE1/0/1").orElseThrow();
        assertThat(p.where("queue.3").orElseThrow().toString())
                .isEqualTo("c.cfg:2: queue 3 drop-level 0 low-limit 586 high-limit 5860 discard-probability 100");
    }
}
