import Foundation
import Testing
import UIKit

/// The members of `UIView` that place and order views: the 3-D transform and anchor point,
/// swapping subviews, the content scale, alignment rectangles, layout direction, tint
/// dimming, the layout margins and safe area, coordinate spaces and interactions.
@Suite struct ViewGeometryTests {
    @Test func transform3DIsTheLayerTransformAndItsAffinePart() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.transform3D = CATransform3DMakeScale(2, 3, 1)
        #expect(CATransform3DEqualToTransform(view.layer.transform, CATransform3DMakeScale(2, 3, 1)))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        // The frame is the transformed bounds about the centre: 80 × 60 around (20, 10).
        #expect(view.frame == CGRect(x: -20, y: -20, width: 80, height: 60))
    }

    @Test func anchorPointKeepsTheCentreAndMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.anchorPoint == CGPoint(x: 0, y: 0))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
    }

    @Test func exchangeSubviewSwapsViewsAndLayers() {
        let container = ViewTransitionTests.container()
        let extra = CALayer()
        container.layer.insertSublayer(extra, at: 0)
        container.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(container.subviews.map(\.tag) == [3, 2, 1])
        let order = container.layer.sublayers ?? []
        #expect(order.count == 4 && order[0] === extra)
        #expect(order.dropFirst().map { layer in container.subviews.firstIndex { $0.layer === layer } } == [0, 1, 2])
        container.exchangeSubview(at: 0, withSubviewAt: 7)
        #expect(container.subviews.map(\.tag) == [3, 2, 1])
    }

    @Test func contentScaleFactorIsTheLayersScale() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.contentScaleFactor == UIScreen.main.scale)
        view.contentScaleFactor = 3
        #expect(view.layer.contentsScale == 3)
    }

    final class Inset: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
    }

    @Test func alignmentRectanglesInsetTheFrameAndBack() {
        let view = Inset(frame: .zero)
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        let aligned = view.alignmentRect(forFrame: frame)
        #expect(aligned == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(view.frame(forAlignmentRect: aligned) == frame)
        #expect(view.forFirstBaselineLayout === view && view.forLastBaselineLayout === view)
    }

    @Test(arguments: [
        (
            UISemanticContentAttribute.unspecified, UIUserInterfaceLayoutDirection.rightToLeft,
            UIUserInterfaceLayoutDirection.rightToLeft
        ),
        (.unspecified, .leftToRight, .leftToRight), (.playback, .rightToLeft, .leftToRight),
        (.spatial, .rightToLeft, .leftToRight), (.forceLeftToRight, .rightToLeft, .leftToRight),
        (.forceRightToLeft, .leftToRight, .rightToLeft),
    ])
    func semanticAttributesFixOrFollowTheDirection(
        attribute: UISemanticContentAttribute, direction: UIUserInterfaceLayoutDirection,
        expected: UIUserInterfaceLayoutDirection
    ) {
        #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: direction) == expected)
    }

    @Test func directionalMarginsFollowTheLayoutDirection() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }

    final class TintLog: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test func dimmedTintIsTheLumaGreyAndInherits() {
        let parent = UIView(frame: .zero)
        let child = TintLog(frame: .zero)
        parent.addSubview(child)
        parent.tintColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(child.tintAdjustmentMode == .normal)
        let before = child.changes
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        #expect(child.changes == before + 1)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = child.tintColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        let luma = 0.2126 * 1 + 0.7152 * 0.5 + 0.0722 * 0
        #expect(abs(r - luma) < 1e-6 && abs(g - luma) < 1e-6 && abs(b - luma) < 1e-6 && a == 1)
        child.tintAdjustmentMode = .normal
        _ = child.tintColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && abs(g - 0.5) < 1e-6 && b == 0)
    }

    final class MarginLog: UIView {
        var marginChanges = 0
        var safeAreaChanges = 0
        override func layoutMarginsDidChange() { marginChanges += 1 }
        override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
    }

    @Test func marginsAreMeasuredFromTheSafeAreaAndItsChangesReported() {
        let host = RecordingHost(size: CGSize(width: 100, height: 200), scale: 1, fps: 10, duration: 0.1)
        let view = MarginLog(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        host.run {
            host.safeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
            host.rootView.addSubview(view)
            view.layoutIfNeeded()
        }
        #expect(view.safeAreaChanges == 1)
        #expect(view.layoutMargins == UIEdgeInsets(top: 48, left: 8, bottom: 38, right: 8))
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.marginChanges >= 2)
        let changes = view.marginChanges
        view.layoutMargins = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(view.marginChanges == changes + 1)
    }

    @Test func preservedMarginsReachIntoTheSubview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        parent.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
        let child = UIView(frame: CGRect(x: 10, y: 5, width: 170, height: 90))
        parent.addSubview(child)
        child.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        #expect(child.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        child.preservesSuperviewLayoutMargins = true
        // left 30 − 10, top 20 − 5, right 30 − (200 − 180), bottom max(4, 20 − 5).
        #expect(child.layoutMargins == UIEdgeInsets(top: 15, left: 20, bottom: 15, right: 10))
    }

    @Test func viewsConvertThroughTheScreensCoordinateSpace() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        window.addSubview(view)
        let screen = UIScreen.main.coordinateSpace
        #expect(view.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 31, y: 42))
        #expect(view.convert(CGPoint(x: 31, y: 42), from: screen) == CGPoint(x: 1, y: 2))
        #expect(
            view.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: screen)
                == CGRect(x: 30, y: 40, width: 5, height: 5))
        let other: any UICoordinateSpace = window
        #expect(view.convert(CGPoint(x: 0, y: 0), to: other) == CGPoint(x: 30, y: 40))
        #expect(screen.bounds == UIScreen.main.bounds)
    }

    final class Interaction: NSObject, UIInteraction {
        var log: [String] = []
        weak var view: UIView?
        func willMove(to view: UIView?) { log.append("will \(view?.tag ?? -1)") }
        func didMove(to view: UIView?) {
            self.view = view
            log.append("did \(view?.tag ?? -1)")
        }
    }

    @Test func interactionsAreToldTheirMoves() {
        let a = UIView(frame: .zero)
        a.tag = 1
        let b = UIView(frame: .zero)
        b.tag = 2
        let interaction = Interaction()
        a.addInteraction(interaction)
        b.addInteraction(interaction)
        #expect(a.interactions.isEmpty && b.interactions.count == 1)
        b.removeInteraction(interaction)
        #expect(interaction.log == ["will 1", "did 1", "will -1", "did -1", "will 2", "did 2", "will -1", "did -1"])
    }

    @Test func constraintsAffectingLayoutNameTheViewOnTheAxis() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        let left = child.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 5)
        let top = child.topAnchor.constraint(equalTo: parent.topAnchor)
        NSLayoutConstraint.activate([left, top])
        #expect(child.constraintsAffectingLayout(for: .horizontal).map { $0 === left } == [true])
        #expect(child.constraintsAffectingLayout(for: .vertical).map { $0 === top } == [true])
    }

    @Test func anAcceptedMemberWarnsOnceAndKeepsItsValue() {
        let view = UIView(frame: .zero)
        #expect(!view.isExclusiveTouch)
        view.isExclusiveTouch = true
        #expect(view.isExclusiveTouch)
        #expect(AcceptedMember.wasNoted("UIView.isExclusiveTouch"))
        view.largeContentTitle = "Title"
        #expect(view.largeContentTitle == "Title")
        #expect(view.endEditing(true))
    }

    /// A view pinned to the readable content guide of a parent `width` points wide with 8-point
    /// margins: the margins' width, at most 672 points, centred between the margins.
    @Test(arguments: [(CGFloat(1000), CGFloat(672)), (300, 284)])
    func readableContentIsTheMarginsNarrowedTo672Points(width: CGFloat, expected: CGFloat) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        let child = UIView(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let guide = parent.readableContentGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        parent.layoutIfNeeded()
        let x = 8 + (width - 16 - expected) / 2
        #expect(child.frame == CGRect(x: x, y: 8, width: expected, height: 184))
        #expect(guide.layoutFrame == child.frame)
    }
}
