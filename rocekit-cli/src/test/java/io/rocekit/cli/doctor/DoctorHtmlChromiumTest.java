package io.rocekit.cli.doctor;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.ReportBrowser;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The doctor's page as a person sees it in Chromium: the topology labels at a readable size (they
 * were about 7 px when the diagram was shrunk to the page), the diagram and the matrix scrolling
 * in their boxes, and fix commands wrapped rather than cut off.
 */
class DoctorHtmlChromiumTest {
    @Test
    void doctorPageHasReadableTopologyAndWrappedFixes(@TempDir Path dir) throws Exception {
        ReportBrowser browser = ReportBrowser.open(dir);
        Path html = dir.resolve("doctor.html");
        CliRunner.Result r = CliRunner.run("doctor", "--demo", "--html", html.toString());
        assertThat(r.exitCode()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(r.err()).contains("HTML report: " + html);

        ReportBrowser.Seen seen = browser.look(html).assertReadable();
        String dom = seen.dom();
        int nodes = dom.split("<g class=\"node ", -1).length - 1;
        assertThat(nodes).isEqualTo(2 + 32 + 8 + 8); // 2 CPUs, 32 bridges, 8 GPUs, 8 NICs
        assertThat(dom).contains("ACS ON", "GPU7", "data-rule=\"pcie.acs-enabled\"", "<pre class=\"fix\">",
                "setpci -s 0000:82:00.0 ECAP_ACS+0x6.w=0000");
        assertThat(seen.charts()).isEmpty();
        assertThat(dom).doesNotContain("echarts.init"); // no chart: no script in the page
        browser.screenshot(html, "doctor", 2200);
    }
}
