import ReelArguments
import ReelLottie

extension ParsedArguments {
    /// The typed value of `option`; a bad value is a usage error (exit 64).
    func read<Value>(_ option: Option<Value>) throws(CommandLineError) -> Value {
        do throws(ArgumentError) {
            return try value(option)
        } catch {
            throw CommandLineError(error)
        }
    }

    /// `--animation` and `--theme`: the dotLottie choice.
    var lottieSelection: LottieSelection {
        LottieSelection(animation: last(CommonOptions.animation.spec.long), theme: last(CommonOptions.theme.spec.long))
    }

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

extension CommandLineError {
    /// A command line that cannot be read: a usage error (exit 64).
    init(_ error: ArgumentError) {
        self = .usage(error.message)
    }
}
