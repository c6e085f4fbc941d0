import Foundation
import Testing

@testable import ReelCore

@Suite struct TimingFunctionTests {
    static let curveNames = [
        "linear", "easeIn", "easeOut", "easeInEaseOut", "default", "custom-overshootless",
        "custom-steep",
    ]

    @Test(arguments: curveNames)
    func matchesHighPrecisionReference(name: String) throws {
        let data = try AnimationConformance.json("timing-functions.json")
        let curves = try #require(data["curves"] as? [String: Any])
        let curve = try #require(curves[name] as? [String: Any])
        let cp = AnimationConformance.numbers(curve["controlPoints"])
        let samples = try #require(curve["samples"] as? [[Any]])
        #expect(samples.count > 1000)
        let function = TimingFunction(controlPoints: cp[0], cp[1], cp[2], cp[3])
        var worst = 0.0
        for sample in samples {
            let x = AnimationConformance.number(sample[0])
            let y = AnimationConformance.number(sample[1])
            worst = max(worst, abs(function.value(at: x) - y))
        }
        #expect(worst <= 1e-7, "worst error \(worst) for \(name)")
    }

    @Test func namedCurvesUseCoreAnimationsControlPoints() {
        #expect(TimingFunction.easeIn == TimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(TimingFunction.easeOut == TimingFunction(controlPoints: 0, 0, 0.58, 1))
        #expect(TimingFunction.easeInEaseOut == TimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        #expect(TimingFunction.default == TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
        #expect(TimingFunction.linear.name == "linear")
        #expect(TimingFunction.named["easeOut"] == .easeOut)
        #expect(TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).name == nil)
        #expect(TimingFunction.easeIn.controlPoint(at: 1) == Point(x: 0.42, y: 0))
    }

    @Test(arguments: [TimingFunction.easeIn, .easeOut, .easeInEaseOut, .default, .linear])
    func endsAreExactAndCurvesAreMonotone(function: TimingFunction) {
        #expect(function.value(at: 0) == 0)
        #expect(function.value(at: 1) == 1)
        #expect(function.value(at: -0.5) == 0)
        #expect(function.value(at: 1.5) == 1)
        var previous = 0.0
        for i in 1...2000 {
            let y = function.value(at: Double(i) / 2000)
            #expect(y >= previous - 1e-12)
            previous = y
        }
    }

    @Test func flatEndsAreSolvedPrecisely() {
        // Near x = 0 easeIn is flat (y ~ x^3 scale); the solver must still invert x exactly.
        for x in [1e-9, 1e-6, 1e-4, 0.999999, 0.9999999999] {
            let f = TimingFunction.easeIn
            let s = f.solveParameter(forX: x)
            #expect(abs(f.sampleX(s) - x) < 1e-12)
        }
    }
}
