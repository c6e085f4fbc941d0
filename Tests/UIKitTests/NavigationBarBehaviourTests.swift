import ReelCore
import ReelRender
import Testing
import UIKit

/// How the bars behave with the device and the user: landscape, dark mode, taps and swipes.
@Suite struct NavigationBarBehaviourTests {
    /// On an iPhone on its side the bar's row is 32 points and no title is large; on a Max phone's
    /// side (regular width) it stays 44.
    @Test func landscapeBarsAreCompact() throws {
        for (device, height) in [(DevicePreset.iPhone15, CGFloat(32)), (.iPhone15ProMax, 44)] {
            TextMeasurer.install()
            let host = RecordingHost(device: device, orientation: .landscape, scale: 1, fps: 10, duration: 0.1)
            let root = UIViewController()
            root.title = "Wide"
            let navigation = UINavigationController(rootViewController: root)
            navigation.navigationBar.prefersLargeTitles = true
            host.run {
                host.window.rootViewController = navigation
                navigation.view.layoutIfNeeded()
            }
            #expect(navigation.navigationBar.frame.height == height, "\(device)")
            #expect(root.view.safeAreaInsets.top == height, "\(device)")
        }
    }

    /// `hidesBarsOnTap`: a tap on the content hides the bars, the next shows them; `hidesBarsOnSwipe`:
    /// dragging the list up hides the bar, dragging it down shows it.
    @Test func tapsAndSwipesHideTheBars() throws {
        let host = NavigationBarTests.host(duration: 3, fps: 10)
        let rows = RowsController(title: "Photos")
        let navigation = UINavigationController(rootViewController: rows)
        navigation.hidesBarsOnTap = true
        var hidden: [Bool] = []
        host.run { host.window.rootViewController = navigation }
        host.tap(at: CGPoint(x: 200, y: 400), at: 0.2)
        host.at(0.7) { hidden.append(navigation.isNavigationBarHidden) }
        host.tap(at: CGPoint(x: 200, y: 400), at: 0.8)
        host.at(1.3) {
            hidden.append(navigation.isNavigationBarHidden)
            navigation.hidesBarsOnTap = false
            navigation.hidesBarsOnSwipe = true
        }
        host.scroll(rows.tableView, to: CGPoint(x: 0, y: 100), duration: 0.3, at: 1.4)
        host.at(2.0) { hidden.append(navigation.isNavigationBarHidden) }
        host.scroll(rows.tableView, to: CGPoint(x: 0, y: 0), duration: 0.3, at: 2.1)
        host.at(2.8) { hidden.append(navigation.isNavigationBarHidden) }
        _ = try host.record()
        #expect(hidden == [true, false, true, false])
    }

    /// In dark mode the scrolled bar is the dark material's stand-in (RGB 29 at 94%) and the
    /// title is white.
    @Test func darkBarsAreDark() throws {
        TextMeasurer.install()
        let host = RecordingHost(device: .iPhone15, scale: 1, fps: 10, duration: 0.2, appearance: .dark)
        let rows = RowsController(title: "Mail")
        let navigation = UINavigationController(rootViewController: rows)
        host.run { host.window.rootViewController = navigation }
        host.at(0.1) { rows.tableView.contentOffset.y = 300 }
        let frames = try Drawn.frames(host)
        let fill = Drawn.rgba(frames[1], 20, 70)
        #expect(fill[0] < 45 && fill[3] == 255, "\(fill)")
        let white = (160...232).contains { x in Drawn.rgba(frames[1], x, 81)[0] > 200 }
        #expect(white)
    }
}
