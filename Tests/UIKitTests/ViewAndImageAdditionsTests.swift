import Foundation
import ReelRender
import Shaders
import Testing
import UIKit

/// The last census members: a view's hierarchy callbacks in UIKit's order, `UIView.mask`,
/// template images tinted by `tintColor`, `UIImage(data:)`, and a button's content alignment.
/// The image views also check that contents the code sets on a view's own layer stay: the
/// display pass used to replace them with an empty drawing (it translated the context first,
/// which made the canvas).
@MainActor
@Suite struct ViewAndImageAdditionsTests {
    final class Probe: UIView {
        var calls: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) {
            calls.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
        }
        override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            calls.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { calls.append("didMoveToWindow") }
    }

    final class Parent: UIView {
        var added: [UIView] = []
        override func didAddSubview(_ subview: UIView) { added.append(subview) }
    }

    /// UIKit's order (UIView's documentation of each method): willMove(toSuperview:),
    /// willMove(toWindow:), didMoveToWindow, didMoveToSuperview, then the superview's
    /// didAddSubview; removal mirrors it with nil. Outside a window only the superview calls come.
    @Test func hierarchyCallbacksComeInUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = Parent()
        let probe = Probe()
        parent.addSubview(probe)
        #expect(probe.calls == ["willMove(toSuperview: view)", "didMoveToSuperview"])
        #expect(parent.added.count == 1 && parent.added[0] === probe)
        probe.calls = []
        window.addSubview(parent)
        #expect(probe.calls == ["willMove(toWindow: window)", "didMoveToWindow"])
        probe.calls = []
        probe.removeFromSuperview()
        #expect(
            probe.calls == [
                "willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow", "didMoveToSuperview",
            ])
        probe.awakeFromNib()
        probe.prepareForInterfaceBuilder()
    }

    /// A red view masked by a view holding an opaque square: red inside the square, the white
    /// background outside it.
    @Test func aMaskViewsAlphaMasksTheView() throws {
        let frame = try Everyday.frame("mask-view", size: CGSize(width: 60, height: 60)) { host in
            let red = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            red.backgroundColor = .red
            let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            square.backgroundColor = .black
            red.mask = square
            host.rootView.addSubview(red)
        }
        #expect(Everyday.rgb(frame, 20, 20) == [255, 0, 0])
        #expect(Everyday.rgb(frame, 45, 45) == [255, 255, 255])
        #expect(Everyday.rgb(frame, 5, 20) == [255, 255, 255])
    }

    /// A PNG's bytes: a 4 × 2 image, its left half opaque green and its right half transparent.
    static func pngData() throws -> Data {
        var pixels: [UInt8] = []
        for _ in 0..<2 {
            for x in 0..<4 { pixels += x < 2 ? [0, 255, 0, 255] : [0, 0, 0, 0] }  // BGRA
        }
        return Data(try pngBytes(Frame(width: 4, height: 2, pixels: pixels)))
    }

    @Test func anImageDecodesFromData() throws {
        let image = try #require(UIImage(data: try Self.pngData(), scale: 2))
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(image.cgImage?.width == 4 && image.cgImage?.height == 2)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    /// `.alwaysTemplate` draws the image's shape in the view's tint colour: blue where the image
    /// is opaque (whatever its own green), the background where it is transparent; the original
    /// keeps its green.
    @Test func aTemplateImageIsDrawnInTheTintColour() throws {
        let data = try Self.pngData()
        let frame = try Everyday.frame("template-image", size: CGSize(width: 80, height: 40)) { host in
            let template = UIImageView(image: UIImage(data: data)?.withRenderingMode(.alwaysTemplate))
            template.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            template.tintColor = .blue
            let original = UIImageView(image: UIImage(data: data)?.withRenderingMode(.alwaysOriginal))
            original.frame = CGRect(x: 40, y: 0, width: 40, height: 20)
            host.rootView.addSubview(template)
            host.rootView.addSubview(original)
        }
        #expect(Everyday.rgb(frame, 8, 10) == [0, 0, 255])
        #expect(Everyday.rgb(frame, 32, 10) == [255, 255, 255])
        #expect(Everyday.rgb(frame, 48, 10) == [0, 255, 0])
        #expect(Everyday.rgb(frame, 72, 10) == [255, 255, 255])
    }

    /// `contentHorizontalAlignment`: the title sits at the left of the insets, the right, or in
    /// the middle; `.leading`/`.trailing` are left and right.
    @Test func aButtonsContentFollowsItsAlignment() {
        func titleFrame(_ alignment: UIControl.ContentHorizontalAlignment) -> CGRect {
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            button.contentHorizontalAlignment = alignment
            button.layoutIfNeeded()
            return button.titleLabel?.frame ?? .zero
        }
        let centre = titleFrame(.center)
        #expect(abs(centre.midX - 100) < 0.5)
        #expect(titleFrame(.left).minX < centre.minX && titleFrame(.leading) == titleFrame(.left))
        #expect(titleFrame(.right).maxX > centre.maxX && titleFrame(.trailing) == titleFrame(.right))
        #expect(abs(titleFrame(.right).maxX - (200 - titleFrame(.left).minX)) < 0.5)
    }
}
