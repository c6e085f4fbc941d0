import Foundation
import ReelCore
import ReelMedia
import Shaders
import Testing

@testable import ReelRender

@Suite struct ImageTests {
    @Test(arguments: ["halves.png", "halves.jpg"])
    func decodesPNGAndJPEG(name: String) throws {
        let image = try ImageCache().image(at: fixture(name))
        #expect(image.width == 40 && image.height == 20)
        let f = image.frame
        let left = f.rgba(5, 10)
        let right = f.rgba(35, 10)
        // JPEG is lossy: allow a little.
        let tolerance = name.hasSuffix(".jpg") ? 12 : 0
        #expect(left.a == 255 && near(left.r, 255, tolerance) && near(left.b, 0, tolerance), "\(left)")
        #expect(right.a == 255 && near(right.b, 255, tolerance) && near(right.r, 0, tolerance), "\(right)")
    }

    @Test func translucentPNGIsPremultiplied() throws {
        let f = try ImageCache().image(at: fixture("translucent.png")).frame
        #expect(f[3, 3] == (0, 128, 0, 128))
    }

    @Test func greyscaleAndSixteenBitPNGsBecomePremultipliedBGRA() throws {
        let gray = try ImageCache().image(at: fixture("gray.png")).frame
        #expect(gray[5, 5] == (0x7E, 0x7E, 0x7E, 255))  // the file holds 0x7E (see make-fixtures.sh)
        let deep = try ImageCache().image(at: fixture("deep.png")).frame
        let p = deep[5, 5]
        #expect(p.r == 0 && p.g == 0 && near(Int(p.a), 128, 1) && p.b == p.a)
    }

    @Test func ffmpegDecodesPNGToo() throws {
        // The fallback path for PNGs Cairo refuses gives the same premultiplied pixels.
        let viaFFmpeg = try StillImageDecoder.decode(path: fixture("translucent.png"))
        let viaCairo = try #require(ImageDecoder.decodePNGWithCairo(path: fixture("translucent.png"))).frame
        #expect(viaFFmpeg == viaCairo)
    }

    @Test func missingImageIsAnErrorNamingThePath() throws {
        let path = fixture("no-such-image.png")
        let layer = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        layer.contents = Image(path: path)
        #expect(throws: RenderError.imageNotFound(path: path)) {
            try render(makeRoot(Size(width: 10, height: 10), [layer]), size: Size(width: 10, height: 10))
        }
        #expect(RenderError.imageNotFound(path: path).description.contains(path))
    }

    @Test(arguments: ["corrupt.png", "corrupt.jpg"])
    func corruptImageIsAnErrorNamingThePath(name: String) throws {
        let path = fixture(name)
        do {
            _ = try ImageCache().image(at: path)
            Issue.record("decoding \(name) should fail")
        } catch {
            guard case .imageUnreadable(let errorPath, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(errorPath == path)
            #expect(error.description.contains(path))
        }
    }

    @Test func hiddenLayersImagesAreNotLoaded() throws {
        let layer = makeLayer(Rect(x: 0, y: 0, width: 10, height: 10))
        layer.contents = Image(path: fixture("no-such-image.png"))
        layer.isHidden = true
        let frame = try render(makeRoot(Size(width: 10, height: 10), [layer]), size: Size(width: 10, height: 10))
        #expect(frame.inkCount() == 0)
    }

    @Test func cacheDecodesOncePerPathAcrossThreads() async throws {
        let cache = ImageCache()
        let path = fixture("avatar.png")
        let ids = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 { group.addTask { ObjectIdentifier(try cache.image(at: path)) } }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(ids.count == 1)
        #expect(cache.count == 1)
    }

    // MARK: - contentsGravity (halves.png: 40 × 20, left red, right blue)

    struct GravityCase: Sendable, CustomStringConvertible {
        var gravity: ContentsGravity
        var red: [(Int, Int)], blue: [(Int, Int)], clear: [(Int, Int)]
        var description: String { gravity.rawValue }
    }

    /// An 80 × 80 layer at (40, 0) in a 160 × 80 canvas (room for resizeAspectFill's overflow).
    static let gravityCases: [GravityCase] = [
        GravityCase(
            gravity: .resize, red: [(45, 2), (70, 77)], blue: [(90, 2), (115, 77)], clear: [(30, 40), (125, 40)]),
        GravityCase(gravity: .resizeAspect, red: [(45, 40)], blue: [(115, 40)], clear: [(80, 10), (80, 70)]),
        GravityCase(gravity: .resizeAspectFill, red: [(5, 40), (45, 2)], blue: [(155, 40), (115, 77)], clear: []),
        GravityCase(gravity: .center, red: [(65, 40)], blue: [(95, 40)], clear: [(50, 40), (80, 25), (110, 40)]),
    ]

    @Test(arguments: gravityCases)
    func contentsGravity(_ c: GravityCase) throws {
        let size = Size(width: 160, height: 80)
        let layer = makeLayer(Rect(x: 40, y: 0, width: 80, height: 80))
        layer.contents = Image(path: fixture("halves.png"))
        layer.contentsGravity = c.gravity
        let frame = try render(makeRoot(size, [layer]), size: size)
        for (x, y) in c.red { #expect(frame.rgba(x, y) == (255, 0, 0, 255), "red at (\(x), \(y))") }
        for (x, y) in c.blue { #expect(frame.rgba(x, y) == (0, 0, 255, 255), "blue at (\(x), \(y))") }
        for (x, y) in c.clear { #expect(frame.rgba(x, y).a == 0, "clear at (\(x), \(y))") }
    }

    // MARK: - PNG files

    @Test func writePNGThenLoadGivesTheSameOpaquePixels() throws {
        var pixels = [UInt8]()
        for i in 0..<(7 * 5) { pixels += [UInt8(i * 7 % 256), UInt8(i * 13 % 256), UInt8(i * 29 % 256), 255] }
        let frame = Frame(width: 7, height: 5, pixels: pixels)
        let path = temporaryPath("roundtrip.png")
        try writePNG(frame, to: path)
        #expect(try loadFrame(from: path) == frame)
    }

    @Test func writePNGToAMissingFolderNamesThePath() {
        let path = "/nonexistent-folder-for-reel/x.png"
        #expect(throws: RenderError.self) { try writePNG(Frame(width: 2, height: 2), to: path) }
        do { try writePNG(Frame(width: 2, height: 2), to: path) } catch { #expect(error.path == path) }
    }
}
