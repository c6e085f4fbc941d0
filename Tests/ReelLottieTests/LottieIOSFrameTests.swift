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
    static let floors: [String: (iou: Double, ssim: Double)] = [:]

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
