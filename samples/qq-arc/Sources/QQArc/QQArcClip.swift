import ReelCore

/// The avatar-on-an-arc clip: the post's view on an iPhone-sized stage, with the head moved
/// 0 → 2, 2 → 1, 1 → 3 and 3 → 0 (both directions, both duration rules), and one tap on the
/// head's own button, which does nothing.
///
/// ```
/// 0.5 tap button2: 0→2 up, 0.8 s     2.0 tap button1: 2→1 down, 0.7 s
/// 3.2 tap button3: 1→3 up, 0.8 s     4.6 tap button0: 3→0 down, 1.2 s
/// 6.3 tap button0 again: nothing                               clip ends at 7 s
/// ```
public enum QQArcClip {
    public static let size = Size(width: 375, height: 667)
    public static let fps = 60.0
    public static let duration = 7.0
    public static let scale = 2.0

    public static func makeStage() -> Stage {
        let stage = Stage(size: size, fps: fps, duration: duration)
        let root = stage.rootLayer
        root.backgroundColor = Color(hex: "#F7F9FC")!

        let title = TextLayer()
        title.name = "title"
        title.frame = Rect(x: 0, y: 110, width: size.width - 24, height: 30)
        title.string = "我的账号"
        title.fontSize = 22
        title.isBold = true
        title.alignmentMode = .right
        title.foregroundColor = Color(hex: "#1F2D3D")!
        root.addSublayer(title)
        let subtitle = TextLayer()
        subtitle.frame = Rect(x: 0, y: 144, width: size.width - 24, height: 22)
        subtitle.string = "轻点头像，切换账号"
        subtitle.fontSize = 14
        subtitle.alignmentMode = .right
        subtitle.foregroundColor = Color(hex: "#8492A6")!
        root.addSublayer(subtitle)

        // An account card under the arc, as on the post's account screen; it shows the account
        // whose avatar the head sits on.
        let card = AccountCard(width: size.width - 40)
        card.frame = Rect(x: 20, y: 500, width: size.width - 40, height: 132)
        root.addSublayer(card)

        let view = HeadView(layer: root)
        view.didSwitch = { index in card.show(AccountCard.accounts[index]) }
        stage.tap(view.buttons[2], at: 0.5)
        stage.tap(view.buttons[1], at: 2.0)
        stage.tap(view.buttons[3], at: 3.2)
        stage.tap(view.buttons[0], at: 4.6)
        stage.tap(view.buttons[0], at: 6.3)
        stage.onFrame { _ in withExtendedLifetime(view) {} }
        return stage
    }
}
