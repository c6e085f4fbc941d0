import Foundation
import _ReelTestSupport

/// Paths of the test fixtures (copied into the test bundle).
enum Fixtures {
    static var directory: String {
        Bundle.module.resourcePath! + "/Fixtures"
    }

    static func path(_ name: String) -> String {
        directory + "/" + name
    }

    /// The repository root (for docs/), found from this source file.
    static var repositoryRoot: String {
        Repository.root
    }
}
