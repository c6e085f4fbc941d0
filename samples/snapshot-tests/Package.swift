// swift-tools-version: 6.0
// An app team's view package with snapshot tests, as it would be written for iOS, run unchanged
// on Linux: there, Reel's SnapshotTesting and UIKit (this repository, two folders up) stand in
// for swift-snapshot-testing and Apple's UIKit.

import PackageDescription

#if os(Linux)
    let dependencies: [Package.Dependency] = [.package(name: "Reel", path: "../..")]
    let viewDependencies: [Target.Dependency] = [.product(name: "UIKit", package: "Reel")]
    let snapshotTesting: [Target.Dependency] = [.product(name: "SnapshotTesting", package: "Reel")]
#else
    let dependencies: [Package.Dependency] = [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.18.0")
    ]
    let viewDependencies: [Target.Dependency] = []
    let snapshotTesting: [Target.Dependency] = [.product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
#endif

let package = Package(
    name: "GalleryViews",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "GalleryViews", targets: ["GalleryViews"])],
    dependencies: dependencies,
    targets: [
        .target(name: "GalleryViews", dependencies: viewDependencies),
        .testTarget(
            name: "GalleryViewsTests", dependencies: ["GalleryViews"] + viewDependencies + snapshotTesting,
            exclude: ["__Snapshots__"]),
    ]
)
