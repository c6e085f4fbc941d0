import Foundation
import ReelCore
import Shaders

@testable import ReelRender

/// The path of a file in `Fixtures/` (see `Fixtures/make-fixtures.sh`).
func fixture(_ name: String) -> String {
    Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(name).path
}

/// A folder for files tests write (one folder, overwritten by each run; never read as input).
func temporaryPath(_ name: String) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ReelRenderTests")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent(name).path
}

/// Renders `layer` on a canvas of `size` points.
func render(_ layer: Layer, size: Size, scale: Double = 1, background: Color? = nil) throws -> Frame {
    try FrameRenderer(canvasSize: size, scale: scale, backgroundColor: background).render(layer.modelSnapshot())
}

/// A plain layer with the given frame and background.
func makeLayer(_ frame: Rect, background: Color? = nil) -> Layer {
    let layer = Layer()
    layer.frame = frame
    layer.backgroundColor = background
    return layer
}

/// A root layer covering the canvas, with `children` as sublayers.
func makeRoot(_ size: Size, _ children: [Layer]) -> Layer {
    let root = makeLayer(Rect(origin: .zero, size: size))
    for child in children { root.addSublayer(child) }
    return root
}

extension Frame {
    /// The pixel at (x, y) as straight-alpha (r, g, b, a) integers, for readable expectations.
    func rgba(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = self[x, y]
        guard p.a > 0 else { return (0, 0, 0, 0) }
        func un(_ c: UInt8) -> Int { min(255, (Int(c) * 255 + Int(p.a) / 2) / Int(p.a)) }
        return (un(p.r), un(p.g), un(p.b), Int(p.a))
    }

    /// How many pixels in the rectangle have alpha > `threshold`.
    func inkCount(x: Int = 0, y: Int = 0, width: Int? = nil, height: Int? = nil, threshold: UInt8 = 0) -> Int {
        var n = 0
        for yy in y..<(y + (height ?? self.height - y)) {
            for xx in x..<(x + (width ?? self.width - x)) where self[xx, yy].a > threshold { n += 1 }
        }
        return n
    }
}

/// Whether two colour components are within `tolerance`.
func near(_ a: Int, _ b: Int, _ tolerance: Int = 2) -> Bool { abs(a - b) <= tolerance }
