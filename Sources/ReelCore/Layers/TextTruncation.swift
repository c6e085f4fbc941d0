/// How a text layer shortens a string that does not fit its bounds, as
/// `CATextLayerTruncationMode`: nothing (the text is clipped), or an ellipsis ("…") in place of
/// the start, the middle or the end.
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
    case none, start, middle, end
}
