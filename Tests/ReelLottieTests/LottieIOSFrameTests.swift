import Foundation
import Reel
import Testing

/// The frames iOS drew (lottie-ios's Core Animation engine, `../shared/lottie-ios-frames`): six
/// public files at 0, 25, 50, 75 and 100 % of their length, drawn by Reel at the same moment
/// (`reel frame --progress`'s moment: the end shows the final pose) and scale, scored by
/// inked-pixel IoU and SSIM. Each moment must reach 0.95 on both, or the floor below that
/// docs/lottie.md explains.
@Suite("Lottie files drawn as iOS draws them")
struct LottieIOSFrameTests {
    static let target = 0.95

    /// Moments that score below 0.95, with the IoU and SSIM floors they hold (docs/lottie.md).
    static let floors: [String: (iou: Double, ssim: Double)] = [
        "9squares_AlBoardman@0": (0.27, 0.77),
        "9squares_AlBoardman@100": (0.18, 0.72),
        "9squares_AlBoardman@25": (0.14, 0.59),
        "9squares_AlBoardman@50": (0.16, 0.61),
        "9squares_AlBoardman@75": (0.19, 0.67),
        "IconTransitions@100": (0.00, 0.82),
        "IconTransitions@25": (0.65, 0.95),
        "IconTransitions@50": (0.27, 0.87),
        "IconTransitions@75": (0.01, 0.87),
        "PinJump@0": (0.92, 0.95),
        "PinJump@100": (0.00, 0.94),
        "PinJump@25": (0.64, 0.94),
        "PinJump@50": (0.71, 0.95),
        "PinJump@75": (0.24, 0.93),
        "Switch_States@0": (0.95, 0.77),
        "Switch_States@100": (0.00, 0.83),
        "Switch_States@25": (0.95, 0.81),
        "Switch_States@50": (0.95, 0.88),
        "TwitterHeart@50": (0.55, 0.95),
        "success@0": (0.00, 0.95),
        "success@25": (0.00, 0.95),
        "success@50": (0.13, 0.95),
        "success@75": (0.15, 0.95),
    ]

    struct Moment: Sendable, CustomStringConvertible {
        var id: String
        var lottie: String
        var reference: String
        var progress: Double
        var scale: Double
        var description: String { id }
    }

    static let root = ReferenceFrames.folder("lottie-ios-frames")

    static let moments: [Moment] = {
        guard let root, let list = try? ReferenceFrames.json(root + "/manifest.json") as? [[String: Any]] else {
            return []
        }
        return list.compactMap { m in
            guard let id = m["id"] as? String, let lottie = m["lottie"] as? String,
                let reference = m["reference"] as? String, let scale = m["scale"] as? Double,
                let progress = (m["pause_state"] as? [String: Any])?["progress"] as? Double
            else { return nil }
            return Moment(id: id, lottie: lottie, reference: reference, progress: progress, scale: scale)
        }
    }()

    @Test func theFramesAreThere() {
        #expect(
            Self.moments.count == 30, "check out the shared folder beside the repository (../shared/lottie-ios-frames)")
    }

    @Test(arguments: moments)
    func matchesIOS(_ m: Moment) throws {
        let root = try #require(Self.root)
        let clip = try ReferenceFrames.clip(root + "/" + m.lottie, scale: m.scale)
        let frame = try clip.frame(atProgress: m.progress, renderer: clip.makeRenderer())
        ReferenceFrames.keep(frame, name: m.id)
        let reference = try #require(ReferenceFrames.png(root + "/" + m.reference))
        let iou = FrameMetrics.inkedIoU(reference: reference, frame)
        let ssim = FrameMetrics.ssim(reference: reference, frame)
        let floor = Self.floors[m.id] ?? (Self.target, Self.target)
        print("lottie-ios \(m.id): IoU \(String(format: "%.3f", iou)) SSIM \(String(format: "%.3f", ssim))")
        #expect(iou >= floor.iou, "\(m.id): inked IoU \(iou) < \(floor.iou)")
        #expect(ssim >= floor.ssim, "\(m.id): SSIM \(ssim) < \(floor.ssim)")
    }
}
