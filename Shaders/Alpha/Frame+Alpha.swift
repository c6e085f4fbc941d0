extension Frame {
    /// The pixels as straight-alpha BGRA (Cairo's unpremultiply rule, see `Premultiply`).
    public func unpremultipliedPixels() -> [UInt8] {
        var copy = pixels
        Premultiply.unpremultiply(&copy)
        return copy
    }

    /// A frame made from straight-alpha BGRA pixels, premultiplied with `Premultiply`'s rule.
    /// - Precondition: `straightPixels.count == width * height * 4`.
    public init(width: Int, height: Int, straightPixels: [UInt8]) {
        var copy = straightPixels
        Premultiply.premultiply(&copy)
        self.init(width: width, height: height, pixels: copy)
    }

    /// The alpha channel as a plane of `width * height` bytes, rows top to bottom.
    public func alphaPlane() -> [UInt8] {
        var plane = [UInt8](repeating: 0, count: width * height)
        pixels.withUnsafeBufferPointer { src in
            plane.withUnsafeMutableBufferPointer { dst in
                for i in 0..<dst.count { dst[i] = src[i * 4 + 3] }
            }
        }
        return plane
    }
}
