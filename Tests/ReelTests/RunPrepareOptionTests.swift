import Testing

@testable import ReelCLI

/// `reel run --prepare`: Reel's modules built ahead of a user's first run; it takes no files and
/// no outputs, and without it files and `-o` stay required.
@Suite struct RunPrepareOptionTests {
    @Test func prepareTakesNothingElse() throws {
        let options = try RunOptions(arguments: ["--prepare"])
        #expect(options.prepare)
        #expect(options.files.isEmpty && options.outputs.isEmpty)
        #expect(try !RunOptions(arguments: ["a.swift", "-o", "a.gif"]).prepare)
    }

    @Test(arguments: [["--prepare", "a.swift"], ["--prepare", "-o", "a.gif"]])
    func prepareRefusesFilesAndOutputs(arguments: [String]) {
        do {
            _ = try RunOptions(arguments: arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(error.message.contains("no files and no -o"), "\(error.message)")
        }
    }

    @Test func withoutPrepareFilesAreRequired() {
        do {
            _ = try RunOptions(arguments: ["-o", "a.gif"])
            Issue.record("no files was accepted")
        } catch {
            #expect(error.message.contains("missing <file.swift>"), "\(error.message)")
        }
    }
}
