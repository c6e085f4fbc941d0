// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// UIKit's stack of current graphics contexts, one per thread (as UIKit's): `draw(_:)`, the
/// image renderer and `UIGraphicsBeginImageContextWithOptions` push onto it, and
/// `UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()` and `UIColor.setFill()` draw into its top.
final class GraphicsContextStack {
    struct Entry {
        var context: CGContext
        /// For an image context: its scale, for `UIGraphicsGetImageFromCurrentImageContext()`.
        var imageScale: CGFloat?
    }
    var entries: [Entry] = []

    private static let key = "ReelUIKitGraphicsContextStack"

    /// This thread's stack.
    static var current: GraphicsContextStack {
        if let stack = Thread.current.threadDictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }

    /// Runs `body` with `context` on top of the stack.
    static func with<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        return try body()
    }
}

/// The context drawing goes into: the top of UIKit's stack, nil when nothing is drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.entries.last?.context
}

/// Makes `context` the current context until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(.init(context: context, imageScale: nil))
}

/// Restores the context current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.entries.popLast()
}

/// Begins an image context of `size` points (y-down, with the scale in its `ctm`) and makes it
/// current; `scale` 0 means the screen's. An opaque context starts black, as UIKit's does.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolved = scale > 0 ? scale : UIScreen.main.scale
    guard let context = CGContext(uiKitSize: size, scale: resolved) else {
        FileHandle.standardError.write(
            Data("warning: UIKit: UIGraphicsBeginImageContext() with an invalid size \(size); no context\n".utf8))
        return
    }
    if opaque {
        context.saveGState()
        context.setFillColor(.black)
        context.fill(CGRect(origin: .zero, size: size))
        context.restoreGState()
    }
    GraphicsContextStack.current.entries.append(.init(context: context, imageScale: resolved))
}

/// An image context of `size` points at scale 1, transparent.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context holds, as an image of its scale; nil when the current
/// context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = GraphicsContextStack.current.entries.last, let scale = top.imageScale,
        let image = top.context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context (does nothing when the current context is not one).
public func UIGraphicsEndImageContext() {
    guard GraphicsContextStack.current.entries.last?.imageScale != nil else { return }
    _ = GraphicsContextStack.current.entries.popLast()
}

/// Fills `rect` in the current context with its fill colour (`UIColor.setFill()`).
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame inside `rect` with the current context's fill colour, as UIKit's.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    let inner = r.insetBy(dx: min(1, r.width / 2), dy: min(1, r.height / 2))
    context.beginPath()
    context.addRect(r)
    context.addRect(inner)
    context.fillPath(using: .evenOdd)
}
