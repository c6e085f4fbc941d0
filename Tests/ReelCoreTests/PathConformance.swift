import Foundation
import Testing
import _ReelTestSupport

@testable import ReelCore

/// Reads the shared conformance data (`shared/conformance/*.json`), computed independently of
/// Reel. The folder lies beside the repository root (`<root>/../shared`); a worktree elsewhere
/// falls back to `/work/shared`.
enum PathConformance {
    struct Missing: Error, CustomStringConvertible {
        let tried: [String]
        var description: String {
            "conformance data not found; tried \(tried.joined(separator: ", ")). "
                + "Check out the shared folder beside the repository (../shared/conformance)."
        }
    }

    static func url(_ name: String) throws -> URL {
        // #filePath is <root>/Tests/ReelCoreTests/PathConformance.swift.
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            root.appendingPathComponent("../shared/conformance/\(name)").standardizedFileURL,
            URL(fileURLWithPath: "/work/shared/conformance/\(name)"),
        ]
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate.path) {
            return candidate
        }
        throw Missing(tried: candidates.map(\.path))
    }

    static func load<T: Decodable>(_ type: T.Type, from name: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(contentsOf: url(name)))
    }

    // MARK: - path-lengths.json

    struct PathLengths: Decodable {
        struct Curve: Decodable, CustomTestStringConvertible, Sendable {
            let name: String
            let kind: String
            let points: [[Double]]
            let length: Double
            var testDescription: String { name }

            var segment: PathSegment {
                let p = points.map { Point(x: $0[0], y: $0[1]) }
                switch kind {
                case "quad": return PathSegment(start: p[0], element: .quadCurve(to: p[2], control: p[1]))
                default: return PathSegment(start: p[0], element: .curve(to: p[3], control1: p[1], control2: p[2]))
                }
            }
        }
        struct Circle: Decodable, Sendable {
            let name: String
            let radius: Double
            let length: Double
        }
        let curves: [Curve]
        let circles: [Circle]
    }

    static func pathLengths() throws -> PathLengths {
        try load(PathLengths.self, from: "path-lengths.json")
    }

    // MARK: - seeds.json

    struct Seeds: Decodable {
        struct QQArc: Decodable {
            struct Button: Decodable {
                let index: Int
                let uikitAngleRad: Double
                let center: [Double]
            }
            struct Move: Decodable {
                let from: Int
                let to: Int
                let clockwise: Bool
                let startAngle: Double
                let endAngle: Double
            }
            struct RedArc: Decodable {
                let center: [Double]
                let radius: Double
                let startAngle: Double
                let endAngle: Double
                let clockwise: Bool
                let start: [Double]
                let end: [Double]
            }
            let screenWidth: Double
            let radius: Double
            let buttons: [Button]
            let moves: [Move]
            let redArc: RedArc
        }
        struct Burger: Decodable {
            let screenWidth: Double
            let radius: Double
            let inset: Double
            let lineLength: Double
            let lineStart: Double
            let circleCenter: [Double]
            let postTotalLength: Double
            let postLineLengthNormalized: Double
            let builtPathLength: Double
            let builtPathLineFraction: Double
        }
        let qqArc: [QQArc]
        let floatingBurger: [Burger]
    }

    static func seeds() throws -> Seeds {
        try load(Seeds.self, from: "seeds.json")
    }
}

extension Point {
    init(_ pair: [Double]) {
        self.init(x: pair[0], y: pair[1])
    }
}

/// A reference arc length computed without Reel's quadrature: chord sums of `n` and `2n`
/// pieces combined by Richardson extrapolation (error O(n⁻⁴)), for curves not in the data.
func referenceLength(of segment: PathSegment, pieces n: Int = 20_000) -> Double {
    func chords(_ m: Int) -> Double {
        var sum = 0.0
        var previous = segment.start
        for i in 1...m {
            let p = segment.point(at: Double(i) / Double(m))
            sum += previous.distance(to: p)
            previous = p
        }
        return sum
    }
    let coarse = chords(n)
    let fine = chords(2 * n)
    return (4 * fine - coarse) / 3
}

func relativeError(_ value: Double, _ reference: Double) -> Double {
    abs(value - reference) / abs(reference)
}
