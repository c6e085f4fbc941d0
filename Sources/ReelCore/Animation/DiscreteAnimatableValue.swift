import Foundation

/// A value that cannot be blended: it switches half-way and never adds.
public protocol DiscreteAnimatableValue: AnimatableValue {}

extension DiscreteAnimatableValue {
    public func interpolated(to other: Self, amount: Double) -> Self { amount >= 0.5 ? other : self }
    public func adding(_ other: Self) -> Self { other }
    public func subtracting(_ other: Self) -> Self { self }
    public func scaled(by factor: Double) -> Self { self }
    public func distance(to other: Self) -> Double { self == other ? 0 : 1 }
}
