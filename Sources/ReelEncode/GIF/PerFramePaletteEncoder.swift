/// Encodes stored frames each with its own palette (a local colour table): quantized by
/// libimagequant, then compressed, a batch at a time in parallel. Each frame depends only on
/// its own pixels, so the bytes are the same for any batch size.
struct PerFramePaletteEncoder {
    /// libimagequant's speed, 1 (best) … 10 (fastest).
    let speed: Int
    /// Floyd–Steinberg dithering strength, 0 … 1.
    let dithering: Double
    /// Frames quantized together.
    let batchSize: Int
    /// Frames waiting for a full batch.
    private var batch: [StoredFrame] = []

    init(speed: Int, dithering: Double, batchSize: Int) {
        self.speed = speed
        self.dithering = dithering
        self.batchSize = max(1, batchSize)
    }

    /// Takes the next frame; returns the batch encoded when it is full, otherwise nothing.
    mutating func add(_ frame: StoredFrame) throws(EncodeError) -> [EncodedFrame] {
        batch.append(frame)
        return batch.count >= batchSize ? try flush() : []
    }

    /// The frames waiting, encoded (in order).
    mutating func flush() throws(EncodeError) -> [EncodedFrame] {
        guard !batch.isEmpty else { return [] }
        let (jobs, speed, dithering) = (batch, speed, dithering)
        batch.removeAll(keepingCapacity: true)
        return try Parallel.map(jobs.count) { i throws(EncodeError) in
            let quantizer = try Quantizer(speed: speed, dithering: dithering)
            let frame = jobs[i]
            let image = try quantizer.quantize(frame.pixels, width: frame.region.width, height: frame.region.height)
            return Self.encode(image, frame)
        }
    }

    /// `image` (`frame` quantized) compressed with its palette as the local colour table.
    static func encode(_ image: IndexedImage, _ frame: StoredFrame) -> EncodedFrame {
        let palette = CleanPalette(image.palette)
        let body = GIFFile.image(
            frame.region, localPalette: palette.colors, paletteCount: max(2, palette.colors.count),
            indices: palette.remapped(image.indices), lzw: LZWEncoder())
        let r = frame.region
        return EncodedFrame(
            index: frame.index, transparentIndex: palette.transparentIndex, body: body,
            disposal: frame.clearsAfter ? .clear : .keep,
            empty: !frame.whole && r.width == 1 && r.height == 1 && frame.pixels == [0, 0, 0, 0])
    }
}
