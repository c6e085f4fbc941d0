import Shaders

extension Frame {
    /// The frame shrunk by a whole factor so that it is at most `maxWidth` pixels wide: each
    /// pixel the mean of a `factor × factor` box (premultiplied, so edges stay clean). A frame
    /// already narrow enough is returned as it is.
    func thumbnail(maxWidth: Int) -> Frame {
        let factor = (width + maxWidth - 1) / max(maxWidth, 1)
        guard factor > 1 else { return self }
        let w = max(1, width / factor)
        let h = max(1, height / factor)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let area = factor * factor
        for y in 0..<h {
            for x in 0..<w {
                var sum = (0, 0, 0, 0)
                for dy in 0..<factor {
                    var i = ((y * factor + dy) * width + x * factor) * 4
                    for _ in 0..<factor {
                        sum.0 += Int(pixels[i])
                        sum.1 += Int(pixels[i + 1])
                        sum.2 += Int(pixels[i + 2])
                        sum.3 += Int(pixels[i + 3])
                        i += 4
                    }
                }
                let o = (y * w + x) * 4
                out[o] = UInt8((sum.0 + area / 2) / area)
                out[o + 1] = UInt8((sum.1 + area / 2) / area)
                out[o + 2] = UInt8((sum.2 + area / 2) / area)
                out[o + 3] = UInt8((sum.3 + area / 2) / area)
            }
        }
        return Frame(width: w, height: h, pixels: out)
    }
}
