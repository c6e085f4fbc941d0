import Testing

@testable import ReelEncode

@Suite struct LibrariesTests {
    @Test func avcodecVersionIsDotted() {
        #expect(EncodeLibraries.avcodecVersion.split(separator: ".").count == 3)
    }
}
