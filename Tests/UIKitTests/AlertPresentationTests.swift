import Foundation
import Reel
import ReelCore
import ReelRender
import ReelScene
import Shaders
import Testing

@testable import UIKit

/// How an alert controller comes and goes: UIKit's spring (0.404 s, damping 600, taken as
/// critically damped), the alert's scale from 1.2 and fade, the sheet's slide, the dimming view,
/// and a tapped action's handler after the dismissal; and what it draws.
@Suite struct AlertPresentationTests {
    /// The progress of the transition's spring `t` seconds in: critically damped,
    /// 1 − (1 + ω₀t)·e^(−ω₀t), ω₀ the frequency that settles to 0.1 % in 0.404 s; 1 from 0.404 s,
    /// when the animation ends.
    static func progress(_ t: Double) -> Double {
        guard t < 0.404 else { return 1 }
        let omega = View.springParameters(dampingRatio: 1, duration: 0.404).stiffness.squareRoot()
        return 1 - (1 + omega * t) * exp(-omega * t)
    }

    /// Presented at 0.1 s: at every frame the platter's scale is 1.2 − 0.2·p and its opacity p,
    /// the dimming view's opacity p (p the spring's progress); dismissed at 1.0 s: opacities
    /// 1 − p, scale 1; gone after 1.404 s. The presenter's tint is dimmed while it shows.
    @Test func alertScalesAndFades() throws {
        let host = RecordingHost(size: CGSize(width: 375, height: 667), scale: 1, fps: 50, duration: 1.6)
        let home = UIViewController()
        let alert = UIAlertController(title: "Delete photo?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        host.run { host.window.rootViewController = home }
        host.at(0.1) {
            home.present(alert, animated: true)
            #expect(home.view.tintAdjustmentMode == .dimmed)
            #expect(alert.transitionCoordinator?.transitionDuration == 0.404)
        }
        host.at(1.0) { alert.dismiss(animated: true) }
        let timeline = try host.record()
        #expect(home.view.tintAdjustmentMode == .normal && home.presentedViewController == nil)
        var checked = 0
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let tree = timeline.evaluate(at: t)
            let platter = MainQueueTimerTests.find("alert.platter", in: tree)
            let dimming = MainQueueTimerTests.find("alert.dimming", in: tree)
            if t < 0.1 || t > 1.41 {
                #expect(platter == nil && dimming == nil, "frame \(frame)")
                continue
            }
            let shown = t < 1.0
            let p = Self.progress(shown ? t - 0.1 : t - 1.0)
            let platterState = try #require(platter, "frame \(frame)")
            let scale = shown ? 1.2 - 0.2 * p : 1
            #expect(abs(platterState.transform.m11 - scale) < 1e-6, "frame \(frame)")
            #expect(abs(platterState.opacity - (shown ? p : 1 - p)) < 1e-6, "frame \(frame)")
            #expect(abs(try #require(dimming).opacity - (shown ? p : 1 - p)) < 1e-6, "frame \(frame)")
            if abs(t - 0.3) < 1e-9 {
                // Mid-way, 0.2 s in: ω₀ ≈ 22.85 rad/s, so about 0.94 of the way.
                #expect(abs(p - 0.94) < 0.01)
                checked += 1
            }
        }
        #expect(checked == 1)
    }

    /// An action sheet presented at 0.1 s slides up: its top is at the screen's bottom edge at
    /// first, then 667 − p·(its height + 8) at every frame.
    @Test func actionSheetSlidesUp() throws {
        let host = RecordingHost(size: CGSize(width: 375, height: 667), scale: 1, fps: 50, duration: 0.6)
        let home = UIViewController()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        host.run { host.window.rootViewController = home }
        host.at(0.1) { home.present(sheet, animated: true) }
        let timeline = try host.record()
        let height = 57.0 + 8 + 57
        for frame in 0..<timeline.frameCount where timeline.time(ofFrame: frame) > 0.1 {
            let t = timeline.time(ofFrame: frame)
            let state = try #require(MainQueueTimerTests.find("alert.sheet", in: timeline.evaluate(at: t)))
            let top = state.position.y - height / 2
            #expect(abs(top - (667 - Self.progress(t - 0.1) * (height + 8))) < 1e-6, "frame \(frame)")
        }
    }

