import Foundation

/// How severe an alert is, like `UIAlertControllerSeverity`: read by Mac Catalyst only.
public enum UIAlertControllerSeverity: Int, Sendable {
    /// The standard alert.
    case `default` = 0
    /// A Mac Catalyst alert with a caution icon.
    case critical = 1
}
