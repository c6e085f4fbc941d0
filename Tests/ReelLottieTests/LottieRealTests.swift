import Foundation
import Testing

/// The 59 public Lottie files of `../shared/lottie-real`, drawn by Reel at their five reference
/// frames and scored as `compare.py` scores a renderer: the inked-pixel IoU against rlottie's and
/// ThorVG's frames. A file scores its minimum over the frames against both players where they
/// agree with each other (a reliable reference), against the better one where they do not. Each
/// file must reach 0.95, or the lower floor below that docs/lottie.md explains with evidence.
@Suite("Real-world Lottie files agree with rlottie and ThorVG")
struct LottieRealTests {
    static let agreeIoU = 0.95

    /// Files that score below 0.95, with the floor they hold (docs/lottie.md, "Real-world files").
    static let floors: [String: Double] = [
        "ddg-duck-ai-intro": 0.91,
        "ddg-duckplayer": 0.85,
        "io17-header-schedule": 0.88,
        "io19-digit-4": 0.89,
        "lw-shadow": 0.89,
        "sk-auto-orient-2": 0.76,
        "sk-dropshadow-style": 0.70,
        "sk-mergepaths-effect": 0.75,
        "tf-trim-individually": 0.83,
    ]

    struct Reference: Sendable, CustomStringConvertible {
        var name: String
        var frames: [Int]
        var reliable: Bool
        var size: (Int, Int)
        var description: String { name }
    }

    static let root = ReferenceFrames.folder("lottie-real")

    static let references: [Reference] = {
        guard let root, let all = try? ReferenceFrames.json(root + "/agreement.json") as? [String: Any],
            let files = all["files"] as? [String: [String: Any]]
        else { return [] }
        return files.keys.sorted().compactMap { name in
            let f = files[name]!
            guard let frames = f["frames"] as? [Int], let size = f["size"] as? [Int], size.count == 2 else {
                return nil
            }
            return Reference(
                name: name, frames: frames, reliable: f["reliable"] as? Bool ?? false, size: (size[0], size[1]))
        }
    }()

    @Test func theCorpusIsThere() {
        #expect(
            Self.references.count == 59, "check out the shared folder beside the repository (../shared/lottie-real)")
    }

    @Test(arguments: references)
    func agrees(_ r: Reference) throws {
        let root = try #require(Self.root)
        let clip = try ReferenceFrames.clip(root + "/files/\(r.name).json", width: r.size.0, height: r.size.1)
        let renderer = try clip.makeRenderer()
        var worst: [String: Double] = [:]
        var line: [String] = []
        for n in r.frames {
            let frame = try clip.frame(n, renderer: renderer)
            ReferenceFrames.keep(frame, name: "\(r.name).frame_\(n)")
            var cells: [String] = []
            for player in ["rlottie", "thorvg"] {
                guard let ref = ReferenceFrames.png(root + "/refs/\(player)/\(r.name)/frame_\(n).png") else { continue }
                let iou = FrameMetrics.inkedIoU(reference: ref, frame)
                worst[player] = min(worst[player] ?? 1, iou)
                cells.append(String(format: "%.3f", iou))
            }
            line.append("\(n): " + cells.joined(separator: "/"))
        }
        let values = Array(worst.values)
        let score = (r.reliable ? values.min() : values.max()) ?? 0
        let floor = Self.floors[r.name] ?? Self.agreeIoU
        print(
            "lottie-real \(r.name)\(r.reliable ? " (reliable)" : ""): score \(String(format: "%.3f", score)) "
                + "floor \(floor) | " + line.joined(separator: "  "))
        #expect(score >= floor, "\(r.name): inked IoU \(score) < \(floor) (rlottie/thorvg per frame: \(line))")
    }
}
