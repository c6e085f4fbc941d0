import CFFmpeg
import ReelCore

/// Owns a libswresample `SwrContext` converting a decoder's frames to planar float with
/// `channels` channels (FFmpeg's default layout: mono, or stereo) at a rate; `deinit` frees it.
/// More input channels than output ones are mixed down with libswresample's default matrix
/// (ITU-R BS.775: centre and surrounds at −3 dB into left and right, LFE dropped).
final class Resampler {
    private var context: OpaquePointer?
    private let inputRate: Int
    private let outputRate: Int
    let channels: Int

    /// The corresponding C functions are `swr_alloc_set_opts2` and `swr_init`.
    init(from decoder: CodecContext, toRate rate: Int, channels: Int, path: String) throws(EncodeError) {
        var inLayout = try Self.layout(of: decoder)
        defer { av_channel_layout_uninit(&inLayout) }
        var outLayout = AVChannelLayout()
        av_channel_layout_default(&outLayout, Int32(channels))
        defer { av_channel_layout_uninit(&outLayout) }
        self.channels = channels
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

    /// The decoder's channel layout; FFmpeg's default for its channel count when the file does
    /// not say (a plain WAV: six channels are 5.1).
    static func layout(of decoder: CodecContext) throws(EncodeError) -> AVChannelLayout {
        var layout = AVChannelLayout()
        if decoder.pointer.pointee.ch_layout.order == AV_CHANNEL_ORDER_UNSPEC {
            av_channel_layout_default(&layout, max(1, decoder.pointer.pointee.ch_layout.nb_channels))
        } else {
            try ffCheck(av_channel_layout_copy(&layout, &decoder.pointer.pointee.ch_layout), "reading a channel layout")
        }
        return layout
    }

    /// The decoder's channel layout in words (`5.1`, `stereo`), as FFmpeg names it.
    static func describe(_ decoder: CodecContext) -> String {
        guard var layout = try? layout(of: decoder) else { return "unknown" }
        defer { av_channel_layout_uninit(&layout) }
        var name = [CChar](repeating: 0, count: 64)
        guard av_channel_layout_describe(&layout, &name, name.count) >= 0 else { return "unknown" }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `frame`'s samples (nil: what the resampler still holds) as one plane of floats per channel.
    /// The corresponding C functions are `swr_get_out_samples` and `swr_convert`.
    func convert(_ frame: MediaFrame?) throws(EncodeError) -> [[Float]] {
        let inCount = Int32(frame?.pointer.pointee.nb_samples ?? 0)
        let capacity = Int(swr_get_out_samples(context, inCount)) + 32
        guard capacity > 0 else { return Array(repeating: [], count: channels) }
        // One buffer, the planes one after another.
        var buffer = [Float](repeating: 0, count: capacity * channels)
        let produced = buffer.withUnsafeMutableBytes { bytes in
            let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var outputs: [UnsafeMutablePointer<UInt8>?] = (0..<channels).map { base + $0 * capacity * 4 }
            return outputs.withUnsafeMutableBufferPointer { out in
                if let frame {
                    return frame.pointer.pointee.extended_data.withMemoryRebound(
                        to: UnsafePointer<UInt8>?.self, capacity: 8
                    ) { inputs in swr_convert(context, out.baseAddress, Int32(capacity), inputs, inCount) }
                }
                return swr_convert(context, out.baseAddress, Int32(capacity), nil, 0)
            }
        }
        try ffCheck(produced, "resampling sound")
        return (0..<channels).map { Array(buffer[$0 * capacity..<$0 * capacity + Int(produced)]) }
    }
}
