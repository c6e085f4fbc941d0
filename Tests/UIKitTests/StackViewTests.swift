import Foundation
import ReelCore
import Testing

@testable import UIKit

/// `UIStackView` on the solver: every distribution and alignment with frames worked out by
/// hand, and hiding a row inside `UIView.animate` animating the collapse.
@Suite struct StackViewTests {
    final class Fixed: UIView {
        var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        override var intrinsicContentSize: CGSize { size }
    }

    /// A 300 × 50 horizontal stack of views `widths` wide (intrinsic sizes) and `heights` high.
    static func row(
        _ widths: [CGFloat], heights: [CGFloat] = [], distribution: UIStackView.Distribution,
        alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 0
    ) -> [CGRect] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let views: [Fixed] = widths.indices.map { i in
            let v = Fixed()
            v.size = CGSize(width: widths[i], height: heights.isEmpty ? UIView.noIntrinsicMetric : heights[i])
            return v
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return views.map(\.frame)
    }

    static func near(_ a: [CGRect], _ b: [CGRect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { AutoLayoutTests.near($0, $1, 1e-6) }
    }

    @Test func distributions() {
        #expect(
            Self.near(
                Self.row([10, 10, 10], distribution: .fillEqually, spacing: 10),
                [0, 1, 2].map { CGRect(x: CGFloat($0) * (280.0 / 3 + 10), y: 0, width: 280.0 / 3, height: 50) }))
        #expect(
            Self.near(
                Self.row([40, 60, 80], distribution: .equalSpacing),
                [
                    CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 100, y: 0, width: 60, height: 50),
                    CGRect(x: 220, y: 0, width: 80, height: 50),
                ]))
        #expect(
            Self.near(
                Self.row([40, 60, 80], distribution: .equalCentering),
                [
                    CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 110, y: 0, width: 60, height: 50),
                    CGRect(x: 220, y: 0, width: 80, height: 50),
                ]))
        #expect(
            Self.near(
                Self.row([10, 20, 30], distribution: .fillProportionally),
                [
                    CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 50, y: 0, width: 100, height: 50),
                    CGRect(x: 150, y: 0, width: 150, height: 50),
                ]))
        // .fill: the lowest hugging priority stretches (the last view here, ties go to it).
        let views = Self.row([40, 60, 80], distribution: .fill, spacing: 5)
        #expect(views.map(\.width).reduce(0, +) == 290 && views[0].width == 40 && views[2].maxX == 300)
    }

    @Test func alignments() {
        let heights: [CGFloat] = [10, 20]
        func ys(_ a: UIStackView.Alignment) -> [CGFloat] {
            Self.row([50, 50], heights: heights, distribution: .fillEqually, alignment: a).map(\.minY)
        }
        #expect(Self.row([50, 50], heights: heights, distribution: .fillEqually).map(\.height) == [50, 50])
        #expect(ys(.top) == [0, 0] && ys(.leading) == [0, 0] && ys(.firstBaseline) == [0, 0])
        #expect(ys(.center) == [20, 15])
        #expect(ys(.bottom) == [40, 30] && ys(.lastBaseline) == [40, 30])
    }

    /// A settings list: hiding the middle row inside `UIView.animate` slides the last row up
    /// (100 → 50) and the stack's height shrinks (140 → 90), on the block's curve.
    @Test func hidingARowAnimatesTheCollapse() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 1, fps: 20, duration: 1)
        let rows = (0..<3).map { i -> UIView in
            let row = UIView()
            row.layer.name = "row\(i)"
            // 999, as iOS code writes it: a required height would conflict with the stack's
            // `UISV-hiding` constraint (UIKit logs that conflict too).
            let height = row.heightAnchor.constraint(equalToConstant: 40)
            height.priority = UILayoutPriority(999)
            height.isActive = true
            return row
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.layer.name = "stack"
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        host.rootView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: host.rootView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: host.rootView.trailingAnchor),
            stack.topAnchor.constraint(equalTo: host.rootView.topAnchor),
        ])
        host.at(0.2) {
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) { rows[1].isHidden = true }
        }
        let timeline = try host.record()
        for t in [0.1, 0.3, 0.45, 0.6, 0.8] {
            let p = min(max((t - 0.2) / 0.5, 0), 1)
            let last = AutoLayoutTests.frame(timeline, "row2", at: t)
            #expect(AutoLayoutTests.near(last, CGRect(x: 0, y: 100 - 50 * p, width: 200, height: 40)), "t=\(t)")
            let stackFrame = AutoLayoutTests.frame(timeline, "stack", at: t)
            #expect(AutoLayoutTests.near(stackFrame, CGRect(x: 0, y: 0, width: 200, height: 140 - 50 * p)), "t=\(t)")
        }
        #expect(AutoLayoutTests.frame(timeline, "row1", at: 0.8).height == 0)
        // The folding row stays drawn (squeezed) until the block ends at 0.7 s, then hides.
        for (t, hidden) in [(0.3, false), (0.65, false), (0.75, true)] {
            var seen: Bool?
            timeline.evaluate(at: t).forEachLayer { layer, _ in
                if layer.state.name == "row1" { seen = layer.state.isHidden }
            }
            #expect(seen == hidden, "t=\(t)")
        }
        #expect(host.rootView.layoutEngine.conflicts.isEmpty)
        #expect(stack.arrangedSubviews.count == 3 && rows[1].isHidden)
        stack.removeArrangedSubview(rows[0])
        #expect(stack.arrangedSubviews.count == 2 && rows[0].superview === stack)
    }
}
