import ReelCore
import ReelRegression
import ReelRender
import Testing

/// A clip drawn with UIKit's system font (Inter, pinned by `make deps`) names Inter's version
/// in its environment fingerprint; a clip without it does not.
@Suite struct SystemFontFingerprintTests {
    @Test func interIsInTheFingerprintOfClipsThatUseIt() throws {
        var state = LayerState(kind: .text)
        state.string = "Hello"
        state.fontFamily = "Inter"
        state.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        state.foregroundColor = .black
        let files = try TextFonts.files(of: state)
        #expect(!files.isEmpty && files.allSatisfy(RenderEnvironment.isSystemFontFile))
        let version = try #require(RenderEnvironment.systemFontVersion)
        #expect(version.split(separator: ".").count == 2)
        let fingerprint = try EnvironmentFingerprint.current(fontFiles: Array(files))
        #expect(fingerprint.libraries.last == "inter=\(version)")
        #expect(try EnvironmentFingerprint.current(fontFiles: []).libraries.allSatisfy { !$0.hasPrefix("inter=") })
    }
}
