import Foundation
import QuartzCore
import ReelCore
import Testing
import UIKit

// iOS code overrides layer and view properties to react to changes (`override var frame:
// CGRect { didSet { … } }`); Swift allows that only for members declared in the class body, so
// every property Apple declares `open` is one there. These subclasses are written as iOS code
// writes them; that they compile is half the test, that the observers run and the value
// reaches the drawn model is the other half.

final class ObservingLayer: CALayer {
    var changes: [String] = []
    override var frame: CGRect { didSet { changes.append("frame") } }
    override var bounds: CGRect { didSet { changes.append("bounds") } }
    override var position: CGPoint { didSet { changes.append("position") } }
    override var opacity: Float { didSet { changes.append("opacity") } }
    override var backgroundColor: CGColor? { didSet { changes.append("backgroundColor") } }
    override var cornerRadius: CGFloat { didSet { changes.append("cornerRadius") } }
    override var cornerCurve: CALayerCornerCurve { didSet { changes.append("cornerCurve") } }
    override var maskedCorners: CACornerMask { didSet { changes.append("maskedCorners") } }
    override var transform: CATransform3D { didSet { changes.append("transform") } }
    override var shadowOpacity: Float { didSet { changes.append("shadowOpacity") } }
    override var isHidden: Bool { didSet { changes.append("isHidden") } }
    override func add(_ anim: CAAnimation, forKey key: String?) {
        changes.append("add \(key ?? "nil")")
        super.add(anim, forKey: key)
    }
}

final class ProgressLayer: CAShapeLayer {
    var progressChanges = 0
    override var strokeEnd: CGFloat { didSet { progressChanges += 1 } }
    override var path: CGPath? { didSet { progressChanges += 1 } }
    override var lineWidth: CGFloat { didSet { progressChanges += 1 } }
}

final class BadgeTextLayer: CATextLayer {
    var sizes: [CGFloat] = []
    override var fontSize: CGFloat { didSet { sizes.append(fontSize) } }
}

final class SheenLayer: CAGradientLayer {
    var changed = 0
    override var colors: [Any]? { didSet { changed += 1 } }
    override var locations: [NSNumber]? { didSet { changed += 1 } }
}

final class DotsLayer: CAReplicatorLayer {
    var counts: [Int] = []
    override var instanceCount: Int { didSet { counts.append(instanceCount) } }
}

final class SparkLayer: CAEmitterLayer {
    var rates: [Float] = []
    override var birthRate: Float { didSet { rates.append(birthRate) } }
}

final class ObservingView: UIView {
    var changes: [String] = []
    override var frame: CGRect { didSet { changes.append("frame") } }
    override var bounds: CGRect { didSet { changes.append("bounds") } }
    override var center: CGPoint { didSet { changes.append("center") } }
    override var backgroundColor: UIColor? { didSet { changes.append("backgroundColor") } }
    override var alpha: CGFloat { didSet { changes.append("alpha") } }
    override var isHidden: Bool { didSet { changes.append("isHidden") } }
}

@Suite struct OverrideTests {
    @Test func layerPropertyObserversRunAndTheValueReachesTheModel() {
        let layer = ObservingLayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        layer.opacity = 0.5
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.cornerRadius = 6
        layer.cornerCurve = .continuous
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.shadowOpacity = 0.25
        layer.isHidden = true
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        #expect(
            layer.changes == [
                "frame", "opacity", "backgroundColor", "cornerRadius", "cornerCurve", "maskedCorners", "transform",
                "shadowOpacity", "isHidden", "add fade",
            ])
        let m = layer.reel.model
        #expect(m.position == Point(x: 25, y: 40) && m.bounds.size == Size(width: 30, height: 40))
        #expect(m.opacity == 0.5 && m.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(m.cornerRadius == 6 && m.cornerCurve == .continuous)
        #expect(m.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        #expect(m.transform == Transform3D(scaleX: 2, y: 2, z: 1))
        #expect(m.shadowOpacity == 0.25 && m.isHidden)
        #expect(layer.cornerCurve == .continuous && layer.maskedCorners.contains(.layerMaxXMaxYCorner))
        #expect(layer.animation(forKey: "fade") != nil)
    }

    @Test func subclassPropertyObserversRun() {
        let progress = ProgressLayer()
        progress.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        progress.lineWidth = 3
        progress.strokeEnd = 0.3
        #expect(progress.progressChanges == 3 && progress.reel.model.strokeEnd == 0.3)

        let text = BadgeTextLayer()
        text.fontSize = 22
        #expect(text.sizes == [22] && text.reel.model.fontSize == 22)

        let sheen = SheenLayer()
        sheen.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        sheen.locations = [0, 1]
        #expect(sheen.changed == 2 && sheen.reel.model.locations == [0, 1])
        #expect(sheen.reel.model.colors?.count == 2)

        let dots = DotsLayer()
        dots.instanceCount = 5
        #expect(dots.counts == [5] && dots.reel.model.instanceCount == 5)

        let sparks = SparkLayer()
        sparks.birthRate = 0
        #expect(sparks.rates == [0] && sparks.reel.model.birthRate == 0)
    }

    @Test func viewPropertyObserversRunAndTheLayerFollows() {
        let view = ObservingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.changes = []
        view.frame = CGRect(x: 10, y: 10, width: 100, height: 60)
        view.center = CGPoint(x: 80, y: 90)
        view.backgroundColor = .green
        view.alpha = 0.4
        view.isHidden = true
        #expect(view.changes == ["frame", "center", "backgroundColor", "alpha", "isHidden"])
        let m = view.layer.reel.model
        #expect(m.position == Point(x: 80, y: 90) && m.bounds.size == Size(width: 100, height: 60))
        #expect(abs(m.opacity - 0.4) < 1e-9 && m.isHidden)
    }
}
