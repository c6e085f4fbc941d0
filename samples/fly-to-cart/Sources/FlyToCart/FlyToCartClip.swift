import ReelCore

/// The fly-to-cart clip: the post's screen on an iPhone-sized stage with scripted taps.
///
/// ```
/// 0.4  tap cell0 "收藏"   → fly0        2.6  scroll the table to its end (a flick)
/// 1.3  tap cell2 "收藏"   → fly1        3.7  tap cell4 → fly2 (from its scrolled position)
///                                       4.5  tap cell6 → fly3
///                                       5.3  tap cell4 again → un-like, no flight
///                                       5.9  tap cell5 → fly4            clip ends at 7.2 s
/// ```
public enum FlyToCartClip {
    public static let size = Size(width: 375, height: 667)
    public static let fps = 60.0
    public static let duration = 7.2
    public static let scale = 2.0
    /// Space under the last cell, so that it can scroll out from under the cart.
    static let footerHeight = 88.0

    /// The stage with the controller built and the taps and scroll scheduled, not yet run.
    public static func makeStage() -> Stage {
        let stage = Stage(size: size, fps: fps, duration: duration)
        let controller = ViewController(view: stage.rootLayer)
        let cells = controller.cells
        stage.tap(cells[0].foodLikedButton, at: 0.4)
        stage.tap(cells[2].foodLikedButton, at: 1.3)
        let tableView = controller.tableView
        let bottom = tableView.contentSize.height - tableView.bounds.height
        stage.scroll(tableView, to: Point(x: 0, y: bottom), duration: 0.9, at: 2.6)
        stage.tap(cells[4].foodLikedButton, at: 3.7)
        stage.tap(cells[6].foodLikedButton, at: 4.5)
        stage.tap(cells[4].foodLikedButton, at: 5.3)
        stage.tap(cells[5].foodLikedButton, at: 5.9)
        // Keep the controller alive for the stage's handlers.
        stage.onFrame { _ in withExtendedLifetime(controller) {} }
        return stage
    }
}
