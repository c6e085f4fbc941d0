/// One GIF frame as stored: the rectangle of the screen it covers and its masked pixels
/// (thresholded straight RGBA, the word 0 where the pixel is unchanged or transparent).
struct StoredFrame: Equatable {
    /// The frame's position among the frames the GIF shows (from 0).
    var index: Int
    /// The rectangle of the screen stored.
    var region: Region
    /// The pixels of ``region``, rows packed.
    var pixels: [UInt8]
    /// The screen is cleared before this frame is drawn (the frame before it is disposed to
    /// the background, because a pixel turned transparent).
    var afterClear: Bool
    /// This frame is disposed to the background after it is shown (a pixel turns transparent
    /// in the next frame).
    var clearsAfter: Bool

    /// The frame covers the screen and must stay whole: the first frame, and a frame disposed
    /// to the background (disposal clears only the frame's own rectangle).
    var whole: Bool { index == 0 || clearsAfter }
}
