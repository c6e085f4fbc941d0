import Testing
@testable import ReelRender

@Suite struct RenderLibrariesTests {
    @Test func cairoVersion() {
        #expect(RenderLibraries.cairoVersion.hasPrefix("1."))
    }
}
