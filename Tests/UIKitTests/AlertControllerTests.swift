import Foundation
import ReelCore
import Testing

@testable import UIKit

/// `UIAlertController` on an iPhone-sized screen (375 × 667 points): the layout with UIKit's
/// metrics (`AlertMetrics`), the presentation's spring, and the order of a tapped action's
/// dismissal and handler.
@Suite struct AlertControllerTests {
    /// A host with a white home screen showing `alert` (presented without animation at 0).
    static func shown(
        _ alert: UIAlertController, scale: CGFloat = 2, appearance: UIUserInterfaceStyle = .light
    ) -> (RecordingHost, UIViewController) {
        let host = RecordingHost(
            size: CGSize(width: 375, height: 667), scale: scale, fps: 10, duration: 1, appearance: appearance)
        let home = UIViewController()
        host.run {
            host.window.rootViewController = home
            home.view.backgroundColor = .white
            home.present(alert, animated: false)
            alert.view.layoutIfNeeded()
        }
        return (host, home)
    }

    static func deleteAlert(actions: [UIAlertAction]) -> UIAlertController {
        let alert = UIAlertController(title: "Delete photo?", message: "It cannot be undone.", preferredStyle: .alert)
        for action in actions { alert.addAction(action) }
        return alert
    }

    /// The header's height: the message's last baseline (its top is 20 below the title's last
    /// baseline, the title's first is 36 from the top) plus 24.
    static func headerHeight(_ view: AlertView) -> CGFloat {
        let title = view.titleLabel
        let message = view.messageLabel
        #expect(abs(title.frame.minY + title.font.ascender - 36) < 1e-9)
        let titleLast = title.frame.maxY + title.font.descender
        #expect(abs(message.frame.minY + message.font.ascender - (titleLast + 20)) < 1e-9)
        return message.frame.maxY + message.font.descender + 24
    }

    /// One, two and three actions: a 270-point platter centred on the screen; one row of 44
    /// points, two side by side (135 each, the cancel action on the left although added last),
    /// three stacked with the cancel action at the bottom; the platter is the header plus the rows.
    @Test(arguments: [1, 2, 3]) func alertLayout(actionCount: Int) throws {
        let actions = [
            UIAlertAction(title: "Delete", style: .destructive), UIAlertAction(title: "Keep", style: .default),
            UIAlertAction(title: "Cancel", style: .cancel),
        ].suffix(actionCount)
        let alert = Self.deleteAlert(actions: Array(actions))
        let (_, _) = Self.shown(alert)
        let view = try #require(alert.view as? AlertView)
        let header = Self.headerHeight(view)
        let rows = CGFloat(actionCount == 2 ? 1 : actionCount) * 44
        #expect(view.content.bounds.size == CGSize(width: 270, height: header + rows))
        #expect(view.content.center == CGPoint(x: 187.5, y: 333.5))
        let frames = view.rows.map { ($0.action.title ?? "", $0.frame) }
        switch actionCount {
        case 1:
            #expect(frames[0].1 == CGRect(x: 0, y: header, width: 270, height: 44))
        case 2:
            let cancel = try #require(frames.first { $0.0 == "Cancel" })
            let keep = try #require(frames.first { $0.0 == "Keep" })
            #expect(cancel.1 == CGRect(x: 0, y: header, width: 135, height: 44))
            #expect(keep.1 == CGRect(x: 135, y: header, width: 135, height: 44))
        default:
            #expect(frames.map(\.0) == ["Delete", "Keep", "Cancel"])
            #expect(frames.map(\.1.minY) == [header, header + 44, header + 88])
            #expect(frames.allSatisfy { $0.1.width == 270 && $0.1.height == 44 })
        }
    }

    /// The cancel action is semibold unless another is preferred; destructive is red; a
    /// disabled action is grey and comes back when enabled; the others take the view's tint.
    @Test func actionStyles() throws {
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let alert = Self.deleteAlert(actions: [cancel, delete])
        let (_, _) = Self.shown(alert)
        let view = try #require(alert.view as? AlertView)
        let row = { (title: String) in view.rows.first { $0.action.title == title }! }
        #expect(row("Cancel").label.font.weight == .semibold)
        #expect(row("Delete").label.font.weight == .regular)
        #expect(row("Delete").label.textColor == .systemRed)
        alert.preferredAction = delete
        #expect(row("Cancel").label.font.weight == .regular)
        #expect(row("Delete").label.font.weight == .semibold)
        delete.isEnabled = false
        #expect(row("Delete").label.textColor == .tertiaryLabel && !row("Delete").isEnabled)
        delete.isEnabled = true
        #expect(row("Delete").label.textColor == .systemRed)
        // An app's tint on the alert's view colours the default and cancel titles.
        alert.view.tintColor = .systemGreen
        #expect(row("Cancel").label.textColor == .systemGreen)
        #expect(row("Delete").label.textColor == .systemRed)
    }

