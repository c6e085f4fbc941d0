/// A layer that draws text, like `CATextLayer` (laid out with Pango by the renderer).
open class TextLayer: Layer, @unchecked Sendable {
    public override init() {
        super.init(kind: .text)
    }
}
