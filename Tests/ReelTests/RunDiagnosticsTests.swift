import Testing

@testable import ReelCLI

/// What `reel run` shows of a build: the diagnostics against the user's files (their paths
/// restored), none of SwiftPM's log or of Reel's own sources, and a hint after a missing name.
/// The log below is the shape Swift 6.3's `swift build` prints (checked on this machine).
@Suite struct RunDiagnosticsTests {
    static let copies = "/cache/reel/run/abc/Sources/reel-run-entry"
    static let diagnostics = RunDiagnostics(
        files: ["/home/me/Wave.swift", "/home/me/Other.swift"], copies: copies, coverage: "docs/ios-coverage.md")

    static let log = """
        Building for debugging...
        [0/3] Write sources
        [2/5] Compiling reel_run_entry Wave.swift
        /src/reel/Sources/UIKit/Views/UIView.swift:10:5: warning: something in Reel itself
        \(copies)/Wave.swift:3:10: error: value of type 'UIView' has no member 'shimmer'
         1 | import UIKit
         2 | func record(in host: RecordingHost) {
         3 |     host.rootView.shimmer()
           |          `- error: value of type 'UIView' has no member 'shimmer'
         4 | }
        \(copies)/Other.swift:7:1: warning: variable 'x' was never used
        \(copies)/Wave.swift:9:3: error: cannot find type 'UISwitchStyle' in scope
        \(copies)/Wave.swift:12:3: error: type 'UIColor' has no member 'systemMint'
        \(copies)/Wave.swift:13:3: error: type 'UIColor' has no member 'systemMint'
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        [3/5] Emitting module reel_run_entry
        """

    @Test func keepsOnlyTheUsersDiagnosticsWithTheirOwnPaths() {
        let shown = Self.diagnostics.filter(Self.log, failed: true)
        let lines = shown.split(separator: "\n").map(String.init)
        #expect(lines.first == "/home/me/Wave.swift:3:10: error: value of type 'UIView' has no member 'shimmer'")
        #expect(lines.contains("   |          `- error: value of type 'UIView' has no member 'shimmer'"))
        #expect(lines.contains("/home/me/Other.swift:7:1: warning: variable 'x' was never used"))
        #expect(!shown.contains("UIView.swift"), "Reel's own sources are not the user's concern")
        #expect(!shown.contains("[2/5]") && !shown.contains("Building") && !shown.contains("emit-module"))
        #expect(!shown.contains(Self.copies))
    }

    @Test func aMissingNameGetsOneHintEach() {
        let hints = Self.diagnostics.filter(Self.log, failed: true).split(separator: "\n").filter {
            $0.hasPrefix("hint: ")
        }
        let tail = " (yet): docs/ios-coverage.md lists the Apple API it declares"
        let names = ["UIView.shimmer", "UISwitchStyle", "UIColor.systemMint"]
        #expect(hints.map(String.init) == names.map { "hint: Reel's iOS façade has no '\($0)'" + tail })
    }

    /// A link error names no file of the user's: the error lines are shown rather than nothing.
    @Test func aFailureWithoutTheUsersFilesShowsTheErrorLines() {
        let log = """
            [4/5] Linking reel-run-entry
            /usr/bin/ld.gold: error: undefined reference to '$s5Wave8ProgressC8progressSdvg'
            error: link command failed with exit code 1 (use -v to see invocation)
            """
        let shown = Self.diagnostics.filter(log, failed: true)
        #expect(shown.contains("undefined reference"))
        #expect(!shown.contains("[4/5]"))
        #expect(Self.diagnostics.filter(log, failed: false).isEmpty)
    }

    @Test func diagnosticPathsAreReadFromTheLocation() {
        #expect(RunDiagnostics.diagnosticPath("/a/b c/F.swift:3:7: error: x") == "/a/b c/F.swift")
        #expect(RunDiagnostics.diagnosticPath("/a/F.swift: error: x") == nil)
        #expect(RunDiagnostics.diagnosticPath("  3 | let a: error: b") == nil)
    }
}
