import Foundation
import Testing

@testable import UIKit

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` against Apple's
/// Visual Format Language grammar: the constraints made and the frames they solve to, and the
/// messages of formats UIKit refuses; `anchorWithOffset(to:)` as a solved distance.
@Suite struct VisualFormatTests {
    /// A 300 × 200 root with views `a` and `b` under Auto Layout.
    static func scene() -> (root: UIView, a: UIView, b: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView()
        let b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        return (root, a, b)
    }

    /// Solves the formats (each also pins both views' tops and heights unless `vertical` says).
    static func solve(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        vertical: [String] = ["V:|-10-[a(20)]", "V:|-50-[b(30)]"]
    ) -> (CGRect, CGRect) {
        let (root, a, b) = scene()
        let views: [String: Any] = ["a": a, "b": b]
        for format in formats + vertical {
            let made = NSLayoutConstraint.constraints(
                withVisualFormat: format, options: format.hasPrefix("V") ? [] : options, metrics: metrics,
                views: views)
            #expect(!made.isEmpty, "\(format) made no constraints")
            NSLayoutConstraint.activate(made)
        }
        root.layoutIfNeeded()
        return (a.frame, b.frame)
    }

    /// Formats and the frames they give (x and width of a and b; heights from the vertical formats).
    static let horizontal: [(String, [String], CGFloat, CGFloat, CGFloat, CGFloat)] = [
        // |-20-[a(100)]-10-[b]-20-|: a 20…120, b 130…280.
        ("connections and superview", ["H:|-20-[a(100)]-10-[b]-20-|"], 20, 100, 130, 150),
        // Flush views of equal widths filling 300.
        ("flush and equal widths", ["H:|[a][b(==a)]|"], 0, 150, 150, 150),
        // Standard spaces: the superview's margin (8) and 8 between siblings.
        ("standard spaces", ["H:|-[a(50)]-[b(60)]"], 8, 50, 66, 60),
        // Metrics for spaces and widths.
        ("metrics", ["H:|-m-[a(w)]-m-[b(w)]"], 12, 30, 54, 30),
        // A required minimum and a preferred trailing space of 5 at 750: a ends at 295.
        ("predicate list and priority", ["H:|-(>=10)-[a(80)]-(5@750)-|", "H:|[b(10)]"], 215, 80, 0, 10),
        // A width preferred at 100 (750) and required ≤ 60.
        ("width predicates", ["H:|[a(100@750,<=60)]", "H:|-(a0)-[b(>=200)]|"], 0, 60, 0, 300),
    ]

    @Test(arguments: horizontal)
    func formatsSolveToFrames(_ c: (String, [String], CGFloat, CGFloat, CGFloat, CGFloat)) {
        let (a, b) = Self.solve(c.1, metrics: ["m": 12, "w": CGFloat(30), "a0": 0.0])
        #expect(a == CGRect(x: c.2, y: 10, width: c.3, height: 20), "\(c.0)")
        #expect(b == CGRect(x: c.4, y: 50, width: c.5, height: 30), "\(c.0)")
    }

    @Test func rightToLeftRunsFromTheRightEdge() {
        // a's right edge 10 from the superview's right (300 − 10 − 50 = 240), b 5 to a's left.
        let (a, b) = Self.solve(["H:|-10-[a(50)]-5-[b(50)]"], options: .directionRightToLeft)
        #expect(a.minX == 240 && b.minX == 185)
    }

    @Test func alignmentOptionsAlignNeighbours() {
        let (a, b) = Self.solve(
            ["H:|-40-[a(50)]", "H:[b(70)]"], vertical: ["V:|-10-[a(20)]-8-[b(30)]"])
        #expect(a == CGRect(x: 40, y: 10, width: 50, height: 20))
        #expect(b.minY == 38 && b.height == 30)
        let (root, v1, v2) = Self.scene()
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-10-[a(20)]-8-[b(30)]", options: .alignAllLeading, metrics: nil,
            views: ["a": v1, "b": v2])
        NSLayoutConstraint.activate(
            made + NSLayoutConstraint.constraints(withVisualFormat: "H:|-40-[a(50)]", metrics: nil, views: ["a": v1])
                + NSLayoutConstraint.constraints(withVisualFormat: "H:[b(70)]", metrics: nil, views: ["b": v2]))
        root.layoutIfNeeded()
        #expect(v2.frame == CGRect(x: 40, y: 38, width: 70, height: 30))
    }

    @Test func constraintsAreUIKits() {
        let (root, a, b) = Self.scene()
        defer { withExtendedLifetime(root) {} }
        let spaced = NSLayoutConstraint.constraints(
            withVisualFormat: "[a]-10-[b]", metrics: nil, views: ["a": a, "b": b])
        #expect(spaced.count == 1)
        let c = spaced[0]
        #expect(c.firstItem === b && c.firstAttribute == .leading && c.secondItem === a)
        #expect(c.secondAttribute == .trailing && c.constant == 10 && c.relation == .equal && !c.isActive)
        let margin = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a]-|", metrics: nil, views: ["a": a])
        #expect(margin.map(\.firstAttribute) == [.top, .bottomMargin])
        #expect(margin.map(\.secondAttribute) == [.topMargin, .bottom])
        let ranged = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[a]-(>=8,<=20@300)-[b]", metrics: nil, views: ["a": a, "b": b])
        #expect(ranged.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(ranged.map(\.priority) == [.required, UILayoutPriority(300)])
    }

    /// Formats UIKit refuses: the reason and where the caret points.
    static let refused: [(String, NSLayoutConstraint.FormatOptions, String, Int)] = [
        ("V|[a]|", [], "Expected ':' after 'V' to specify vertical arrangement", 1),
        ("H:|[c]|", [], "c is not a key in the views dictionary.", 4),
        ("H:[a]-[lonely]", [], "Unable to interpret '|' character", -1),
        ("H:[a(50]", [], "Expected ')' to end a predicate list", 7),
        ("H:[a]-(>=gap)-[b]", [], "gap is not a key in the metrics dictionary.", 9),
        ("H:[a]-10[b]", [], "Expected '-' after a connection's predicates", 8),
        ("H:[a][b]", .alignAllLeading, "Options mask required views to be aligned on a horizontal edge", 0),
        ("H:[a(50@2000)]", [], "Priorities must be within 1 and 1000", 8),
    ]

    @Test(arguments: refused)
    func badFormatsFailAsUIKitDoes(_ c: (String, NSLayoutConstraint.FormatOptions, String, Int)) {
        let (root, a, b) = Self.scene()
        defer { withExtendedLifetime(root) {} }
        let lonely = UIView()
        let views: [String: Any] = ["a": a, "b": b, "lonely": lonely]
        if c.3 < 0 {
            let made = NSLayoutConstraint.constraints(withVisualFormat: "H:[lonely]|", metrics: nil, views: views)
            #expect(made.isEmpty)
            var reader = VisualFormat("H:[lonely]|", options: [], metrics: [:], views: views)
            #expect(throws: VisualFormat.Failure.self) { try reader.constraints() }
            return
        }
        #expect(NSLayoutConstraint.constraints(withVisualFormat: c.0, options: c.1, metrics: nil, views: views).isEmpty)
        var reader = VisualFormat(c.0, options: c.1, metrics: [:], views: views)
        do {
            _ = try reader.constraints()
            Issue.record("\(c.0) was read")
        } catch {
            #expect(error.reason.hasPrefix(c.2), "\(error.reason)")
            #expect(error.position == c.3, "\(c.0): caret at \(error.position)")
            let lines = error.message.components(separatedBy: "\n")
            #expect(lines.first == "Unable to parse constraint format: ")
            #expect(lines.last == String(repeating: " ", count: c.3) + "^")
        }
    }

    @Test func anchorWithOffsetIsASolvedDistance() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        let right = UIView(frame: CGRect(x: 250, y: 0, width: 50, height: 20))
        let middle = UIView()
        middle.translatesAutoresizingMaskIntoConstraints = false
        for v in [left, right, middle] { root.addSubview(v) }
        NSLayoutConstraint.activate([
            // Equal gaps either side: 50 + (200 − 40) / 2 = 130.
            left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
                .constraint(equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)),
            middle.widthAnchor.constraint(equalToConstant: 40),
            // 25 below the left view's bottom, half as tall as that gap is … to the root's bottom.
            left.bottomAnchor.anchorWithOffset(to: middle.topAnchor).constraint(equalToConstant: 25),
            middle.heightAnchor.constraint(
                equalTo: middle.topAnchor.anchorWithOffset(to: root.bottomAnchor), multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        // top 45; height = (200 − 45) / 2 = 77.5.
        #expect(middle.frame == CGRect(x: 130, y: 45, width: 40, height: 77.5))
    }
}
