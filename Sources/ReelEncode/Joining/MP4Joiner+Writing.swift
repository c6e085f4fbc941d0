import CFFmpeg

/// Writing the joined file: one muxer fed each part's video packets in clip order (moved to
/// the part's place in the clip) and, when the first part has one, its sound track in step.
extension MP4Joiner {
    /// Writes `parts` (checked, in frame order) into `destination` through a `TemporaryOutput`.
    static func write(_ parts: [PartInfo], to destination: String) throws(JoinError) -> Summary {
        let output: TemporaryOutput
        let format: FormatContext
        do {
            output = try TemporaryOutput(destination: destination, isFolder: false)
            format = try FormatContext(formatName: parts[0].container.muxerName, path: output.temporary)
            if parts[0].container == .webm { format.makeBitExact() }
        } catch {
            throw JoinError(error)
        }
        do {
            let summary = try write(parts, into: format, temporary: output.temporary, destination: destination)
            try output.commit()
            return summary
        } catch let error as JoinError {
            format.closeFile()
            output.discard()
            throw error
        } catch let error as EncodeError {
            format.closeFile()
            output.discard()
            throw JoinError(error)
        } catch {
            format.closeFile()
            output.discard()
            throw JoinError(.failed, "\(error)")
        }
    }

    /// Adds the streams, writes the header, every part's packets and the trailer, and closes
    /// the file. Throws `JoinError` for a part that does not hold what its tag says, and
    /// `EncodeError` for FFmpeg's failures.
    private static func write(
        _ parts: [PartInfo], into format: FormatContext, temporary: String, destination: String
    ) throws -> Summary {
        let first = parts[0]
        let input = try InputContext(path: first.path)
        let video = try addStream(to: format, copying: input, index: first.videoIndex, destination: destination)
        let feed = try soundFeed(of: first, input: input, into: format, destination: destination)
        try format.openFile(temporary, destination: destination)
        let webm = first.container == .webm
        var dict = try FFmpegDictionary(webm ? [] : [("movflags", "+faststart")])
        try ffCheck(avformat_write_header(format.pointer, &dict.pointer), "writing the header of '\(destination)'")
        let packet = try Packet()
        var frames = 0
        for (n, part) in parts.enumerated() {
            let reader = n == 0 ? input : try InputContext(path: part.path)
            let copy = PacketCopy(
                part: part, reader: reader, video: video, format: format, feed: feed, exactFrames: webm,
                destination: destination)
            frames += try copy.run(packet: packet)
        }
        try feed?.write(upTo: nil, timeBase: video.pointee.time_base, into: format, destination: destination)
        try ffCheck(av_write_trailer(format.pointer), "writing the end of '\(destination)'")
        format.closeFile()
        return Summary(frames: frames, parts: parts.count, hasAudio: feed != nil)
    }

    /// The first part's sound, as a stream of `format` fed from a second opening of the part,
    /// in step with the video; nil when the part has no sound.
    private static func soundFeed(
        of first: PartInfo, input: InputContext, into format: FormatContext, destination: String
    ) throws(EncodeError) -> AudioFeed? {
        guard let index = first.audioIndex else { return nil }
        let stream = try addStream(to: format, copying: input, index: index, destination: destination)
        let sound = try InputContext(path: first.path)
        let timeBase = sound.pointer!.pointee.streams[Int(index)]!.pointee.time_base
        // A WebM part's sound, read back, starts at minus its codec delay: shifted as the writer did.
        let shift = AudioFeed.matroskaDelayShift(
            stream.pointee.codecpar.pointee, timeBase: timeBase, container: first.container == .webm ? "webm" : "")
        return try AudioFeed(stream: stream, sourceTimeBase: timeBase, shift: shift) { packet throws(EncodeError) in
            while sound.read(into: packet) {
                if packet.pointer.pointee.stream_index == index {
                    Self.trimDuration(
                        packet, timeBase: timeBase, sampleRate: stream.pointee.codecpar.pointee.sample_rate)
                    return true
                }
                packet.unref()
            }
            return false
        }
    }

    /// The last Opus packet of a WebM part, read back, lasts a whole frame and says how many of
    /// its samples to drop (WebM's `DiscardPadding`, as skip-samples side data); the encoder gave
    /// it only the samples kept. Its duration is made the encoder's again, so that the joined
    /// file records the one-shot file's length.
    private static func trimDuration(_ packet: Packet, timeBase: AVRational, sampleRate: Int32) {
        var size = 0
        guard sampleRate > 0,
            let data = av_packet_get_side_data(packet.pointer, AV_PKT_DATA_SKIP_SAMPLES, &size), size >= 8
        else { return }
        let discard = Int64(data[4]) | Int64(data[5]) << 8 | Int64(data[6]) << 16 | Int64(data[7]) << 24
        guard discard > 0 else { return }
        let samples = AVRational(num: 1, den: sampleRate)
        let whole = av_rescale_q(packet.pointer.pointee.duration, timeBase, samples)
        packet.pointer.pointee.duration = av_rescale_q(max(0, whole - discard), samples, timeBase)
    }

    /// A stream of `format` with the parameters of `input`'s stream `index`.
    private static func addStream(
        to format: FormatContext, copying input: InputContext, index: Int32, destination: String
    ) throws(EncodeError) -> UnsafeMutablePointer<AVStream> {
        let source = input.pointer!.pointee.streams[Int(index)]!
        guard let stream = avformat_new_stream(format.pointer, nil) else {
            throw EncodeError(.ffmpeg, "cannot add a stream to '\(destination)': out of memory")
        }
        try ffCheck(
            avcodec_parameters_copy(stream.pointee.codecpar, source.pointee.codecpar), "copying a stream's parameters")
        // The container's own tag for the codec, except HEVC's `hvc1`, which the writer chose
        // over MP4's default `hev1` for Apple's players.
        let hvc1 = source.pointee.codecpar.pointee.codec_tag == 0x3163_7668
        if !hvc1 { stream.pointee.codecpar.pointee.codec_tag = 0 }
        // What the demuxer learned beyond the writer's parameters is left out, so the joined
        // header is the one-shot file's: the field order it reads from the bitstream (the
        // writers set none), and the pixel aspect ratio that QuickTime keeps on the stream.
        stream.pointee.codecpar.pointee.field_order = AV_FIELD_UNKNOWN
        if stream.pointee.codecpar.pointee.sample_aspect_ratio.num == 0 {
            stream.pointee.codecpar.pointee.sample_aspect_ratio = source.pointee.sample_aspect_ratio
        }
        // The part's measured bit rate is not the clip's; Reel's writers leave it unset
        // (x264 at a constant rate factor has none), and the muxer measures the joined file's.
        stream.pointee.codecpar.pointee.bit_rate = 0
        stream.pointee.time_base = source.pointee.time_base
        stream.pointee.avg_frame_rate = source.pointee.avg_frame_rate
        stream.pointee.r_frame_rate = source.pointee.r_frame_rate
        return stream
    }
}
