import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// `"fps"` keeps NTSC rates exact: 29.97 and "30000/1001" both render at 30000/1001.
@Suite struct FrameRateDocumentTests {
    static func document(fps: String) -> String {
        #"{ "reel": 1, "size": [10, 10], "fps": \#(fps), "duration": 10.01, "layers": [] }"#
    }

    @Test(arguments: [
        ("29.97", 30000, 1001) as (String, Int, Int), ("\"30000/1001\"", 30000, 1001), ("23.976", 24000, 1001),
        ("\"24000/1001\"", 24000, 1001), ("59.94", 60000, 1001), ("30", 30, 1), ("\"25/2\"", 25, 2),
        ("12.5", 25, 2),
    ])
    func ratesAreReadExactly(fps: String, numerator: Int, denominator: Int) throws {
        let doc = try SceneDocument(json: Self.document(fps: fps))
        let timeline = doc.timeline(baseDirectory: "/")
        #expect(timeline.frameRate == FrameRate(numerator: numerator, denominator: denominator))
        #expect(doc.frameCount == timeline.frameCount)
    }

    @Test func theFractionFormRoundTripsAndAWrittenDecimalStaysADecimal() throws {
        let ntsc = try SceneDocument(json: Self.document(fps: "\"30000/1001\""))
        #expect(ntsc.jsonText().contains(#""fps": "30000/1001""#))
        #expect(try SceneDocument(json: ntsc.jsonText()).fps == ntsc.fps)
        let decimal = try SceneDocument(json: Self.document(fps: "29.97"))
        #expect(decimal.jsonText().contains(#""fps": 29.97"#))
        let half = try SceneDocument(json: Self.document(fps: "\"25/2\""))
        #expect(half.jsonText().contains(#""fps": 12.5"#))
    }

    @Test(arguments: ["\"30/0\"", "\"fast\"", "\"0/1\"", "\"1000/1\"", "\"29.97\"", "\"-30/1\"", "\"30/1/2\""])
    func badRatesAreRefusedNamingTheField(fps: String) {
        let problems = diagnostics(Self.document(fps: fps))
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains("fps") == true, "\(problems)")
        #expect(problems.first?.contains("30000/1001") == true, "\(problems)")
    }
}
