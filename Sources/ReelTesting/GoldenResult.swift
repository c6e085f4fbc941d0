import Foundation
import Reel
import ReelCore
import ReelRegression
import Testing
import XCTest

/// The outcome of ``verifyGolden(_:named:filePath:configuration:)``: nil message means it matched.
public struct GoldenResult: Sendable {
    /// Why the check failed (or that it recorded); nil when the clip matches its golden.
    public var failure: String?
    /// Artifact files written (actual, reference, diff heat map, report.txt).
    public var artifacts: [String]
    /// The verification report; nil when the golden was recorded.
    public var report: VerificationReport?
}
