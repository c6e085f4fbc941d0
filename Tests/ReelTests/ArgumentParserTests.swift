import ReelArguments
import Testing

@testable import Reel
@testable import ReelCLI

/// What the fuzz target (fuzz/SceneFuzz/SceneFuzz.swift) found in the argument parser.
@Suite struct ArgumentParserTests {
    static let options = [
        OptionSpec(long: "output", short: "o", valueName: "<file>", help: "", repeatable: true),
        OptionSpec(long: "quiet", short: "q", help: ""),
    ]

    /// `=` followed by a combining mark is one Character, so `--output=\u{20E9}x` was read as
    /// an unknown option `--output=⃩x` (fuzz/seeds/argument-combining-mark.bin).
    @Test func aValueStartingWithACombiningMarkIsSplitAtTheEqualsSign() throws {
        let value = "\u{20E9}hiidthq"
        let inline = try ArgumentParser.parse(["--output=" + value], options: Self.options)
        #expect(inline.all("output").map { Array($0.unicodeScalars) } == [Array(value.unicodeScalars)])
        let short = try ArgumentParser.parse(["-o" + value], options: Self.options)
        #expect(short.all("output").map { Array($0.unicodeScalars) } == [Array(value.unicodeScalars)])
        let separate = try ArgumentParser.parse(["-o", value], options: Self.options)
        #expect(separate.all("output") == inline.all("output"))
    }
}
