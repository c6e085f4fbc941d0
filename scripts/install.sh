#!/usr/bin/env bash
# `make install PREFIX=…` (default $HOME/.local): builds `reel` in release mode and installs
#   PREFIX/bin/reel
#   PREFIX/share/reel/reel-uikit/   what `reel run` compiles users' Swift files against: the
#                                   sources of UIKit, QuartzCore, CoreGraphics and the modules
#                                   under them (ReelCore, ReelScene, _ReelFoundation, ReelRender with
#                                   Shaders, ReelMedia and the CCairo and CFFmpeg module maps, since
#                                   CGContext draws through ReelRender; the two empty _Testing
#                                   modules), with a Package.swift of their own
# so that an installed `reel` needs neither the checkout it was built from nor REEL_SOURCE
# (RunCommand looks beside its executable first), then runs `reel run --prepare` (Reel's modules
# built for `reel run`, unless REEL_RUN_PREPARE=0). Replaces an earlier install in place.
set -euo pipefail
cd "$(dirname "$0")/.."
PREFIX=${PREFIX:-$HOME/.local}
SWIFT=${SWIFT:-swift}
case "$PREFIX" in /*) ;; *) PREFIX="$PWD/$PREFIX" ;; esac

"$SWIFT" build -c release --product reel
BIN=$("$SWIFT" build -c release --show-bin-path)

mkdir -p "$PREFIX/bin" "$PREFIX/share/reel"
install -m 755 "$BIN/reel" "$PREFIX/bin/reel.new"
mv -f "$PREFIX/bin/reel.new" "$PREFIX/bin/reel"

# The package `reel run` depends on. Its targets and dependencies are Package.swift's for these
# modules; the install test (scripts/install-tests.sh) builds it through `reel run`.
PACKAGE="$PREFIX/share/reel/reel-uikit"
rm -rf "$PACKAGE.new"
mkdir -p "$PACKAGE.new/Sources"
for module in ReelCore ReelScene _ReelFoundation ReelMedia ReelRender CCairo CFFmpeg CoreGraphics QuartzCore UIKit \
  _Testing_CoreGraphics _Testing_UIKit; do
  cp -R "Sources/$module" "$PACKAGE.new/Sources/$module"
done
cp -R Shaders "$PACKAGE.new/Shaders"
cp LICENSE "$PACKAGE.new/LICENSE"
cat > "$PACKAGE.new/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
// Installed by Reel's `make install` (scripts/install.sh): the modules `reel run` compiles iOS
// code against (Apple's UIKit, QuartzCore and CoreGraphics names over ReelCore), Linux only.
import PackageDescription

let package = Package(
    name: "ReelUIKit",
    products: [
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit", "_Testing_CoreGraphics", "ReelRender"])
    ],
    targets: [
        .target(name: "ReelCore", path: "Sources/ReelCore", exclude: ["README.md"]),
        .target(name: "ReelScene", dependencies: ["ReelCore"], exclude: ["README.md"]),
        .target(name: "_ReelFoundation", dependencies: ["ReelCore"], exclude: ["README.md"]),
        .target(name: "Shaders", path: "Shaders", exclude: ["README.md"]),
        .target(name: "ReelMedia", dependencies: ["Shaders", "CFFmpeg"], exclude: ["README.md"]),
        .target(
            name: "ReelRender", dependencies: ["ReelCore", "Shaders", "ReelMedia", "CCairo"], exclude: ["README.md"]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo pangocairo pixman-1 freetype2 fontconfig"),
        .systemLibrary(
            name: "CFFmpeg", pkgConfig: "libavcodec libavformat libavfilter libswscale libswresample libavutil"),
        .target(
            name: "CoreGraphics", dependencies: ["_ReelFoundation", "ReelCore", "ReelRender"], exclude: ["README.md"]),
        .target(name: "_Testing_CoreGraphics", path: "Sources/_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit", path: "Sources/_Testing_UIKit"),
        .target(
            name: "QuartzCore", dependencies: ["CoreGraphics", "_ReelFoundation", "ReelCore"], exclude: ["README.md"]),
        .target(
            name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "_ReelFoundation", "ReelCore", "ReelScene"],
            exclude: ["README.md"]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
rm -rf "$PACKAGE"
mv "$PACKAGE.new" "$PACKAGE"

echo "install: $PREFIX/bin/reel and $PACKAGE"
# Reel's modules built for `reel run` now (in $XDG_CACHE_HOME/reel/run, else ~/.cache), so that a
# first `reel run` compiles only the user's files; REEL_RUN_PREPARE=0 skips it.
if [ "${REEL_RUN_PREPARE:-1}" != 0 ]; then
  echo "install: building Reel's modules for reel run (reel run --prepare)"
  "$PREFIX/bin/reel" run --prepare
fi
case ":$PATH:" in
  *":$PREFIX/bin:"*) ;;
  *) echo "install: $PREFIX/bin is not on your PATH; add it: export PATH=\"$PREFIX/bin:\$PATH\"" ;;
esac
