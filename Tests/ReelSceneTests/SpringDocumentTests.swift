import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// Springs in scene documents: the same `CASpringAnimation` rules as in Swift (see
/// ReelCoreTests/SpringQuartzCoreTests for the measured QuartzCore values cited).
@Suite struct SpringDocumentTests {
    static func document(_ animation: String) -> String {
        """
        { "reel": 1, "size": [100, 100], "duration": 2,
          "layers": [{ "name": "box", "bounds": [0, 0, 10, 10], "position": [50, 50],
                       "animations": [\(animation)] }] }
        """
    }

    static func spring(_ animation: String) throws -> SpringAnimation {
        let doc = try SceneDocument(json: document(animation))
        return try #require(doc.layers[0].animations[0].animation as? SpringAnimation)
    }

    @Test func springWithoutDurationPlaysForItsSettlingDuration() throws {
        // Measured on iOS: the default CASpringAnimation settles in 1.4727003346780927 s.
        let s = try Self.spring(#"{ "type": "spring", "keyPath": "opacity", "fromValue": 0, "toValue": 1 }"#)
        #expect(abs(s.duration - 1.4727003346780927) < 1e-12)
        let zero = try Self.spring(
            #"{ "type": "spring", "keyPath": "opacity", "toValue": 1, "damping": 20, "duration": 0 }"#)
        #expect(zero.duration == 1)  // measured: the critical spring settles in 1.0 s
    }

    @Test func allowsOverdampingIsRead() throws {
        let s = try Self.spring(
            #"{ "type": "spring", "keyPath": "opacity", "toValue": 1, "damping": 100, "allowsOverdamping": true }"#)
        #expect(s.allowsOverdamping)
        #expect(s.duration > 1)
        let d = try Self.spring(#"{ "type": "spring", "keyPath": "opacity", "toValue": 1, "damping": 100 }"#)
        #expect(!d.allowsOverdamping && d.duration == 1)
    }

    @Test func perceptualDurationAndBounceUseTheDocumentedMapping() throws {
        // WWDC23 "Animate with springs": stiffness (2π/d)², damping 4π(1 − bounce)/d.
        let s = try Self.spring(
            #"{ "type": "spring", "keyPath": "opacity", "toValue": 1, "perceptualDuration": 1, "bounce": 0.5 }"#)
        #expect(abs(s.stiffness - 4 * .pi * .pi) < 1e-12)
        #expect(abs(s.damping - 2 * .pi) < 1e-12)
        #expect(s.allowsOverdamping)
        #expect(abs(s.duration - 2.3438753795710707) < 1e-12)  // measured on iOS
    }

    @Test func perceptualKeysExcludeThePhysicalOnes() {
        let d = diagnostics(
            Self.document(
                #"{ "type": "spring", "keyPath": "opacity", "toValue": 1, "perceptualDuration": 1, "damping": 3 }"#))
        #expect(d.count == 1)
        #expect(d.first?.contains("perceptualDuration") == true && d.first?.contains("damping") == true)
        let bounce = diagnostics(
            Self.document(#"{ "type": "spring", "keyPath": "opacity", "toValue": 1, "bounce": -1 }"#))
        #expect(bounce.count == 1 && bounce.first?.contains("bounce") == true)
    }

    @Test func springKeysRoundTrip() throws {
        let text = Self.document(
            #"{ "type": "spring", "keyPath": "opacity", "toValue": 1, "damping": 40, "allowsOverdamping": true }"#)
        let doc = try SceneDocument(json: text)
        let again = try SceneDocument(json: doc.jsonText())
        let s = try #require(again.layers[0].animations[0].animation as? SpringAnimation)
        #expect(s.allowsOverdamping && s.damping == 40)
    }
}
