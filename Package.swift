// swift-tools-version: 6.0
// Reel: Core Animation-style animation code rendered to pixel-exact video on Linux.
//
// The targets in data-flow order (docs/architecture.md): the layer model, drawing and
// encoding, the scene document, the clip and its pipeline, regression, the command line; then
// samples and tools, the C libraries, and the tests.

import PackageDescription

let package = Package(
    name: "Reel",
    products: [
        .library(name: "Reel", targets: ["Reel"]),
        .library(name: "ReelCore", targets: ["ReelCore"]),
        .library(name: "ReelRegression", targets: ["ReelRegression"]),
        .library(name: "ReelLottie", targets: ["ReelLottie"]),
        .library(name: "ReelTesting", targets: ["ReelTesting"]),
        .executable(name: "reel", targets: ["reel"]),
    ],
    targets: [
        // MARK: - Library
        // Geometry, paths, layers, animations, Stage and Timeline: pure Swift, no C.
        .target(name: "ReelCore", path: "Sources/ReelCore", exclude: ["README.md"]),
        // Per-pixel kernels and the Frame buffer.
        .target(name: "Shaders", path: "Shaders", exclude: ["README.md"]),
        // Media files in and out, below both drawing and encoding: the FFmpeg handle wrappers, reading
        // still images and videos, `EncodeError`, and atomic output (`TemporaryOutput`).
        .target(name: "ReelMedia", dependencies: ["Shaders", "CFFmpeg"], exclude: ["README.md"]),
        // Encoding, owner of libimagequant and OpenSSL, with FFmpeg's encoders through ReelMedia's
        // wrappers: every writer (MP4, GIF, WebP, APNG, PNG), pixel conversion, GIF quantization, SHA-256.
        .target(
            name: "ReelEncode",
            dependencies: ["ReelCore", "Shaders", "ReelMedia", "CFFmpeg", "CImageQuant", "COpenSSL"],
            exclude: ["README.md"]),
        // Drawing a presentation tree with Cairo and Pango; images (decoded through ReelMedia); PNG.
        .target(
            name: "ReelRender", dependencies: ["ReelCore", "Shaders", "ReelMedia", "CCairo"], exclude: ["README.md"]),
        // The scene document (JSON) to and from a Timeline.
        .target(name: "ReelScene", dependencies: ["ReelCore"], exclude: ["README.md"]),
        // Typed command-line options and their parser, shared by `reel` and the samples' runner.
        .target(name: "ReelArguments", dependencies: ["ReelScene"], exclude: ["README.md"]),
        // Clip and the render pipeline: what a library user imports.
        .target(
            name: "Reel",
            dependencies: ["ReelCore", "Shaders", "ReelRender", "ReelEncode", "ReelScene", "ReelArguments"],
            exclude: ["README.md"]),
        // Frame hashes, hash lists, environment fingerprints, golden verification.
        .target(
            name: "ReelRegression",
            dependencies: ["Reel", "ReelCore", "Shaders", "ReelRender", "ReelEncode", "ReelScene"],
            exclude: ["README.md"],
            // The verify report's style sheet and script, inlined into each report it writes.
            resources: [.embedInCode("Report/report.css"), .embedInCode("Report/report.js")]),
        // ZIP archives (libzip) and gzip streams (zlib), read with bounds: dotLottie and .tgs files.
        .target(name: "ReelArchive", dependencies: ["CZip"], exclude: ["README.md"]),
        // Lottie (Bodymovin JSON) files as scene documents; .lottie and .tgs containers.
        .target(name: "ReelLottie", dependencies: ["ReelScene", "ReelCore", "ReelArchive"], exclude: ["README.md"]),
        // Golden checks for users' test suites (Swift Testing and XCTest).
        .target(name: "ReelTesting", dependencies: ["Reel", "ReelRegression", "ReelCore"], exclude: ["README.md"]),

        // MARK: - Command line
        // `reel preview`: the HTTP server on libmicrohttpd, the live session and the page.
        .target(
            name: "ReelPreview",
            dependencies: ["Reel", "ReelCore", "ReelRender", "ReelEncode", "ReelScene", "ReelLottie", "CMicroHTTPD"],
            exclude: ["README.md"],
            // The page's files, compiled into the binary (PageFiles.swift says why).
            resources: [
                .embedInCode("Page/index.html"), .embedInCode("Page/app.js"), .embedInCode("Page/timeline.js"),
                .embedInCode("Page/app.css"),
            ]),
        // Argument parsing, commands, help, exit codes: linked only by `reel` and the tests.
        .target(
            name: "ReelCLI",
            dependencies: [
                "Reel", "ReelRegression", "ReelPreview", "ReelCore", "ReelScene", "ReelLottie", "ReelRender",
                "ReelEncode", "Shaders", "ReelArguments",
            ], exclude: ["README.md"],
            // Testable in every configuration: the fuzz target (below) fuzzes its argument parser.
            swiftSettings: [.unsafeFlags(["-enable-testing"])]),
        .executableTarget(name: "reel", dependencies: ["ReelCLI", "ReelEncode"], exclude: ["README.md"]),

        // MARK: - Samples and tools
        .target(name: "FlyToCart", dependencies: ["ReelCore"], path: "samples/fly-to-cart/Sources/FlyToCart"),
        .executableTarget(
            name: "fly-to-cart", dependencies: ["FlyToCart", "Reel"], path: "samples/fly-to-cart/Sources/fly-to-cart"),
        .target(name: "QQArc", dependencies: ["ReelCore"], path: "samples/qq-arc/Sources/QQArc"),
        .executableTarget(name: "qq-arc", dependencies: ["QQArc", "Reel"], path: "samples/qq-arc/Sources/qq-arc"),
        .target(
            name: "FloatingBurger", dependencies: ["ReelCore"], path: "samples/floating-burger/Sources/FloatingBurger"),
        .executableTarget(
            name: "floating-burger", dependencies: ["FloatingBurger", "Reel"],
            path: "samples/floating-burger/Sources/floating-burger"),
        .target(name: "PromoCard", dependencies: ["ReelCore"], path: "samples/promo-card/Sources/PromoCard"),
        .executableTarget(
            name: "promo-card", dependencies: ["PromoCard", "Reel"], path: "samples/promo-card/Sources/promo-card"),
        // Ports of Core Animation snippets, one per feature; documents and previews in docs/gallery/.
        .target(name: "Gallery", dependencies: ["ReelCore"], path: "samples/gallery/Sources/Gallery"),
        .executableTarget(name: "make-assets", dependencies: ["ReelCore", "ReelRender"], path: "tools/make-assets"),
        .executableTarget(name: "demo-stills", dependencies: ["ReelRender"], path: "tools/demo-stills"),
        // `make bench`: encode/pipeline throughput, GIF palette and MP4 quality measurements.
        .executableTarget(
            name: "reel-bench",
            dependencies: [
                "Reel", "ReelRegression", "ReelCore", "ReelRender", "ReelEncode", "Shaders", "FlyToCart", "QQArc",
                "FloatingBurger",
            ],
            path: "bench/ReelBench"),
        // `make bench` (scripts/bench-lottie.sh): Reel against rlottie on the same Lottie files.
        .executableTarget(
            name: "lottie-bench", dependencies: ["Reel", "ReelLottie", "ReelRender", "CRLottie"],
            path: "bench/LottieBench"),
        // `make fuzz` (fuzz/run.sh): the scene reader, `--set` and the argument parser under libFuzzer;
        // a plain build replays the inputs it is given.
        .executableTarget(
            name: "scene-fuzz", dependencies: ["ReelCore", "ReelScene", "ReelCLI", "ReelArguments"],
            path: "fuzz/SceneFuzz"),

        // MARK: - C libraries (module maps and shims only)
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo pangocairo pixman-1 freetype2 fontconfig",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavcodec libavformat libavfilter libswscale libswresample libavutil",
            providers: [
                .apt([
                    "libavcodec-dev", "libavformat-dev", "libavfilter-dev", "libswscale-dev", "libswresample-dev",
                    "libavutil-dev",
                ])
            ]
        ),
        // SHA-256 (frame hashes) at the CPU's SHA-extension speed.
        .systemLibrary(name: "COpenSSL", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // rlottie: the independent Lottie reference for ReelLottieTests and lottie-bench only.
        .systemLibrary(name: "CRLottie", pkgConfig: "rlottie", providers: [.apt(["librlottie-dev"])]),
        // libmicrohttpd: `reel preview`'s HTTP server.
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        // libzip and zlib: ReelArchive's ZIP and gzip reading.
        .systemLibrary(name: "CZip", pkgConfig: "libzip zlib", providers: [.apt(["libzip-dev", "zlib1g-dev"])]),
        .systemLibrary(
            name: "CImageQuant",
            pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"])]
        ),

        // MARK: - Tests
        // Scratch folders, seeded random numbers, the repository's paths, a runner for `reel` and
        // other programs: shared by the test targets, depends on nothing of Reel's.
        .target(name: "_ReelTestSupport", path: "Sources/_ReelTestSupport", exclude: ["README.md"]),
        .testTarget(name: "ReelCoreTests", dependencies: ["ReelCore", "ReelScene", "_ReelTestSupport"]),
        .testTarget(name: "ShadersTests", dependencies: ["Shaders", "_ReelTestSupport"]),
        .testTarget(
            name: "ReelRenderTests", dependencies: ["ReelRender", "ReelMedia", "_ReelTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "ReelEncodeTests", dependencies: ["ReelEncode", "CFFmpeg", "_ReelTestSupport"]),
        .testTarget(
            name: "ReelTests",
            dependencies: ["Reel", "ReelRegression", "ReelCLI", "ReelArguments", "FlyToCart", "_ReelTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "ReelTestingTests", dependencies: ["ReelTesting", "ReelScene"]),
        .testTarget(
            name: "ReelLottieTests",
            dependencies: ["ReelLottie", "ReelScene", "Reel", "ReelCLI", "ReelRender", "Shaders", "CRLottie"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ReelSceneTests", dependencies: ["ReelScene", "_ReelTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "Gallery", "Reel", "ReelRegression", "ReelCLI", "ReelCore", "ReelRender", "ReelScene", "Shaders",
                "_ReelTestSupport",
            ]),
        .testTarget(
            name: "ReelPreviewTests",
            dependencies: ["ReelPreview", "ReelCLI", "Reel", "ReelRender", "ReelScene", "_ReelTestSupport"]),
        .testTarget(
            name: "SamplesTests",
            dependencies: [
                "FlyToCart", "QQArc", "FloatingBurger", "PromoCard", "Reel", "ReelRegression", "ReelRender",
                "ReelScene",
                "Shaders", "_ReelTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: - Apple's names on Linux
// `CoreGraphics`, `QuartzCore` and `UIKit`: iOS animation code compiled unchanged against Reel's
// engine (docs/architecture.md). Declared only where Apple's frameworks do not exist, so that on
// Apple platforms the system's own modules win.
#if !canImport(Darwin)
    package.products += [
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        // ReelRender too: `reel run`'s entry installs its text layout (`TextMeasurer.install()`).
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit", "_Testing_CoreGraphics", "ReelRender"]),
        .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
    ]
    package.targets += [
        // Foundation as the three re-export it: the current recording, the main queue and `Timer`
        // on its clock (Sources/_ReelFoundation/README.md).
        .target(
            name: "_ReelFoundation", dependencies: ["ReelCore"], path: "Sources/_ReelFoundation", exclude: ["README.md"]
        ),
        .target(
            name: "CoreGraphics", dependencies: ["_ReelFoundation", "ReelCore", "ReelRender"], exclude: ["README.md"]),
        // Empty modules that Swift Testing's cross-import overlays name on Linux (see their one file).
        .target(name: "_Testing_CoreGraphics", path: "Sources/_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit", path: "Sources/_Testing_UIKit"),
        .target(
            name: "QuartzCore", dependencies: ["CoreGraphics", "_ReelFoundation", "ReelCore"], exclude: ["README.md"]),
        .target(
            name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "_ReelFoundation", "ReelCore", "ReelScene"],
            exclude: ["README.md"]
        ),
        // swift-snapshot-testing's API over Reel's renderer: iOS snapshot tests run on Linux.
        .target(
            name: "SnapshotTesting",
            dependencies: ["UIKit", "ReelCore", "ReelRender", "ReelEncode", "ReelRegression", "Shaders"],
            exclude: ["README.md"]),
        .testTarget(
            name: "SnapshotTestingTests",
            dependencies: [
                "SnapshotTesting", "UIKit", "_Testing_UIKit", "_Testing_CoreGraphics", "Shaders", "ReelRender",
            ]),
        .testTarget(
            name: "UIKitTests",
            dependencies: [
                "UIKit", "QuartzCore", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics", "ReelCore", "Reel",
                "ReelRender", "ReelScene", "Shaders", "_ReelTestSupport",
            ],
            exclude: ["Fixtures"]),
        // Apple's whole member lists (scripts/ios-coverage/apple) compiled against the façade: every
        // Apple member it declares, referenced with Apple's signature (generated by scripts/ios-coverage.sh).
        .testTarget(
            name: "AppleSurfaceTests",
            dependencies: [
                "UIKit", "QuartzCore", "CoreGraphics", "_Testing_UIKit", "_Testing_CoreGraphics", "_ReelTestSupport",
            ]),
        // The project's iOS-idiom samples (samples/ios): plain `import UIKit` files (Swift 5 mode,
        // as Xcode projects build them), their clips on a RecordingHost, and the runner.
        .target(
            name: "IOSSamples", dependencies: ["UIKit"], path: "samples/ios/Sources/IOSSamples",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "IOSSampleClips", dependencies: ["IOSSamples", "UIKit"],
            path: "samples/ios/Sources/IOSSampleClips"),
        .executableTarget(
            name: "ios-samples", dependencies: ["IOSSampleClips", "UIKit", "Reel"],
            path: "samples/ios/Sources/ios-samples"),
        // `make bench`: the same scene through the UIKit façade and through ReelCore's API.
        .executableTarget(
            name: "facade-bench", dependencies: ["UIKit", "Reel", "ReelCore", "ReelRender", "ReelScene"],
            path: "bench/FacadeBench"),
        // `make bench`'s snapshot row: one phone-sized snapshot vs `reel frame`, and a 100-snapshot suite.
        .executableTarget(
            name: "snapshot-bench", dependencies: ["SnapshotTesting", "UIKit"], path: "bench/SnapshotBench"),
        // `make bench`: the Auto Layout solver and layout pass on 500 constraints.
        .executableTarget(name: "layout-bench", dependencies: ["UIKit"], path: "bench/LayoutBench"),
        .testTarget(
            name: "IOSSamplesTests",
            dependencies: [
                "IOSSamples", "IOSSampleClips", "UIKit", "_Testing_UIKit", "_Testing_CoreGraphics", "Reel",
                "ReelCore", "ReelRender", "ReelScene", "ReelTesting", "Shaders", "_ReelTestSupport",
            ]),
    ]
#endif
