/// How a mask (`masksProperties[i].mode`) combines with the masks before it.
enum LottieMaskMode: String, Sendable {
    case add = "a"
    case subtract = "s"
    case intersect = "i"
    case lighten = "l"
    case darken = "d"
    case difference = "f"
    case disabled = "n"
}
