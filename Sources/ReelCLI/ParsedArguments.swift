import ReelLottie

/// What a command line said, before values are typed.
struct ParsedArguments {
    /// Option values by long name, in the order given.
    var values: [String: [String]] = [:]
    /// Flags given.
    var flags: Set<String> = []
    var positionals: [String] = []
    /// Whether `-h` / `--help` was given.
    var wantsHelp = false

    func last(_ long: String) -> String? { values[long]?.last }
    func all(_ long: String) -> [String] { values[long] ?? [] }
    /// `--animation` and `--theme`: the dotLottie choice.
    var lottieSelection: LottieSelection { LottieSelection(animation: last("animation"), theme: last("theme")) }
    func has(_ long: String) -> Bool { flags.contains(long) || values[long] != nil }

    /// The one `<scene>` of a command that takes exactly one.
    /// - Parameter reason: Said after an extra argument, e.g. "reel trace traces one scene".
    /// - Throws: a usage error when there is no scene or more than one.
    func singleScene(because reason: String) throws(CommandLineError) -> String {
        guard let scene = positionals.first else { throw .usage("missing <scene>") }
        guard positionals.count == 1 else {
            throw .usage("unexpected argument '\(positionals[1])'; \(reason)")
        }
        return scene
    }
}
