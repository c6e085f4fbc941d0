import Testing

@testable import ReelEncode

/// `LargeAllocations` finds the C library's `mallopt` (the machines Reel runs on are glibc
/// Linux; a failed lookup would silently leave the defaults). Whether the allocator takes the
/// settings is not checked here: under `make sanitize` the sanitizers' allocator refuses them.
@Suite struct LargeAllocationsTests {
    @Test func mallocOptionsAreFound() {
        #expect(LargeAllocations.mallopt != nil)
    }
}