    /// Tapping Delete at 1.0 s (lifted at 1.1) starts the dismissal; the handler runs once it has
    /// ended, at 1.1 + 0.404 s, with the alert gone; a second tap during the dismissal does nothing.
    @Test func handlerRunsAfterTheDismissal() throws {
        let host = RecordingHost(size: CGSize(width: 375, height: 667), scale: 1, fps: 50, duration: 2)
        let home = UIViewController()
        var log: [String] = []
        let alert = UIAlertController(title: "Delete photo?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { action in
                log.append(
                    "\(action.title!) at \(CACurrentMediaTime()) presented \(home.presentedViewController != nil)")
            })
        host.run {
            host.window.rootViewController = home
            home.present(alert, animated: false)
            alert.view.layoutIfNeeded()
        }
        let view = try #require(alert.view as? AlertView)
        let delete = try #require(view.rows.first { $0.action.title == "Delete" })
        host.at(1.05) { log.append("dismissing \(alert.isBeingDismissed)") }
        host.tap(delete, at: 1.0)
        host.at(1.2) { log.append("dismissing \(alert.isBeingDismissed)") }
        host.tap(delete, at: 1.2)
        _ = try host.record()
        #expect(log.count == 3)
        #expect(log.first == "dismissing false" && log[1] == "dismissing true")
        let parts = log.last?.split(separator: " ") ?? []
        #expect(parts.first == "Delete" && parts.last == "false")
        #expect(abs((Double(parts.count > 2 ? parts[2] : "") ?? 0) - 1.504) < 1e-6)
    }

    /// In light mode the white screen behind a shown alert is dimmed to 204 (black at 0.2), in
    /// dark mode to 133 (0.48); "Delete" is drawn red, "Cancel" blue.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func drawsDimmingAndRedText(style: UIUserInterfaceStyle) throws {
        let alert = AlertControllerTests.deleteAlert(actions: [
            UIAlertAction(title: "Cancel", style: .cancel), UIAlertAction(title: "Delete", style: .destructive),
        ])
        var platter = CGRect.zero
        let name = "alert-\(style == .dark ? "dark" : "light")"
        let size = CGSize(width: 375, height: 667)
        let frame = try Everyday.frame(name, size: size, appearance: style) { host in
            let home = UIViewController()
            host.window.rootViewController = home
            home.view.backgroundColor = .white
            home.present(alert, animated: false)
            alert.view.layoutIfNeeded()
            platter = (alert.view as! AlertView).content.frame
        }
        let dimmed = style == .dark ? 133 : 204
        #expect(Everyday.rgb(frame, 20, 20).allSatisfy { abs($0 - dimmed) <= 1 })
        let rows = CGRect(x: platter.minX, y: platter.maxY - 44, width: 270, height: 44)
        let background = Everyday.rgb(frame, Int(rows.minX) + 10, Int(rows.minY) + 3)
        let halves = (
            CGRect(x: rows.minX + 2, y: rows.minY + 2, width: 130, height: 40),
            CGRect(x: rows.minX + 138, y: rows.minY + 2, width: 130, height: 40)
        )
        let left = try #require(Everyday.inkBox(frame, in: halves.0, background: background))
        let right = try #require(Everyday.inkBox(frame, in: halves.1, background: background))
        let reddest = (Int(right.minX)..<Int(right.maxX)).flatMap { x in
            (Int(right.minY)..<Int(right.maxY)).map { Everyday.rgb(frame, x, $0) }
        }.max { $0[0] - $0[2] < $1[0] - $1[2] }!
        #expect(reddest[0] > 200 && reddest[2] < 120, "\(reddest)")
        let bluest = (Int(left.minX)..<Int(left.maxX)).flatMap { x in
            (Int(left.minY)..<Int(left.maxY)).map { Everyday.rgb(frame, x, $0) }
        }.max { $0[2] - $0[0] < $1[2] - $1[0] }!
        #expect(bluest[2] > 200 && bluest[0] < 120, "\(bluest)")
    }
    /// A tap on the dimming view around an action sheet dismisses it with its cancel action (its
    /// handler runs); around an alert it does nothing. A finger on a row highlights it; lifted
    /// outside, it runs nothing.
    @Test(arguments: [UIAlertController.Style.actionSheet, .alert])
    func tapsOutsideAndHighlight(style: UIAlertController.Style) throws {
        let host = RecordingHost(size: CGSize(width: 375, height: 667), scale: 1, fps: 50, duration: 2)
        let home = UIViewController()
        var log: [String] = []
        let alert = UIAlertController(title: "Photo", message: nil, preferredStyle: style)
        alert.addAction(UIAlertAction(title: "Share", style: .default) { _ in log.append("share") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        host.run {
            host.window.rootViewController = home
            home.present(alert, animated: false)
            alert.view.layoutIfNeeded()
            #expect(home.view.tintAdjustmentMode == .dimmed)
        }
        let share = try #require((alert.view as? AlertView)?.rows.first { $0.action.title == "Share" })
        let middle = share.convert(CGPoint(x: share.bounds.midX, y: share.bounds.midY), to: host.window)
        // Pressed, then dragged away and lifted outside: highlighted while inside, no action.
        host.drag(from: middle, to: CGPoint(x: middle.x, y: 40), duration: 0.3, at: 0.2)
        host.at(0.21) { log.append("highlighted \(share.isHighlighted) \(share.backgroundColor != nil)") }
        host.tap(at: CGPoint(x: 187, y: 60), at: 1)
        _ = try host.record()
        #expect(log.first == "highlighted true true")
        #expect(Array(log.dropFirst()) == (style == .actionSheet ? ["cancel"] : []))
        #expect((home.presentedViewController == nil) == (style == .actionSheet))
    }

    /// An alert's text fields are drawn on `systemBackground` (white) in a group inside the
    /// platter's material (250 over the dimmed white screen), the first one editing (its caret in the tint colour).
    @Test func drawsTextFields() throws {
        let alert = UIAlertController(title: "Rename", message: "Enter a new name.", preferredStyle: .alert)
        alert.addTextField { $0.text = "Beach" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        var group = CGRect.zero
        let frame = try Everyday.frame("alert-fields", size: CGSize(width: 375, height: 667)) { host in
            let home = UIViewController()
            host.window.rootViewController = home
            home.present(alert, animated: false)
            alert.view.layoutIfNeeded()
            let view = alert.view as! AlertView
            group = view.fieldGroup.convert(view.fieldGroup.bounds, to: host.window)
            #expect(alert.textFields?.first?.isFirstResponder == true)
        }
        #expect(Everyday.rgb(frame, Int(group.maxX) - 10, Int(group.midY)) == [255, 255, 255])
        // The thick material: the white screen dimmed to 204 (black at 0.2), blurred (still
        // 204), under a white wash of 0.9: 0.1 × 204 + 0.9 × 255 = 249.9.
        #expect(Everyday.rgb(frame, Int(group.maxX) + 8, Int(group.midY)) == [250, 250, 250])
    }

    /// A recording with an action sheet and an alert with two text fields exports as a valid
    /// scene document (`reel run` writes one): no two sibling layers share a name.
    @Test func exportsAsASceneDocument() throws {
        let host = RecordingHost(size: CGSize(width: 375, height: 667), scale: 1, fps: 10, duration: 2)
        let home = UIViewController()
        let sheet = UIAlertController(title: "Photo", message: "Share it?", preferredStyle: .actionSheet)
        for title in ["Share", "Share", "Delete"] { sheet.addAction(UIAlertAction(title: title, style: .default)) }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let alert = UIAlertController(title: "Sign In", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addTextField()
        for title in ["OK", "Cancel"] { alert.addAction(UIAlertAction(title: title, style: .default)) }
        host.run {
            host.window.rootViewController = home
            home.present(sheet, animated: true)
        }
        host.at(0.6) { sheet.dismiss(animated: true) }
        host.at(1.2) { home.present(alert, animated: true) }
        let folder = NSTemporaryDirectory() + "reel-alert-scene-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try host.exportScene(to: folder + "/scene.json")
        let document = try SceneDocument.load(contentsOfFile: folder + "/scene.json")
        #expect(!document.document.layers.isEmpty)
    }
}
