import Foundation

/// A space that points and rectangles convert between, like `UICoordinateSpace`: every view,
/// and the screen's `coordinateSpace` and `fixedCoordinateSpace`.
public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// Views convert through the screen: a view's point in its window's coordinates is on the
/// screen where the window's frame puts it (a recording's window fills the screen).
extension UIView: UICoordinateSpace {
    // A view converts to another through `convert(_:to: UIView?)`: a non-optional view would
    // pick these overloads again (the explicit `as UIView?` below).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return coordinateSpace.convert(toScreen(point), from: UIScreen.main.coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return fromScreen(coordinateSpace.convert(point, to: UIScreen.main.coordinateSpace))
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        let onScreen = convert(rect, to: nil).offsetBy(dx: windowOrigin.x, dy: windowOrigin.y)
        return coordinateSpace.convert(onScreen, from: UIScreen.main.coordinateSpace)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        let onScreen = coordinateSpace.convert(rect, to: UIScreen.main.coordinateSpace)
        return convert(onScreen.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y), from: nil)
    }

    /// The view's own coordinate space: the view itself, as in UIKit.
    public var coordinateSpace: any UICoordinateSpace { self }

    /// Where the view's window (its top view) sits on the screen.
    private var windowOrigin: CGPoint {
        var top: UIView = self
        while let parent = top.superview { top = parent }
        return top is UIWindow ? top.frame.origin : .zero
    }

    private func toScreen(_ point: CGPoint) -> CGPoint {
        let p = convert(point, to: nil)
        return CGPoint(x: p.x + windowOrigin.x, y: p.y + windowOrigin.y)
    }

    private func fromScreen(_ point: CGPoint) -> CGPoint {
        convert(CGPoint(x: point.x - windowOrigin.x, y: point.y - windowOrigin.y), from: nil)
    }
}

/// The screen's coordinate space: points in the screen's bounds, top left at the origin.
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    let bounds: CGRect

    init(bounds: CGRect) {
        self.bounds = bounds
        super.init()
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is ScreenCoordinateSpace { return point }
        return coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is ScreenCoordinateSpace { return point }
        return coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is ScreenCoordinateSpace { return rect }
        return coordinateSpace.convert(rect, from: self)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is ScreenCoordinateSpace { return rect }
        return coordinateSpace.convert(rect, to: self)
    }
}
