/// Short hints for the compiler errors iOS code meets on Linux, where Swift has no Objective-C
/// runtime: `#selector`, `@objc` and `Selector` do not exist, so target–action code must use
/// the closure forms Reel offers. `reel run` prints them after the compiler's messages.
enum ObjectiveCHints {
    /// What Swift 6.3 on Linux prints for the Objective-C idioms.
    static let messages = [
        "'#selector' can only be used with the Objective-C runtime",
        "Objective-C interoperability is disabled",
        "cannot find 'Selector' in scope",
        "cannot find 'CADisplayLink' in scope",
    ]

    /// The closure form for each idiom, by a word of the line the compiler quoted.
    static let forms: [(word: String, hint: String)] = [
        ("addTarget", "a control: `button.addAction(UIAction { _ in … }, for: .touchUpInside)`"),
        (
            "GestureRecognizer",
            "a gesture: `view.addGestureRecognizer(UITapGestureRecognizer { recognizer in … })` "
                + "(or UIPanGestureRecognizer; a Reel extension, driven by `host.tap` and `host.drag`)"
        ),
        (
            "CADisplayLink",
            "a display link: Reel has none; `Timer.scheduledTimer(withTimeInterval: 1.0 / 60, "
                + "repeats: true) { _ in … }` runs at every frame of a 60 fps recording"
        ),
        (
            "Timer",
            "a timer: `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in … }` "
                + "(or `Timer(timeInterval:repeats:block:)`)"
        ),
    ]

    /// The hint lines for `output` (the compiler's messages), or nil when none applies.
    static func hint(for output: String) -> String? {
        guard messages.contains(where: output.contains) else { return nil }
        let found = forms.filter { output.contains($0.word) }.map(\.hint)
        let lines = found.isEmpty ? forms.map(\.hint) : found
        return "Hint: Swift on Linux has no Objective-C runtime (no #selector, @objc or Selector); "
            + "use the closure form instead:\n" + lines.map { "  - " + $0 }.joined(separator: "\n") + "\n"
    }
}
