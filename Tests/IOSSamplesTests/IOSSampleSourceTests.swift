import Foundation
import IOSSampleClips
import IOSSamples
import Reel
import ReelCore
import ReelScene
import ReelTesting
import Testing
import UIKit
import _ReelTestSupport

/// The iOS-idiom samples are plain iOS source, and each clip matches its golden.
@Suite(.serialized) struct IOSSampleSourceTests {
    static let sources = Repository.root + "/samples/ios/Sources/IOSSamples"
    static let goldens = Repository.root + "/samples/ios/goldens"

    /// Every sample file imports UIKit and nothing else, and names nothing of Reel's.
    @Test func samplesAreiOSSourceOnly() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 12)
        for file in files {
            let text = try String(contentsOfFile: Self.sources + "/" + file, encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports == ["import UIKit"], "\(file) imports \(imports)")
            for name in ["Reel", "RecordingHost", "Stage", "Timeline"] {
                #expect(!text.contains(name), "\(file) names \(name)")
            }
        }
        #expect(IOSSampleClip.all.count == files.count, "one clip per sample file")
    }

    @Test(arguments: IOSSampleClip.all.map(\.name))
    func clipMatchesItsGolden(name: String) throws {
        let run = try Recording(name)
        let clip = Clip(timeline: run.timeline, scale: Double(IOSSampleClip.scale), backgroundColor: .white)
        assertMatchesGolden(clip: clip, named: name, configuration: GoldenConfiguration(directory: Self.goldens))
    }

    /// Two recordings of a clip give the same trace.
    @Test(arguments: IOSSampleClip.all.map(\.name))
    func recordingIsDeterministic(name: String) throws {
        #expect(Trace.lines(try Recording(name).timeline) == Trace.lines(try Recording(name).timeline))
    }
}

/// The recording of the check mark in docs/swift.md ("Your iOS code on Linux") gives the clip in docs/ios:
/// the same circle and tick in every frame.
@Suite(.serialized) struct ReadmeRecordingTests {
    @Test func readmeSnippetRecordsTheCheckmarkClip() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 2, fps: 30, duration: 1.5)
        let check = CheckmarkView(frame: CGRect(x: 40, y: 40, width: 120, height: 120))
        host.rootView.addSubview(check)
        host.at(0.2) { check.animateCheck() }
        let readme = try host.record()
        let clip = try Recording("checkmark")
        #expect(readme.frameCount == clip.frameCount)
        for f in 0..<readme.frameCount {
            let tree = readme.evaluate(at: readme.time(ofFrame: f))
            for name in ["circle", "tick"] {
                #expect(Recording.find(name, in: tree) == (try clip.state(name, at: f)), "\(name) frame \(f)")
            }
        }
    }
}
