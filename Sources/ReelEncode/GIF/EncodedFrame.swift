/// One GIF frame compressed, waiting to be written after the frames before it.
struct EncodedFrame {
    /// The frame's position among the frames the GIF shows (from 0).
    var index: Int
    /// The palette index that stands for transparency, if any.
    var transparentIndex: Int?
    /// The image descriptor, its local colour table if any, and its LZW data.
    var body: [UInt8]
    /// What happens to the frame after it is shown.
    var disposal: GIFFile.Disposal
    /// The frame changes nothing on screen (a single transparent pixel, disposal kept).
    var empty = false
}
