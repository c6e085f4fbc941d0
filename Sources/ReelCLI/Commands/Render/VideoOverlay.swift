import Foundation
import ReelCore
import ReelEncode
import ReelLottie
import ReelScene

/// `reel render overlay.json --over input.mp4`: the scene drawn over a video, Reel's
/// `AVVideoCompositionCoreAnimationTool`. The video becomes the bottom layer, filling the canvas
/// (`resizeAspectFill`), playing from the clip's time 0; the scene takes the video's size (as
/// points at scale 1), frame rate and length for whichever of `size`, `fps` and `duration` it
/// does not give, and the video's sound (mixed under the document's `audio`, if any).
enum VideoOverlay {
    /// What the video under a scene is.
    struct Probe {
        var path: String
        var width: Int
        var height: Int
        var duration: Double
        var framesPerSecond: Double?
        var hasSound: Bool
    }

    /// Opens the video: a missing file is 66, one FFmpeg cannot read as video 65.
    static func probe(_ path: String) throws(CommandLineError) -> Probe {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CommandLineError("cannot open the video '\(path)' given to --over: no such file", exitCode: .noInput)
        }
        let reader: VideoFrameReader
        do { reader = try VideoFrameReader(path: path) } catch {
            throw CommandLineError("--over '\(path)': \(error.message)", exitCode: .dataError)
        }
        let rate = reader.frameRate.map { Double($0.numerator) / Double($0.denominator) }
        let hasSound = (try? SoundFile.check(path)) != nil
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return Probe(
            path: absolute, width: reader.width, height: reader.height, duration: reader.duration,
            framesPerSecond: rate, hasSound: hasSound)
    }

    /// The scene with the video under it, its folder, and the frame rate to render at when the
    /// document gives none (the video's).
    static func load(
        _ scene: String, over video: Probe, overrides: [SceneOverride], strict: Bool, lottie: LottieSelection,
        io: CommandIO?
    ) throws(CommandLineError) -> (document: SceneDocument, baseDirectory: String, fps: Double?) {
        var (document, base, fps): (SceneDocument, String, Double?)
        if let loaded = try SceneInput.loadIfLottie(
            scene, overrides: overrides, strict: strict, selection: lottie, io: io)
        {
            (document, base, fps) = (loaded.document, loaded.baseDirectory, nil)
        } else {
            (document, base, fps) = try loadSceneDocument(scene, video: video, overrides: overrides)
        }
        var state = LayerState()
        state.name = "video"
        state.position = Point(x: document.size.width / 2, y: document.size.height / 2)
        state.bounds = Rect(x: 0, y: 0, width: document.size.width, height: document.size.height)
        state.contents = .video(video.path)
        state.contentsGravity = .resizeAspectFill
        state.masksToBounds = true
        document.layers.insert(SceneLayer(state: state), at: 0)
        if video.hasSound {
            let sound = SoundTrack(path: video.path)
            if var track = document.audio {
                track.mixedWith.append(sound)
                document.audio = track
            } else {
                document.audio = sound
            }
        }
        return (document, base, fps)
    }

    /// A scene document read with the video's `size`, `duration` and `fps` where it has none.
    private static func loadSceneDocument(
        _ scene: String, video: Probe, overrides: [SceneOverride]
    ) throws(CommandLineError) -> (SceneDocument, String, Double?) {
        guard let data = FileManager.default.contents(atPath: scene) else {
            throw CommandLineError("cannot open scene '\(scene)': no such file", exitCode: .noInput)
        }
        var value: JSONValue
        do { value = try JSONParser().parse([UInt8](data)) } catch {
            throw CommandLineError("\(scene): \(error.location): \(error.message)", exitCode: .dataError)
        }
        let fps = value["fps"] == nil ? video.framesPerSecond : nil
        if value["size"] == nil {
            value = value.addingMember("size", .array([.number(Double(video.width)), .number(Double(video.height))]))
        }
        if value["duration"] == nil { value = value.addingMember("duration", .number(video.duration)) }
        let folder = PathText.folder(of: scene)
        let base = folder.isEmpty ? "." : folder
        do {
            let options = SceneDecodingOptions(baseDirectory: base, overrides: overrides)
            return (try SceneDocument(jsonValue: value, options: options), base, fps)
        } catch {
            var e = error
            e.file = scene
            throw CommandLineError(e.description, exitCode: e.isOnlyMissingFiles ? .noInput : .dataError)
        }
    }
}

extension JSONValue {
    /// The object with `key` added at the end (for a key it does not have).
    fileprivate func addingMember(_ key: String, _ value: JSONValue) -> JSONValue {
        guard var members = objectMembers else { return self }
        members.append(JSONValue.Member(key: key, value: value))
        return JSONValue(.object(members), at: location)
    }
}
