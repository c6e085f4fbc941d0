/// A rectangle of a GIF's screen, in pixels.
struct Region: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The pixels of this region of `rgba` (`fullWidth` pixels a row), rows packed.
    func crop(_ rgba: [UInt8], fullWidth: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { o in
            rgba.withUnsafeBufferPointer { s in
                for row in 0..<height {
                    let from = ((y + row) * fullWidth + x) * 4
                    (o.baseAddress! + row * width * 4).update(from: s.baseAddress! + from, count: width * 4)
                }
            }
        }
        return out
    }
}
