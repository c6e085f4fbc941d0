import Foundation

/// What an action runs, like `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure a control runs for its events, like `UIAction`: on Linux, where `#selector` and
/// `@objc` do not exist, this is how a control reaches code (`addAction(_:for:)`).
open class UIAction: UIMenuElement {
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

    /// The line a menu shows under the title.
    ///
    /// Reel: accepted; only menus show it, and Reel presents no menus: the value is stored.
    open var subtitle: String? {
        didSet { AcceptedMember.note("UIAction.subtitle") }
    }
    /// The image a menu shows while the action's state is `.on`.
    ///
    /// Reel: accepted; only menus show it, and Reel presents no menus: the value is stored.
    open var selectedImage: UIImage? {
        didSet { AcceptedMember.note("UIAction.selectedImage") }
    }
    /// How a menu shows the action (disabled, destructive, hidden).
    ///
    /// Reel: accepted; only menus read them, and Reel presents no menus: the value is stored.
    open var attributes: UIMenuElement.Attributes = [] {
        didSet { AcceptedMember.note("UIAction.attributes") }
    }
    /// The check mark a menu shows beside the action.
    ///
    /// Reel: accepted; only menus show it, and Reel presents no menus: the value is stored.
    open var state: UIMenuElement.State = .off {
        didSet { AcceptedMember.note("UIAction.state") }
    }

    /// An action running `handler`; without an identifier it gets a unique one. The subtitle,
    /// selected image, attributes and state are for menus (accepted: Reel presents none).
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init(
            title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle, handler: handler)
        if subtitle != nil { self.subtitle = subtitle }
        if selectedImage != nil { self.selectedImage = selectedImage }
        if !attributes.isEmpty { self.attributes = attributes }
        if state != .off { self.state = state }
    }

    /// An action running `handler` (iOS 15's initializer, without a selected image).
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            title: title, subtitle: subtitle, image: image, selectedImage: nil, identifier: identifier,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    /// An action running `handler` (iOS 13's initializer).
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            title: title, subtitle: nil, image: image, selectedImage: nil, identifier: identifier,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    init(
        _ title: String, image: UIImage?, identifier: Identifier?, discoverabilityTitle: String?,
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
