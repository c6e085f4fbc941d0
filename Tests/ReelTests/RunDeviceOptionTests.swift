import Testing

@testable import ReelCLI

/// `reel run --device <name> [--orientation …] [--chrome]`: the device's size and scale from the
/// one table; an unknown name is a usage error (exit 64) listing the names.
@Suite struct RunDeviceOptionTests {
    func options(_ extra: [String]) throws(CommandLineError) -> RunOptions {
        try RunOptions(arguments: ["a.swift", "-o", "a.png"] + extra)
    }

    @Test func aDeviceSetsTheWindow() throws {
        let phone = try options(["--device", "iphone-15"])
        #expect(phone.width == 393 && phone.height == 852 && phone.scale == 3 && phone.device == "iphone-15")
        let side = try options(["--device", "iPhone 15", "--orientation", "landscape", "--scale", "1", "--chrome"])
        #expect(side.width == 852 && side.height == 393 && side.scale == 1 && side.chrome)
        #expect(try options([]).device == nil)
    }

    @Test func anUnknownDeviceListsTheNames() {
        do {
            _ = try options(["--device", "iphone-99"])
            Issue.record("'iphone-99' was accepted")
        } catch {
            #expect(error.exitCode == .usage)
            #expect(
                error.message.contains("'iphone-99'") && error.message.contains("iphone-15-pro-max"), "\(error.message)"
            )
            #expect(error.message.contains("ipad-pro-12-9"))
        }
    }

    @Test(arguments: [
        ["--chrome"], ["--orientation", "landscape"], ["--device", "iphone-15", "--size", "100x100"],
        ["--device", "iphone-15", "--orientation", "sideways"],
    ])
    func inconsistentOptionsAreUsageErrors(extra: [String]) {
        do {
            _ = try options(extra)
            Issue.record("\(extra) was accepted")
        } catch {
            #expect(error.exitCode == .usage, "\(error.message)")
        }
    }
}
