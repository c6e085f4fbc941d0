/// Which animation of a dotLottie file to read, and which of its themes to apply (`--animation`,
/// `--theme`). Nil picks the file's own choice: the manifest's initial (or first) animation and
/// that animation's initial theme, if it names one.
public struct LottieSelection: Hashable, Sendable {
    public var animation: String?
    public var theme: String?

    public init(animation: String? = nil, theme: String? = nil) {
        self.animation = animation
        self.theme = theme
    }

    /// Whether anything is chosen; a plain Lottie file or a `.tgs` accepts only this.
    public var isEmpty: Bool { animation == nil && theme == nil }
}
