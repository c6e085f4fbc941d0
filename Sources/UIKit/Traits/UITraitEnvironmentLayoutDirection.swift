/// Left to right or right to left, like `UITraitEnvironmentLayoutDirection` (UIKit's raw values).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
