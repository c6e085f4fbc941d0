import Foundation
import ReelCore

/// The sentences the GIF writer reports, each naming the output first: its note (a warning
/// `reel render` prints) and its log (what it decided, for whoever measures it).
enum GIFLog {
    /// The note for a clip above ``GIFTiming/maximumRate``: one frame in `step` is kept.
    static func framesDropped(_ destination: String, rate: FrameRate, step: Int) -> String {
        let kept = rate.framesPerSecond / Double(step)
        let shown = kept == kept.rounded() ? String(Int(kept)) : String(format: "%.2f", kept)
        let given = rate.isWhole ? String(rate.numerator) : String(format: "%.2f", rate.framesPerSecond)
        return """
            '\(destination)': GIF delays are whole centiseconds and browsers slow down delays under 2 cs, so the \
            \(given) fps clip is written at \(shown) fps (one frame in \(step) kept)
            """
    }

    /// The note for a clip with partly transparent pixels (soft edges, fades over nothing).
    static func alphaThresholded(_ destination: String) -> String {
        """
        '\(destination)': GIF transparency is on or off: pixels less than half opaque are transparent, the \
        rest opaque (soft edges and fades lose their alpha); write .webp, .apng or .png to keep it
        """
    }

    /// One palette for the clip: why, and its size (`automatic`: chosen by the automatic mode
    /// at quality `minimumQuality` or more; otherwise asked for).
    static func onePalette(
        _ destination: String, _ choice: PaletteSizeSearch.Choice, automatic: Bool, minimumQuality: Int,
        search: PaletteSizeSearch
    ) -> String {
        let why =
            automatic
            ? """
            '\(destination)': one palette for the whole clip: its colours fit 256 at libimagequant quality \
            \(choice.quality) (at least \(minimumQuality) needed), mapped without dithering
            """
            : "'\(destination)': one palette for the whole clip (as asked), libimagequant quality \(choice.quality)"
        return why + (choice.searched ? paletteSize(choice, search: search) : "")
    }

    /// A palette for each frame: the colours of the first `frames` frames do not fit one at
    /// quality `minimumQuality`.
    static func palettePerFrame(_ destination: String, frames: Int, minimumQuality: Int) -> String {
        """
        '\(destination)': a palette for each frame: the colours of the first \(frames) \
        \(frames == 1 ? "frame" : "frames") do not fit one palette at libimagequant quality \(minimumQuality)
        """
    }

    /// The words on the shared palette's size that follow ``onePalette``'s reason.
    private static func paletteSize(_ choice: PaletteSizeSearch.Choice, search: PaletteSizeSearch) -> String {
        let bound = search.errorBound
        let floor = search.similarityFloor
        let floorText = floor > 0 ? String(format: " and the SSIM of the first frame at least %g", floor) : ""
        let stopText: String
        switch choice.stop {
        case .error(let size, let value): stopText = String(format: "; %d would make it %.3f", size, value)
        case .similarity(let size, let value):
            stopText = String(format: "; %d would make the SSIM of the first frame %.5f, under %g", size, value, floor)
        case nil: stopText = ""
        }
        guard choice.size < 256 else {
            return """
                , 256 colours (fewer would not keep the mean squared error over every pixel shown at most \(bound)\
                \(floorText)\(stopText))
                """
        }
        let sizes = ([256] + PaletteSizeSearch.smallerSizes).map(String.init).joined(separator: ", ")
        let similarityText = choice.similarity.map { String(format: " (%.5f)", $0) } ?? ""
        return """
            , \(choice.size) colours: the fewest of \(sizes) that keep the mean squared error over every pixel shown \
            (\(String(format: "%.3f", choice.error))) at most \(bound)\(floorText)\(similarityText)\(stopText)
            """
    }
}
