import ReelCore

/// The floating-burger clip: the list scrolls down past 50 (the line winds into the circle),
/// back above 10 (the circle unwinds into the line), twice, with the header fading.
///
/// ```
/// 0.8 scroll to 180 (1.0 s)   2.6 scroll to 0 (0.9 s)   4.2 scroll to 320 (1.1 s)   5.8 scroll to 0 (1.0 s)
/// ```
public enum FloatingBurgerClip {
    public static let size = Size(width: 375, height: 667)
    public static let fps = 60.0
    public static let duration = 7.4
    public static let scale = 2.0

    public static func makeStage() -> Stage {
        let stage = Stage(size: size, fps: fps, duration: duration)
        let controller = BurgerViewController(view: stage.rootLayer)
        let scrollView = controller.scrollView
        stage.scroll(scrollView, to: Point(x: 0, y: 180), duration: 1.0, at: 0.8)
        stage.scroll(scrollView, to: Point(x: 0, y: 0), duration: 0.9, at: 2.6)
        stage.scroll(scrollView, to: Point(x: 0, y: 320), duration: 1.1, at: 4.2)
        stage.scroll(scrollView, to: Point(x: 0, y: 0), duration: 1.0, at: 5.8)
        stage.onFrame { _ in withExtendedLifetime(controller) {} }
        return stage
    }
}
