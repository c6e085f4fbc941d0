import Foundation

/// What an action runs, like `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure a control runs for its events, like `UIAction`: on Linux, where `#selector` and
/// `@objc` do not exist, this is how a control reaches code (`addAction(_:for:)`).
open class UIAction: NSObject {
    /// An action's name, like `UIAction.Identifier`: one action per identifier on a control.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    public let identifier: Identifier
    let handler: UIActionHandler
    /// The control that sent the action, while its handler runs.
    open internal(set) var sender: Any?

    /// An action running `handler`; without an identifier it gets a unique one.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set.
    func perform(from sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
