import Foundation
import Reel
import ReelCore
import ReelScene

/// The text `reel hash` prints and a golden file holds: a header, then one line per frame.
///
/// ```
/// # reel-hashes 1
/// # size 750x1334 fps 60
/// # tolerance max-diff-pixels 40 pixel-threshold 2      (optional: GoldenTolerance)
/// # environment reel=0.1.0 cairo=1.16.0 pixman=0.42.2 pango=1.50.12 freetype=2.12.1 …
/// # font /usr/share/fonts/truetype/wqy/wqy-microhei.ttc sha256:9f2c…
/// 0  0.000000  5d41402abc4b2a76b9719d911017c592…
/// 1  0.016667  …
/// ```
/// Frame lines are `index  time  sha256` separated by two spaces, time in seconds with six
/// decimals. Lines starting with `#` are the header; unknown header lines are kept and ignored.
public struct HashList: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var index: Int
        public var time: Double
        public var hash: FrameHash

        public init(index: Int, time: Double, hash: FrameHash) {
            self.index = index
            self.time = time
            self.hash = hash
        }
    }

    public var width: Int
    public var height: Int
    public var fps: Double
    public var environment: EnvironmentFingerprint
    public var entries: [Entry]
    /// The tolerances recorded with the golden (`# tolerance …`); empty for none.
    public var tolerance = GoldenTolerance()

    public init(width: Int, height: Int, fps: Double, environment: EnvironmentFingerprint, entries: [Entry] = []) {
        self.width = width
        self.height = height
        self.fps = fps
        self.environment = environment
        self.entries = entries
    }

    /// The header lines (each starting with `# `).
    public var header: String {
        var lines = [
            "# reel-hashes 1",
            "# size \(width)x\(height) fps \(FrameRate(framesPerSecond: fps)?.formatted ?? HashList.format(fps))",
        ]
        if let line = tolerance.headerLine { lines.append(line) }
        lines.append("# environment " + environment.libraries.joined(separator: " "))
        lines += environment.fonts.map { "# font " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One frame's line, without the newline.
    public static func line(for entry: Entry) -> String {
        "\(entry.index)  \(String(format: "%.6f", entry.time))  \(entry.hash.hex)"
    }

    /// The whole text.
    public var text: String {
        header + entries.map { HashList.line(for: $0) + "\n" }.joined()
    }

    static func format(_ v: Double) -> String {
        v.isFinite ? JSONText.number(v) : String(v)
    }

    /// An error in a hash list's text, with the line it was found on.
    public struct ParseError: Error, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// Parses the text `reel hash` prints.
    /// - Throws: `ParseError` naming the line when the text is not a hash list.
    public init(parsing text: String) throws {
        var header = Header()
        var entries: [Entry] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                try header.read(line, lineNumber: n + 1)
            } else {
                entries.append(try Self.entry(line, lineNumber: n + 1))
            }
        }
        guard header.sawMagic else {
            throw ParseError(
                line: 1,
                message:
                    """
                    not a Reel hash list (the first line must be '# reel-hashes 1'); record one with 'reel hash SCENE \
                    > FILE'
                    """
            )
        }
        guard header.width >= 0 else { throw ParseError(line: 1, message: "the header has no '# size WxH fps N' line") }
        self.init(
            width: header.width, height: header.height, fps: header.fps,
            environment: EnvironmentFingerprint(libraries: header.libraries, fonts: header.fonts), entries: entries)
        self.tolerance = header.tolerance
    }

    /// A frame's line: `index  time  sha256`.
    static func entry(_ line: String, lineNumber: Int) throws -> Entry {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count == 3, let index = Int(fields[0]), let time = Double(fields[1]),
            let hash = FrameHash(hex: String(fields[2]))
        else {
            throw ParseError(line: lineNumber, message: "expected 'index  time  sha256', got '\(line)'")
        }
        return Entry(index: index, time: time, hash: hash)
    }

    /// The `#` lines of a hash list as they are read: the version, size and frame rate, the
    /// environment and the tolerance.
    struct Header {
        var width = -1
        var height = -1
        var fps = 0.0
        var libraries: [String] = []
        var fonts: [String] = []
        var sawMagic = false
        var tolerance = GoldenTolerance()

        /// Reads one `#` line (unknown keys are skipped).
        mutating func read(_ line: String, lineNumber: Int) throws {
            let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
            let words = body.split(separator: " ").map(String.init)
            guard let key = words.first else { return }
            switch key {
            case "reel-hashes":
                guard words.count == 2, words[1] == "1" else {
                    throw ParseError(
                        line: lineNumber, message: "unsupported hash list version '\(body)'; this Reel reads version 1")
                }
                sawMagic = true
            case "size":
                let dims = words.count > 1 ? words[1].split(separator: "x").compactMap { Int($0) } : []
                guard dims.count == 2 else {
                    throw ParseError(line: lineNumber, message: "expected '# size WxH fps N', got '\(line)'")
                }
                width = dims[0]
                height = dims[1]
                if let i = words.firstIndex(of: "fps"), i + 1 < words.count, let f = FrameRate(parsing: words[i + 1]) {
                    fps = f.framesPerSecond
                }
            case "environment": libraries = Array(words.dropFirst())
            case "font": fonts.append(words.dropFirst().joined(separator: " "))
            case "tolerance":
                do throws(GoldenTolerance.ToleranceError) {
                    tolerance = try GoldenTolerance(headerWords: Array(words.dropFirst()))
                } catch {
                    throw ParseError(
                        line: lineNumber,
                        message: "unreadable tolerance '\(error.text)'; fix or remove the '# tolerance' line")
                }
            default: break
            }
        }
    }
}
