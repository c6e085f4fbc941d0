import Testing

@testable import ReelEncode

/// Planning one palette for a clip: the automatic mode's checks as frames arrive, and the
/// size search at the end.
@Suite struct PalettePlanningTests {
    static let (width, height) = (64, 48)

    /// Thresholded straight RGBA: a flat picture of three colours.
    static let flat = GIFParts.rgba(width: width, height: height) { x, _ in
        x < 20 ? (250, 240, 230, 255) : x < 40 ? (30, 30, 40, 255) : (90, 160, 220, 255)
    }

    /// Thresholded straight RGBA: a 2-D gradient of thousands of colours, changing with `k`.
    static func rich(_ k: Int) -> [UInt8] {
        GIFParts.rgba(width: width, height: height) { x, y in
            (UInt8((x * 4 + k * 3) % 256), UInt8((y * 5 + x) % 256), UInt8((x * y + k * 7) % 256), 255)
        }
    }

    static func planner(checks: Bool = true) -> PalettePlanner {
        PalettePlanner(checks: checks, speed: 4, minimumQuality: GIFWriter.minimumSharedQuality)
    }

    @Test func aFlatClipPassesEveryCheck() throws {
        var planner = Self.planner()
        for stored in 1...9 {
            planner.count(Self.flat, width: Self.width)
            #expect(try planner.afterStoring(stored) == nil)
        }
        #expect(try planner.lastAnswer() == nil)
        #expect(planner.colors.count == 3)
    }

    /// The check started after frame 1 answers by the next check (after frame 2) at the latest,
    /// naming the one frame it checked.
    @Test func aColourRichClipFailsTheFirstCheck() throws {
        var planner = Self.planner()
        planner.count(Self.rich(0), width: Self.width)
        let first = try planner.afterStoring(1)
        planner.count(Self.rich(1), width: Self.width)
        let second = first == nil ? try planner.afterStoring(2) : nil
        #expect((first ?? second) == 1)
    }

    @Test func whenAskedForOnePaletteNothingIsChecked() throws {
        var planner = Self.planner(checks: false)
        for stored in 1...4 {
            planner.count(Self.rich(stored), width: Self.width)
            #expect(try planner.afterStoring(stored) == nil)
        }
        #expect(try planner.lastAnswer() == nil)
    }

    static func search(error: Double, floor: Double = 0) -> PaletteSizeSearch {
        PaletteSizeSearch(
            errorBound: error, similarityFloor: floor, speed: 4, minimumQuality: 0, width: width, height: height)
    }

    @Test func aFewColoursAreKeptExactly() throws {
        var counts = ColorCounts()
        counts.add(Self.flat, width: Self.width)
        let choice = try #require(try Self.search(error: 0.3).choose(counts.colors) { [] })
        #expect(choice.quality == 100)
        #expect(!choice.searched)
        #expect(
            Set(choice.palette.dropFirst()) == [
                RGBA8(red: 250, green: 240, blue: 230), RGBA8(red: 30, green: 30, blue: 40),
                RGBA8(red: 90, green: 160, blue: 220),
            ])
    }

    /// A loose error bound lets the search go below 256 colours for clustered colours, within the bound; with no
    /// bound it keeps 256 and does not search (nor read the first frame).
    @Test func theErrorBoundChoosesFewerColours() throws {
        // Twelve colours, each with ±1 noise (hundreds of colours close together).
        var counts = ColorCounts()
        for f in GIFPaletteSizeTests.clusteredFrames(count: 3) {
            counts.add(GIFPixels.threshold(f, previous: nil).pixels, width: GIFPaletteSizeTests.width)
        }
        var reads = 0
        let read = { () -> [UInt8] in
            reads += 1
            return []
        }
        let loose = try #require(try Self.search(error: 50).choose(counts.colors, firstFrame: read))
        #expect(loose.searched && loose.size < 256 && loose.error <= 50)
        let none = try #require(try Self.search(error: 0).choose(counts.colors, firstFrame: read))
        #expect(!none.searched && none.size == 256 && none.palette.count <= 256)
        #expect(reads == 0)
    }

    /// A floor no smaller palette reaches keeps 256 colours and says why.
    @Test func theSSIMFloorStopsTheSearch() throws {
        let first = GIFPixels.threshold(GIFPaletteSizeTests.clusteredFrames(count: 1)[0], previous: nil).pixels
        var counts = ColorCounts()
        counts.add(first, width: GIFPaletteSizeTests.width)
        var reads = 0
        let choice = try #require(
            try Self.search(error: 50, floor: 1).choose(counts.colors) {
                reads += 1
                return first
            })
        #expect(choice.size == 256)
        #expect(reads == 1)
        guard case .similarity(let size, let value) = choice.stop else {
            Issue.record("stopped by \(String(describing: choice.stop))")
            return
        }
        #expect(size == 192 && value < 1)
    }

    @Test func aFrameOnAPaletteOfItsOwnColoursHasSSIMOne() {
        let palette =
            [RGBA8.clear]
            + [(250, 240, 230), (30, 30, 40), (90, 160, 220)].map {
                RGBA8(red: $0.0, green: $0.1, blue: $0.2)
            }
        let ssim = PaletteSizeSearch.similarity(Self.flat, palette: palette, width: Self.width, height: Self.height)
        #expect(ssim == 1)
    }
}
