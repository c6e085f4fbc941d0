/// A layer that draws text, like `CATextLayer` (laid out with Pango by the renderer).
open class TextLayer: Layer, @unchecked Sendable {
    public override init() {
        super.init(kind: .text)
    }

    public var string: String {
        get { model.string }
        set { setModel(\.string, newValue) }
    }
    public var fontFamily: String {
        get { model.fontFamily }
        set { setModel(\.fontFamily, newValue) }
    }
    public var fontSize: Double {
        get { model.fontSize }
        set { setModel(\.fontSize, newValue) }
    }
    public var isBold: Bool {
        get { model.isBold }
        set { setModel(\.isBold, newValue) }
    }
    /// The weight on the OpenType/CSS scale (400 regular, 600 semibold, 700 bold, …), for a
    /// brand family with more faces than regular and bold; nil (the default): `isBold` decides.
    public var fontWeight: Int? {
        get { model.fontWeight }
        set { setModel(\.fontWeight, newValue) }
    }
    public var foregroundColor: Color {
        get { model.foregroundColor }
        set { setModel(\.foregroundColor, newValue) }
    }
    public var alignmentMode: TextAlignment {
        get { model.alignmentMode }
        set { setModel(\.alignmentMode, newValue) }
    }
    public var isWrapped: Bool {
        get { model.isWrapped }
        set { setModel(\.isWrapped, newValue) }
    }
    /// How a string that does not fit is shortened, like `CATextLayer.truncationMode`
    /// (default `.none`: clipped). Unwrapped text is shortened to the bounds' width; wrapped
    /// text to the lines that fit the bounds' height, the last of them ellipsized.
    public var truncationMode: TextTruncation {
        get { model.truncationMode }
        set { setModel(\.truncationMode, newValue) }
    }
}
