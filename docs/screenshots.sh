#!/usr/bin/env bash
# Regenerates docs/img/report-*.png, the screenshots of every HTML report that docs/reports.md
# shows. They come from the browser tests themselves (headless Chromium at 1280 px, after the
# charts have drawn), so a screenshot in the docs is always one a passing test looked at.
# Needs Chromium (/usr/bin/chromium: apt-get install chromium). Usage: docs/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export ROCEKIT_REQUIRE_PEERS=1
mvn -o -q -B -pl rocekit-cli -am test -Dsurefire.failIfNoSpecifiedTests=false \
  -Dtest='ReportKitChromiumTest,AnalyzeHtmlChromiumTest,BenchHtmlChromiumTest,DoctorHtmlChromiumTest,HtmlReportChromiumTest,FabricCheckHtmlChromiumTest'
mkdir -p docs/img
for name in doctor bench analyze sim fabric; do
  cp "rocekit-cli/target/report-screenshots/$name.png" "docs/img/report-$name.png"
  echo "docs/img/report-$name.png"
done
