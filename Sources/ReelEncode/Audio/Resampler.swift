import CFFmpeg
import ReelCore

/// Owns a libswresample `SwrContext` converting a decoder's frames to stereo float at a
/// rate; `deinit` frees it.
final class Resampler {
    private var context: OpaquePointer?
    private let inputRate: Int
    private let outputRate: Int

    /// The corresponding C functions are `swr_alloc_set_opts2` and `swr_init`.
    init(from decoder: CodecContext, toRate rate: Int, path: String) throws(EncodeError) {
        var inLayout = AVChannelLayout()
        if decoder.pointer.pointee.ch_layout.order == AV_CHANNEL_ORDER_UNSPEC {
            av_channel_layout_default(&inLayout, max(1, decoder.pointer.pointee.ch_layout.nb_channels))
        } else {
            try ffCheck(
                av_channel_layout_copy(&inLayout, &decoder.pointer.pointee.ch_layout), "reading a channel layout")
        }
        defer { av_channel_layout_uninit(&inLayout) }
        var outLayout = AVChannelLayout()
        av_channel_layout_default(&outLayout, 2)
        defer { av_channel_layout_uninit(&outLayout) }
        inputRate = Int(decoder.pointer.pointee.sample_rate)
        outputRate = rate
        guard inputRate > 0 else { throw EncodeError(.invalidInput, "'\(path)' does not say its sample rate") }
        try ffCheck(
            swr_alloc_set_opts2(
                &context, &outLayout, AV_SAMPLE_FMT_FLTP, Int32(rate), &inLayout, decoder.pointer.pointee.sample_fmt,
                Int32(inputRate), 0, nil), "preparing to resample '\(path)'")
        try ffCheck(swr_init(context), "preparing to resample '\(path)'")
    }

    deinit { swr_free(&context) }

    /// `frame`'s samples (nil: what the resampler still holds) as two planes of floats.
    /// The corresponding C functions are `swr_get_out_samples` and `swr_convert`.
    func convert(_ frame: MediaFrame?) throws(EncodeError) -> [[Float]] {
        let inCount = Int32(frame?.pointer.pointee.nb_samples ?? 0)
        let capacity = Int(swr_get_out_samples(context, inCount)) + 32
        guard capacity > 0 else { return [[], []] }
        var left = [Float](repeating: 0, count: capacity)
        var right = [Float](repeating: 0, count: capacity)
        let produced = left.withUnsafeMutableBytes { l in
            right.withUnsafeMutableBytes { r in
                var outputs: [UnsafeMutablePointer<UInt8>?] = [
                    l.baseAddress!.assumingMemoryBound(to: UInt8.self),
                    r.baseAddress!.assumingMemoryBound(to: UInt8.self),
                ]
                return outputs.withUnsafeMutableBufferPointer { out in
                    if let frame {
                        return frame.pointer.pointee.extended_data.withMemoryRebound(
                            to: UnsafePointer<UInt8>?.self, capacity: 8
                        ) { inputs in swr_convert(context, out.baseAddress, Int32(capacity), inputs, inCount) }
                    }
                    return swr_convert(context, out.baseAddress, Int32(capacity), nil, 0)
                }
            }
        }
        try ffCheck(produced, "resampling sound")
        return [Array(left.prefix(Int(produced))), Array(right.prefix(Int(produced)))]
    }
}
