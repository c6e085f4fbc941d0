import Foundation

/// UIKit's string forms of geometry, like `NSCoder.cgPoint(for:)`: `"{x, y}"`.
extension NSCoder {
    /// The point written as `"{x, y}"`; `.zero` when the string is not one.
    public class func cgPoint(for string: String) -> CGPoint {
        let numbers = numbers(in: string)
        return numbers.count == 2 ? CGPoint(x: numbers[0], y: numbers[1]) : .zero
    }

    /// The size written as `"{width, height}"`; `.zero` when the string is not one.
    public class func cgSize(for string: String) -> CGSize {
        let numbers = numbers(in: string)
        return numbers.count == 2 ? CGSize(width: numbers[0], height: numbers[1]) : .zero
    }

    public class func string(for point: CGPoint) -> String { "{\(Double(point.x)), \(Double(point.y))}" }
    public class func string(for size: CGSize) -> String { "{\(Double(size.width)), \(Double(size.height))}" }

    /// The numbers between the braces, separated by commas.
    private class func numbers(in string: String) -> [Double] {
        let trimmed = string.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}") else { return [] }
        let parts = trimmed.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return numbers.count == parts.count ? numbers : []
    }
}
