import ReelArguments
import ReelCore

/// `reel run --device <name> [--orientation portrait|landscape] [--chrome]`: the window is a
/// device's screen from Reel's one device table (ReelCore's `DeviceScreen`, which UIKit's
/// `DevicePreset` and SnapshotTesting's `ViewImageConfig` read too).
extension RunOptions {
    static let device = Option.single(
        "device", valueName: "<name>", expected: "one of \(DeviceScreen.names.joined(separator: ", "))",
        parse: { DeviceScreen.named($0)?.name }
    ).help(
        "A device's screen as the window: its size, scale, safe area and traits (iphone-15, ipad-pro-11, …; "
            + "replaces --size; --scale still applies).")

    static let orientation = Option.single(
        "orientation", valueName: "portrait|landscape", expected: "portrait or landscape",
        parse: { DeviceScreen.Orientation(rawValue: $0)?.rawValue }
    ).defaulting(to: "portrait") { "How the --device is held (default \($0))." }

    static let chrome = Option.flag(
        "chrome",
        help: "Draw the --device's status bar (9:41, signal, Wi-Fi, battery) and home indicator over the recording.")

    static let prepareFlag = Option.flag(
        "prepare",
        help: "Build Reel's modules into the cache now and exit, with no files (make install runs it).")

    /// Reads `--device`, `--orientation` and `--chrome`; a device sets the window's size and,
    /// unless `--scale` is given, its scale.
    mutating func readDevice(_ p: ParsedArguments) throws(CommandLineError) {
        device = try p.read(Self.device)
        orientation = try p.read(Self.orientation)
        chrome = try p.read(Self.chrome)
        guard let name = device, let screen = DeviceScreen.named(name) else {
            if p.has("orientation") { throw .usage("'--orientation' needs '--device <name>'") }
            if chrome {
                throw .usage("'--chrome' needs '--device <name>' (the status bar and home indicator are a device's)")
            }
            return
        }
        if p.has("size") { throw .usage("'--size' and '--device' cannot be used together (the device gives the size)") }
        let size = screen.size(in: DeviceScreen.Orientation(rawValue: orientation) ?? .portrait)
        width = size.width
        height = size.height
        if !p.has("scale") { scale = screen.scale }
    }
}
