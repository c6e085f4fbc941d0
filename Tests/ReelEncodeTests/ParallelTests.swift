import Testing

@testable import ReelEncode

@Suite struct ParallelTests {
    @Test func resultsComeBackInIndexOrder() throws {
        #expect(try Parallel.map(200) { $0 * $0 } == (0..<200).map { $0 * $0 })
        #expect(try Parallel.map(0) { $0 }.isEmpty)
    }

    /// Whatever finishes first, the error thrown is the lowest index's.
    @Test func theLowestFailingIndexIsThrown() {
        #expect {
            _ = try Parallel.map(64) { i throws(EncodeError) in
                if i % 10 == 7 { throw EncodeError(.invalidInput, "job \(i)") }
                return i
            }
        } throws: { error in
            (error as? EncodeError)?.message == "job 7"
        }
    }
}
