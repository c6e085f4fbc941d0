import ReelCore

extension CGImage {
    /// The same pixels tagged with `space`: nil unless `space` is an RGB space, as Core Graphics
    /// gives nil for a space with another number of components (Reel draws every RGB space as
    /// sRGB, so the pixels do not change).
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard space.model == .rgb, let bitmap = pixels() else { return nil }
        return CGImage(Image(bitmap: bitmap))
    }

    /// The image with `mask`'s gray levels as its alpha: white keeps a pixel, black clears it,
    /// gray scales it (Core Graphics' rule for a mask that is an image; Reel makes no image
    /// masks). The gray level is the Rec. 601 luma of the mask's pixels over black, as a gray
    /// bitmap context stores it; a mask of another size is stretched to the image, each image
    /// pixel taking the mask pixel under its centre. Nil when either image cannot be read.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard let image = pixels(), let gray = mask.pixels(), gray.width > 0, gray.height > 0 else { return nil }
        var out = image.pixels
        for y in 0..<image.height {
            let my = min(gray.height - 1, (2 * y + 1) * gray.height / (2 * image.height))
            for x in 0..<image.width {
                let mx = min(gray.width - 1, (2 * x + 1) * gray.width / (2 * image.width))
                let m = (my * gray.width + mx) * 4
                let luma =
                    (299 * Int(gray.pixels[m + 2]) + 587 * Int(gray.pixels[m + 1]) + 114 * Int(gray.pixels[m]) + 500)
                    / 1000
                let p = (y * image.width + x) * 4
                for c in 0..<4 { out[p + c] = UInt8((Int(out[p + c]) * luma + 127) / 255) }
            }
        }
        return CGImage(Image(bitmap: Bitmap(width: image.width, height: image.height, pixels: out)))
    }

    /// The image with every pixel whose red, green and blue (0 to 255, without alpha's
    /// premultiplication) lie in `components`' ranges `[rMin, rMax, gMin, gMax, bMin, bMax]`
    /// made transparent (colour keying). Nil unless there are six numbers, or when the image
    /// cannot be read. Core Graphics wants an image without alpha; Reel's images all carry
    /// alpha, so the keying applies to their colours and clears their alpha.
    public func copy(maskingColorComponents components: [CGFloat]) -> CGImage? {
        guard components.count == 6, let image = pixels() else { return nil }
        var out = image.pixels
        for p in stride(from: 0, to: out.count, by: 4) where out[p + 3] > 0 {
            let alpha = Int(out[p + 3])
            let rgb = [out[p + 2], out[p + 1], out[p]].map { CGFloat((Int($0) * 255 + alpha / 2) / alpha) }
            let keyed = (0..<3).allSatisfy { rgb[$0] >= components[2 * $0] && rgb[$0] <= components[2 * $0 + 1] }
            if keyed { out.replaceSubrange(p..<p + 4, with: [0, 0, 0, 0]) }
        }
        return CGImage(Image(bitmap: Bitmap(width: image.width, height: image.height, pixels: out)))
    }
}
