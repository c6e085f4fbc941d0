import Testing

@testable import ReelCLI

/// `reel run` follows Swift's errors about `#selector`/`@objc` with the closure form to use
/// (the messages as Swift 6.3 on Linux prints them, copied from a compile of each idiom).
@Suite struct ObjectiveCHintTests {
    static let selector = """
        main.swift:4:24: error: '#selector' can only be used with the Objective-C runtime
        4 |     button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        """
    static let objc = """
        main.swift:3:6: error: Objective-C interoperability is disabled
        3 |     @objc func pan(_ g: UIPanGestureRecognizer) {}
        """

    @Test func namesTheClosureFormOfTheIdiomQuoted() throws {
        let control = try #require(ObjectiveCHints.hint(for: Self.selector))
        #expect(control.contains("addAction(UIAction { _ in … }, for: .touchUpInside)"))
        #expect(!control.contains("GestureRecognizer"))
        let gesture = try #require(ObjectiveCHints.hint(for: Self.objc))
        #expect(gesture.contains("UITapGestureRecognizer { recognizer in … }"))
        let timer = try #require(
            ObjectiveCHints.hint(for: "error: cannot find 'Selector' in scope\n  Timer(timeInterval: 1, target: self"))
        #expect(timer.contains("Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in … }"))
    }

    @Test func otherErrorsGetNoHint() {
        #expect(ObjectiveCHints.hint(for: "main.swift:1:1: error: cannot find 'foo' in scope") == nil)
    }
}
