#!/usr/bin/env bash
# Builds the node package: a Debian package of rocekit with its own Java runtime (jlink), so that
# nodes need no JDK. Installs /opt/rocekit (runtime, launcher, rocekit.jar) and /usr/bin/rocekit.
#
#   packaging/deb/build-deb.sh            # after 'mvn -B -DskipTests package -pl rocekit-cli -am'
#   sudo dpkg -i target/deb/rocekit_*.deb && rocekit doctor --demo
#
# Needs a JDK 17+ (jdeps, jlink, jpackage) and Debian's fakeroot and dpkg-dev.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
jar="$root/rocekit-cli/target/rocekit.jar"
out="$root/target/deb"
work="$root/target/deb-work"
[[ -f "$jar" ]] || { echo "build-deb: $jar missing; run: mvn -B -DskipTests package -pl rocekit-cli -am" >&2; exit 2; }
for tool in jdeps jlink jpackage fakeroot dpkg-deb; do
  command -v "$tool" >/dev/null || { echo "build-deb: $tool not found (JDK 17+ tools; apt-get install fakeroot dpkg-dev)" >&2; exit 2; }
done

# The Maven version without -SNAPSHOT: Debian and jpackage want digits and dots.
version=$(unzip -p "$jar" rocekit-version.properties | sed -n 's/^version=//p' | head -1)
deb_version=${version%%-*}
[[ "$deb_version" =~ ^[0-9]+(\.[0-9]+)*$ ]] || { echo "build-deb: version '$version' is not numeric" >&2; exit 2; }

rm -rf "$work" && mkdir -p "$work/input" "$out"
cp "$jar" "$work/input/rocekit.jar"

# Only the JDK modules rocekit uses (jdeps over the fat jar). java.desktop is left out: only
# optional code of libraries names it (Jackson's java.beans support, which it skips when absent;
# commons-compress pack200; a JLine helper), and keeping it would make the package depend on X11
# and ALSA libraries that GPU nodes do not need. packaging/deb/smoke.sh runs the commands on the
# packaged runtime.
modules=$(jdeps --multi-release 17 --ignore-missing-deps --print-module-deps "$work/input/rocekit.jar" \
          | tr ',' '\n' | grep -vx 'java.desktop' | paste -sd, -)
echo "build-deb: runtime modules: $modules"
jlink --add-modules "$modules" --strip-debug --no-man-pages --no-header-files --compress=2 \
      --output "$work/runtime"

# jpackage runs the package's maintainer scripts from --resource-dir: put rocekit on the PATH.
mkdir -p "$work/resources"
cat > "$work/resources/postinst" <<'SH'
#!/bin/sh
set -e
if [ "$1" = configure ]; then
  ln -sf /opt/rocekit/bin/rocekit /usr/bin/rocekit
fi
exit 0
SH
cat > "$work/resources/prerm" <<'SH'
#!/bin/sh
set -e
if [ "$1" = remove ] || [ "$1" = upgrade ]; then
  if [ "$(readlink /usr/bin/rocekit 2>/dev/null)" = /opt/rocekit/bin/rocekit ]; then rm -f /usr/bin/rocekit; fi
fi
exit 0
SH
chmod 755 "$work/resources/postinst" "$work/resources/prerm"

rm -f "$out"/rocekit_*.deb
jpackage --type deb --name rocekit --app-version "$deb_version" \
  --vendor "rocekit" --description "Find and fix what keeps a RoCEv2 GPU fabric from line rate" \
  --input "$work/input" --main-jar rocekit.jar --main-class io.rocekit.cli.Main \
  --runtime-image "$work/runtime" --install-dir /opt --resource-dir "$work/resources" \
  --java-options "-Xshare:auto" \
  --linux-package-name rocekit --linux-app-category utils --linux-deb-maintainer "rocekit@localhost" \
  --license-file "$root/LICENSE" --dest "$out"
deb=$(ls "$out"/rocekit_*.deb)
echo "build-deb: wrote $deb ($(du -h "$deb" | cut -f1))"
