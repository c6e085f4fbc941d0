/// The additive and cumulative steps shared by property animations.
enum PropertyComposition {
    static func finish<V: AnimatableValue>(
        _ value: V, underlying: V, isAdditive: Bool, isCumulative: Bool, cycleEnd: V, iteration: Int
    ) -> V {
        var v = value
        if isCumulative && iteration > 0 { v = v.adding(cycleEnd.scaled(by: Double(iteration))) }
        if isAdditive { v = underlying.adding(v) }
        return v
    }
}
