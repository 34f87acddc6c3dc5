package io.rocekit.cli.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.ReportBrowser;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code fabric check --html} page as a person sees it in Chromium, on two real SONiC
 * configurations: the Arista 7050 QoS template (its AZURE map sends RoCE's DSCP 26 to lossy class
 * 1, PFC is on 3,4) and sonic-utilities' mock CONFIG_DB (PFC on Ethernet0 whose lossless priority
 * group 3-4 has profile NULL; a watchdog on Ethernet8 that has no PFC).
 */
class FabricCheckHtmlChromiumTest {
    private static String fixture(String name) throws Exception {
        return ReportBrowser.typed(Path.of(FabricCheckHtmlChromiumTest.class.getResource("/fabric/" + name).toURI()).toString());
    }

    @Test
    void portsShowThePathAndTheCellsTheFindingsAreAbout(@TempDir Path dir) throws Exception {
        ReportBrowser browser = ReportBrowser.open(dir);
        Path html = dir.resolve("fabric.html");
        CliRunner.Result r = CliRunner.run("fabric", "check", fixture("sonic-qos-arista7050.json"),
                fixture("sonic-utilities-mock-config_db-qos-partial.json"), "--html", html.toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.err()).contains("HTML report: " + html);

        ReportBrowser.Seen seen = browser.look(html).assertReadable();
        String dom = seen.dom();

        // Arista 7050: the 28 ports have the same QoS and share one row
        List<List<String>> arista = rows(table(dom, "ports-1"));
        assertThat(arista).hasSize(1);
        List<String> row = arista.get(0);
        assertThat(row.get(0)).contains("Ethernet4\u2013Ethernet124", "28 ports, same QoS");
        // the path: RoCE's DSCP 26 lands on lossy class 1; DSCP 3 and 4 on the PFC classes
        String path = row.get(1);
        assertThat(path).startsWith("<td class=\"tone-fail\">");
        assertThat(text(path)).contains("\u2192 TC 1 \u2192 queue 1 \u00b7 PFC off (RoCE)",
                "DSCP 3 \u2192 TC 3 \u2192 queue 3 \u00b7 PFC on", "DSCP 4 \u2192 TC 4 \u2192 queue 4 \u00b7 PFC on",
                "DSCP 48 \u2192 TC 6 \u2192 queue 6 \u00b7 PFC off (CNP)");
        assertThat(path).contains("data-rule=\"fabric.roce-dscp-lossy\"");
        assertThat(text(path)).contains("FAIL RoCE DSCP 26 -> class 1 (queue 1) without PFC");
        assertThat(row.get(2)).startsWith("<td class=\"tone-fail\">");
        assertThat(text(row.get(2))).startsWith("priority 3,4");
        assertThat(text(row.get(3))).isEqualTo("priority 3,4");
        assertThat(text(row.get(4))).isEqualTo("queue 3,4: 1 MiB / 2 MiB \u00b7 5 %");
        assertThat(text(row.get(5))).contains("queue 0-2,5,6: DWRR 14", "queue 3,4: DWRR 15");
        assertThat(row.get(3)).doesNotContain("tone-");
        assertThat(row.get(4)).doesNotContain("tone-");

        // the mock CONFIG_DB: three ports, three rows (their QoS or their findings differ)
        List<List<String>> mock = rows(table(dom, "ports-2"));
        assertThat(mock).extracting(x -> text(x.get(0))).containsExactly("Ethernet0", "Ethernet4", "Ethernet8");
        List<String> e0 = mock.get(0);
        assertThat(e0.get(6)).startsWith("<td class=\"tone-fail\">");
        assertThat(text(e0.get(6))).contains("PG 3-4: NULL", "PFC on priority 3 but its priority group 3-4 has buffer profile NULL");
        assertThat(e0.get(1)).contains("no classification map");
        // the undefined scheduler its PORT_QOS_MAP names marks its scheduling
        assertThat(e0.get(5)).startsWith("<td class=\"tone-fail\">").contains("data-rule=\"fabric.dangling-reference\"");
        List<String> e8 = mock.get(2);
        assertThat(e8.get(3)).startsWith("<td class=\"tone-warn\">");
        assertThat(text(e8.get(3))).contains("configured, covers no priority", "PFC watchdog configured but the port has no PFC priority");
        assertThat(text(e8.get(2))).startsWith("none");
        List<String> e4 = mock.get(1);
        assertThat(String.join("", e4)).doesNotContain("tone-fail", "tone-warn");

        // the findings with their evidence, per configuration
        assertThat(dom).contains("<section id=\"findings-1\">", "<section id=\"findings-2\">",
                "data-rule=\"fabric.pfc-buffer-missing\"", "data-rule=\"fabric.dangling-reference\"",
                "\"BUFFER_PG|Ethernet0|3-4\" profile: NULL");
        browser.screenshot(html, "fabric", 1500);
    }

    @Test
    void intentDifferencesAndHostFindingsGetTheirOwnSections(@TempDir Path dir) throws Exception {
        ReportBrowser browser = ReportBrowser.open(dir);
        Path intent = dir.resolve("intent.yaml");
        CliRunner.Result init = CliRunner.run("fabric", "init", "--profile", "nvidia-lossless");
        java.nio.file.Files.writeString(intent, init.out());
        Path html = dir.resolve("intent.html");
        String host = "../rocekit-doctor/src/main/resources/io/rocekit/doctor/demo/h100-untuned/commands/mlnx_qos.ens83np0.txt";
        CliRunner.Result r = CliRunner.run("fabric", "check", fixture("sonic-qos-arista7050.json"), "--intent", intent.toString(),
                "--host", host, "--html", html.toString());
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
        String dom = browser.look(html).assertReadable().dom();
        String diffs = table(dom, "intent-differences");
        assertThat(text(diffs)).contains("DSCP 26 -> traffic class 1, intent 3");
        // the same difference marks the path cell of the ports
        assertThat(rows(table(dom, "ports-1")).get(0).get(1)).contains("data-rule=\"fabric.intent-mismatch\"");
        // the switch against the host's mlnx_qos: RoCE's DSCP lossless on the NIC, lossy on the switch
        String hostSection = dom.substring(dom.indexOf("<section id=\"host\">"));
        assertThat(hostSection).contains("Switch against host (" + host + ")", "data-rule=\"fabric.host-dscp\"");
    }

    private static String table(String dom, String id) {
        int at = dom.indexOf("<table id=\"" + id + "\">");
        assertThat(at).as("table " + id).isNotNegative();
        return dom.substring(at, dom.indexOf("</table>", at));
    }

    /** The cells of each body row, each as its whole {@code <td ...>...</td>} or {@code <th>}. */
    private static List<List<String>> rows(String table) {
        List<List<String>> out = new ArrayList<>();
        String body = table.substring(table.indexOf("<tbody>"));
        Matcher tr = Pattern.compile("<tr>(.*?)</tr>", Pattern.DOTALL).matcher(body);
        while (tr.find()) {
            List<String> cells = new ArrayList<>();
            Matcher td = Pattern.compile("<t[dh][ >].*?</t[dh]>", Pattern.DOTALL).matcher(tr.group(1));
            while (td.find()) {
                cells.add(td.group());
            }
            out.add(cells);
        }
        return out;
    }

    /** The text a person reads: tags dropped, divisions on their own lines, entities decoded. */
    private static String text(String html) {
        return html.replaceAll("</div>", "\n").replaceAll("<[^>]+>", "").replace("&gt;", ">").replace("&lt;", "<")
                .replace("&quot;", "\"").replace("&amp;", "&").strip();
    }
}
