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
        // The media layer, owner of FFmpeg, libimagequant and OpenSSL: every writer (MP4, GIF, WebP,
        // APNG, PNG), pixel conversion, GIF quantization, SHA-256, reading videos and still images.
        .target(
            name: "ReelEncode", dependencies: ["ReelCore", "Shaders", "CFFmpeg", "CImageQuant", "COpenSSL"],
            exclude: ["README.md"]),
        // Drawing a presentation tree with Cairo and Pango; images (decoded through ReelEncode); PNG.
        .target(
            name: "ReelRender", dependencies: ["ReelCore", "Shaders", "ReelEncode", "CCairo"], exclude: ["README.md"]),
        // The scene document (JSON) to and from a Timeline.
        .target(name: "ReelScene", dependencies: ["ReelCore"], exclude: ["README.md"]),
        // Clip and the render pipeline: what a library user imports.
        .target(
            name: "Reel", dependencies: ["ReelCore", "Shaders", "ReelRender", "ReelEncode", "ReelScene"],
            exclude: ["README.md"]),
        // Frame hashes, hash lists, environment fingerprints, golden verification.
        .target(
            name: "ReelRegression",
            dependencies: ["Reel", "ReelCore", "Shaders", "ReelRender", "ReelEncode"], exclude: ["README.md"]),
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
            dependencies: ["Reel", "ReelCore", "ReelRender", "ReelEncode", "ReelScene", "CMicroHTTPD"],
            exclude: ["README.md"]),
        // Argument parsing, commands, help, exit codes: linked only by `reel` and the tests.
        .target(
            name: "ReelCLI",
            dependencies: [
                "Reel", "ReelRegression", "ReelPreview", "ReelCore", "ReelScene", "ReelLottie", "ReelRender",
                "ReelEncode", "Shaders",
            ], exclude: ["README.md"]),
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
        .testTarget(name: "ReelCoreTests", dependencies: ["ReelCore", "_ReelTestSupport"]),
        .testTarget(name: "ShadersTests", dependencies: ["Shaders", "_ReelTestSupport"]),
        .testTarget(
            name: "ReelRenderTests", dependencies: ["ReelRender", "ReelEncode", "_ReelTestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "ReelEncodeTests", dependencies: ["ReelEncode", "CFFmpeg", "_ReelTestSupport"]),
        .testTarget(
            name: "ReelTests", dependencies: ["Reel", "ReelRegression", "ReelCLI", "FlyToCart", "_ReelTestSupport"],
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
