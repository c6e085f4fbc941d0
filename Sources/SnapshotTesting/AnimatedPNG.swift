import Foundation
import ReelCore
import ReelEncode
import Shaders

extension Diffing where Value == AnimatedSnapshot {
    /// Animated PNGs at `fps`, compared frame by frame with `.image`'s rules (see
    /// `ImageComparison`): first the frame count, then each frame in order; the message names the
    /// first frame that differs and its time, and the attachments are that frame's reference,
    /// new picture and difference.
    static func animation(fps: Int, precision: Float, perceptualPrecision: Float) -> Diffing {
        let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return Diffing(
            toData: { animation in (try? AnimatedPNG.encode(animation)) ?? Data() },
            fromData: { data in
                do {
                    return try AnimatedPNG.decode(data, fps: fps, scale: defaultSnapshotScale)
                } catch {
                    return AnimatedSnapshot(
                        failure: SnapshotImageError.unreadable("\(error)").description, framesPerSecond: fps)
                }
            },
            diff: { old, new in
                guard let found = AnimatedPNG.firstDifference(old, new, comparison) else { return nil }
                // As `.image`: compared again after the file's round trip (straight alpha).
                if let data = try? AnimatedPNG.encode(new),
                    let trip = try? AnimatedPNG.decode(data, fps: new.framesPerSecond, scale: new.frames[0].pointScale),
                    AnimatedPNG.firstDifference(old, trip, comparison) == nil
                {
                    return nil
                }
                return found
            })
    }
}

/// Animated PNG files of snapshot frames, written with ReelEncode's `APNGWriter` and read back
/// with FFmpeg's apng demuxer (`VideoFrameReader`).
enum AnimatedPNG {
    /// The file's bytes: every frame shown for 1/fps s, looping forever, alpha kept.
    static func encode(_ animation: AnimatedSnapshot) throws -> Data {
        guard let first = animation.frames.first?.frame else { return Data() }
        let path = NSTemporaryDirectory() + "/snapshot-\(UUID().uuidString).apng"
        defer { try? FileManager.default.removeItem(atPath: path) }
        var settings = EncodeSettings(
            width: first.width, height: first.height, frameRate: FrameRate(animation.framesPerSecond))
        settings.background = .clear
        let writer = try APNGWriter(destination: path, settings: settings)
        do {
            for image in animation.frames { try writer.append(image.frame) }
            try writer.finish()
        } catch {
            writer.cancel()
            throw error
        }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The frames of an animated PNG at `fps`, each read at `scale` pixels per point.
    static func decode(_ data: Data, fps: Int, scale: Double) throws -> AnimatedSnapshot {
        let path = NSTemporaryDirectory() + "/snapshot-\(UUID().uuidString).apng"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try data.write(to: URL(fileURLWithPath: path))
        let reader = try VideoFrameReader(path: path)
        var frames: [SnapshotImage] = []
        while frames.count < AnimationCapture.maximumFrames {
            let shown = try reader.frame(at: Double(frames.count) / Double(fps))
            frames.append(SnapshotImage(frame: shown.frame, scale: scale))
            if shown.next == nil { break }
        }
        return AnimatedSnapshot(frames: frames, framesPerSecond: fps)
    }

    /// Nil when `new` matches `reference` frame for frame; else the message and the first
    /// differing frame's attachments.
    static func firstDifference(
        _ reference: AnimatedSnapshot, _ new: AnimatedSnapshot, _ comparison: ImageComparison
    ) -> (String, [XCTAttachment])? {
        if let failure = new.failure ?? reference.failure { return (failure, []) }
        guard reference.frameCount == new.frameCount else {
            return (
                "Newly-taken animation has \(new.frameCount) frames at \(new.framesPerSecond) fps; the reference has "
                    + "\(reference.frameCount).", []
            )
        }
        for (index, (old, current)) in zip(reference.frames, new.frames).enumerated() {
            // Reference frames are read at the new frames' scale (their point sizes in messages).
            let old = SnapshotImage(frame: old.frame, scale: current.pointScale)
            guard let message = comparison.failure(reference: old, actual: current) else { continue }
            let time = String(format: "%.3f", new.time(ofFrame: index))
            return (
                "Frame \(index) of \(new.frameCount) (t = \(time) s) is the first that differs.\n\(message)",
                attachments(old, current)
            )
        }
        return nil
    }
}