    /// An action sheet: groups 8 points from the sides and the bottom, 359 wide; the cancel
    /// action alone in a 57-point group at the bottom, the others in 57-point rows 8 above it.
    @Test func actionSheetLayout() throws {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default))
        sheet.addAction(UIAlertAction(title: "Choose Photo", style: .default))
        let (host, _) = Self.shown(sheet)
        let view = try #require(sheet.view as? AlertView)
        let cancel = try #require(view.cancelGroup)
        #expect(cancel.convert(cancel.bounds, to: host.window) == CGRect(x: 8, y: 602, width: 359, height: 57))
        let rows = view.rows.filter { $0.superview === view.mainGroup }
        #expect(
            rows.map { $0.convert($0.bounds, to: host.window) } == [
                CGRect(x: 8, y: 480, width: 359, height: 57), CGRect(x: 8, y: 537, width: 359, height: 57),
            ])
        #expect(rows.allSatisfy { $0.label.font.pointSize == 20 })
    }

    /// An action sheet with a title and a message: the title's first baseline 27 from the
    /// group's top, the message's 22 below the title's last, the rows 28 below the message's.
    @Test func actionSheetHeader() throws {
        let sheet = UIAlertController(title: "Photo", message: "Add to the album", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Add", style: .default))
        let (_, _) = Self.shown(sheet)
        let view = try #require(sheet.view as? AlertView)
        let title = view.titleLabel
        let message = view.messageLabel
        #expect(abs(title.frame.minY + title.font.ascender - 27) < 1e-9)
        let titleLast = title.frame.maxY + title.font.descender
        #expect(abs(message.frame.minY + message.font.ascender - (titleLast + 22)) < 1e-9)
        let row = try #require(view.rows.first)
        #expect(abs(row.frame.minY - (message.frame.maxY + message.font.descender + 28)) < 1e-9)
        #expect(view.mainGroup.frame.maxY == view.content.bounds.maxY)
        #expect(abs(view.content.frame.maxY - (667 - 8)) < 1e-9)
    }

    /// Text fields: configured by their handler, stacked 30 points each in a group 15 points in
    /// from the platter's sides, between the message and the rows.
    @Test func textFields() throws {
        let alert = UIAlertController(title: "Sign In", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField {
            $0.placeholder = "Password"
            $0.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
        let (host, _) = Self.shown(alert)
        // The first field edits (the recording's application holds the first responder).
        host.run { #expect(alert.textFields?.map(\.isFirstResponder) == [true, false]) }
        let view = try #require(alert.view as? AlertView)
        let group = view.fieldGroup
        #expect(group.frame.minX == 15 && group.frame.width == 240 && group.frame.height == 60)
        #expect(alert.textFields?.map(\.frame.minY) == [0, 30])
        let row = try #require(view.rows.first)
        #expect(row.frame.minY == group.frame.maxY + 16)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).textFields == nil)
    }

    /// Two actions whose titles do not fit half the width each are stacked, the cancel action last.
    @Test func longTitlesAreStacked() throws {
        let alert = Self.deleteAlert(actions: [
            UIAlertAction(title: "Cancel", style: .cancel),
            UIAlertAction(title: "Delete from All Devices", style: .destructive),
        ])
        let (_, _) = Self.shown(alert)
        let view = try #require(alert.view as? AlertView)
        let header = Self.headerHeight(view)
        #expect(view.rows.map(\.action.title) == ["Delete from All Devices", "Cancel"])
        #expect(
            view.rows.map(\.frame) == [
                CGRect(x: 0, y: header, width: 270, height: 44), CGRect(x: 0, y: header + 44, width: 270, height: 44),
            ])
    }

    /// An alert shown, tapped and dismissed is freed with its recording (no cycle through its
    /// view, rows, actions or transitioning delegate).
    @Test func alertIsFreed() throws {
        weak var freed: UIAlertController?
        try {
            let alert = Self.deleteAlert(actions: [UIAlertAction(title: "OK", style: .default)])
            let (host, _) = Self.shown(alert)
            let row = try #require((alert.view as? AlertView)?.rows.first)
            host.tap(row, at: 0.2)
            _ = try host.record()
            freed = alert
            #expect(freed != nil)
        }()
        #expect(freed == nil)
    }
}
