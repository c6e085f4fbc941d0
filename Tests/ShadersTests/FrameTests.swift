import Testing

@testable import Shaders

@Suite struct FrameTests {
    @Test func newFrameIsTransparent() {
        let f = Frame(width: 3, height: 2)
        #expect(f.pixels.count == 24)
        #expect(f[2, 1].a == 0)
    }
}
