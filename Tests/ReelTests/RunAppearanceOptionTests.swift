import Testing

@testable import ReelCLI

/// `reel run --appearance light|dark`: light by default, dark when asked, anything else a
/// usage error naming what it takes.
@Suite struct RunAppearanceOptionTests {
    @Test func appearanceIsLightOrDark() throws {
        #expect(try RunOptions(arguments: ["a.swift", "-o", "a.gif"]).appearance == "light")
        #expect(try RunOptions(arguments: ["a.swift", "-o", "a.gif", "--appearance", "dark"]).appearance == "dark")
        do {
            _ = try RunOptions(arguments: ["a.swift", "-o", "a.gif", "--appearance", "dim"])
            Issue.record("'dim' was accepted")
        } catch {
            #expect(error.message.contains("light or dark"), "\(error.message)")
        }
    }
}
