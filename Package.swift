// swift-tools-version: 6.0
// Reel: Core Animation-style animation code rendered to pixel-exact video on Linux.

import PackageDescription

let package = Package(
    name: "Reel",
    products: [
        // MARK: - Public API
        .library(name: "Reel", targets: ["Reel"]),
        .library(name: "ReelCore", targets: ["ReelCore"]),
        .library(name: "ReelTesting", targets: ["ReelTesting"]),
        .executable(name: "reel", targets: ["reel"]),
    ],
    targets: [
        // MARK: - Public API
        .target(name: "ReelCore", path: "Sources/ReelCore"),
        .target(name: "Shaders", path: "Shaders", exclude: ["README.md"]),
        .target(name: "ReelRender", dependencies: ["ReelCore", "Shaders", "CCairo", "CFFmpeg"]),
        .target(name: "ReelEncode", dependencies: ["ReelCore", "Shaders", "CFFmpeg", "CImageQuant"]),
        .target(name: "ReelScene", dependencies: ["ReelCore"]),
        .target(name: "Reel", dependencies: ["ReelCore", "Shaders", "ReelRender", "ReelEncode", "ReelScene", "CFFmpeg"]),
        .executableTarget(name: "reel", dependencies: ["Reel"]),
        // Golden checks for users' test suites (Swift Testing and XCTest).
        .target(name: "ReelTesting", dependencies: ["Reel", "ReelCore"]),
        .executableTarget(name: "demo-stills", dependencies: ["ReelRender"], path: "tools/demo-stills"),
        // `make bench`: encode/pipeline throughput, GIF palette and MP4 quality measurements.
        .executableTarget(name: "reel-bench", dependencies: ["Reel", "ReelCore", "ReelRender", "ReelEncode", "Shaders", "FlyToCart", "QQArc", "FloatingBurger"], path: "bench/ReelBench"),

        // MARK: - Samples and tools
        .target(name: "FlyToCart", dependencies: ["ReelCore"], path: "samples/fly-to-cart/Sources/FlyToCart"),
        .executableTarget(name: "fly-to-cart", dependencies: ["FlyToCart", "Reel"], path: "samples/fly-to-cart/Sources/fly-to-cart"),
        .target(name: "QQArc", dependencies: ["ReelCore"], path: "samples/qq-arc/Sources/QQArc"),
        .executableTarget(name: "qq-arc", dependencies: ["QQArc", "Reel"], path: "samples/qq-arc/Sources/qq-arc"),
        .target(name: "FloatingBurger", dependencies: ["ReelCore"], path: "samples/floating-burger/Sources/FloatingBurger"),
        .executableTarget(name: "floating-burger", dependencies: ["FloatingBurger", "Reel"], path: "samples/floating-burger/Sources/floating-burger"),
        // Ports of Core Animation snippets, one per feature; documents and previews in docs/gallery/.
        .target(name: "Gallery", dependencies: ["ReelCore"], path: "samples/gallery/Sources/Gallery"),
        .executableTarget(name: "make-assets", dependencies: ["ReelCore", "ReelRender"], path: "tools/make-assets"),

        // MARK: - C libraries
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo pangocairo pixman-1 freetype2 fontconfig",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: "libavcodec libavformat libavfilter libswscale libavutil",
            providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavfilter-dev", "libswscale-dev", "libavutil-dev"])]
        ),
        .systemLibrary(
            name: "CImageQuant",
            pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"])]
        ),

        // MARK: - Tests
        .testTarget(name: "ReelCoreTests", dependencies: ["ReelCore"]),
        .testTarget(name: "ShadersTests", dependencies: ["Shaders"]),
        .testTarget(name: "ReelRenderTests", dependencies: ["ReelRender"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ReelEncodeTests", dependencies: ["ReelEncode", "CFFmpeg"]),
        .testTarget(name: "ReelTests", dependencies: ["Reel", "FlyToCart"], exclude: ["Fixtures"]),
        .testTarget(name: "ReelTestingTests", dependencies: ["ReelTesting", "ReelScene"]),
        .testTarget(name: "ReelSceneTests", dependencies: ["ReelScene"], resources: [.copy("Fixtures")]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "Reel", "ReelCore", "ReelRender", "ReelScene", "Shaders"]),
        .testTarget(name: "SamplesTests", dependencies: ["FlyToCart", "QQArc", "FloatingBurger", "Reel", "ReelScene"]),
    ],
    swiftLanguageModes: [.v6]
)
