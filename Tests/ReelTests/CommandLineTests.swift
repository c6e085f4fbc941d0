import Testing
@testable import Reel

@Suite struct CommandLineSkeletonTests {
    @Test func versionNamesLibraries() {
        let text = ReelCommandLine.versionText()
        #expect(text.contains("cairo 1."))
        #expect(text.contains("libavcodec"))
    }
}
