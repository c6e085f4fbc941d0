import Foundation
import ReelEncode

/// A failed snapshot, as the failed-snapshot report and `reel snapshots accept` know it.
public struct SnapshotFailure: Codable, Sendable, Equatable {
    /// The test file's name and the test's (`CardTests/testCard`).
    public var test: String
    /// The failure message.
    public var message: String
    /// The reference file the snapshot was compared with (absolute path).
    public var reference: String
    /// The new snapshot, in the artifacts folder (absolute path).
    public var actual: String
    /// Its difference image, when there is one (absolute path).
    public var difference: String?

    public init(test: String, message: String, reference: String, actual: String, difference: String?) {
        self.test = test
        self.message = message
        self.reference = reference
        self.actual = actual
        self.difference = difference
    }
}

/// One HTML page per test run of the snapshots that failed, in `reel verify --report`'s format
/// (`ReportPage`): `<artifacts>/snapshot-report/index.html`, each failure's reference, new
/// snapshot and difference copied into `images/` beside it, and `failures.json`, the manifest
/// (the run and every failure, paths absolute) that `reel snapshots accept` reads.
///
/// A run is named by the test process's caller (`run`): the first failure of another run
/// replaces the folder, later ones of the same run are appended, so the XCTest and the Swift
/// Testing halves of one `swift test` share a page.
public enum SnapshotFailureReport {
    /// The report's folder under the artifacts folder.
    public static let folderName = "snapshot-report"
    /// The manifest's file name in it.
    public static let manifestName = "failures.json"

    /// What `failures.json` holds.
    public struct Manifest: Codable, Sendable, Equatable {
        public var run: String
        public var failures: [SnapshotFailure]

        public init(run: String, failures: [SnapshotFailure]) {
            self.run = run
            self.failures = failures
        }
    }

    private static let lock = NSLock()

    /// Adds `failure` to the report of `run` under `artifacts` and returns the page's path.
    public static func append(_ failure: SnapshotFailure, artifacts: String, run: String) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        let folder = (artifacts as NSString).appendingPathComponent(folderName)
        var manifest = (try? read(artifacts: artifacts)) ?? Manifest(run: run, failures: [])
        let fm = FileManager.default
        if manifest.run != run {
            try? fm.removeItem(atPath: folder)
            manifest = Manifest(run: run, failures: [])
        }
        try fm.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        let index = manifest.failures.count
        // The images as they are now: the reference may be replaced later (record mode `.failed`).
        for (source, kind) in [(failure.reference, "reference"), (failure.actual, "actual")] + diff(failure) {
            let copy = folder + "/" + imagePath(index, kind, source)
            try? fm.removeItem(atPath: copy)
            if fm.fileExists(atPath: source) { try fm.copyItem(atPath: source, toPath: copy) }
        }
        manifest.failures.append(failure)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = try encoder.encode(manifest)
        try TemporaryOutput.write(to: folder + "/" + manifestName) { try json.write(to: URL(fileURLWithPath: $0)) }
        let page = folder + "/index.html"
        let html = Data(SnapshotFailurePage(manifest: manifest).html.utf8)
        try TemporaryOutput.write(to: page) { try html.write(to: URL(fileURLWithPath: $0)) }
        return page
    }

    /// The manifest of the report under `artifacts` (the folder holding `snapshot-report`, or
    /// `snapshot-report` itself).
    public static func read(artifacts: String) throws -> Manifest {
        var folder = (artifacts as NSString).appendingPathComponent(folderName)
        if !FileManager.default.fileExists(atPath: folder + "/" + manifestName) { folder = artifacts }
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + manifestName))
        return try JSONDecoder().decode(Manifest.self, from: data)
    }

    /// Where failure `index`'s `kind` image is copied, relative to the page.
    static func imagePath(_ index: Int, _ kind: String, _ source: String) -> String {
        let ext = kind == "difference" ? "png" : (source as NSString).pathExtension
        return "images/\(index + 1).\(kind)" + (ext.isEmpty ? "" : ".\(ext)")
    }

    private static func diff(_ failure: SnapshotFailure) -> [(String, String)] {
        failure.difference.map { [($0, "difference")] } ?? []
    }
}
