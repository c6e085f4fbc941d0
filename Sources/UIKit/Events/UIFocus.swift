import Foundation

// UIKit's focus system (UIFocus.h, UIFocusEffect.h, UIFocusMovementHint.h, UIHoverStyle.h): how a
// keyboard, remote or game controller moves focus between items. A recording has none of those
// input devices, so nothing ever takes focus: these types exist so that iOS code that overrides
// or reads focus members compiles, and every member that uses them is accepted (stored or
// answered as an unfocused screen answers, warned about once; docs/ios-coverage.md lists them).

/// Something that takes part in focus updates, like `UIFocusEnvironment`: views, view
/// controllers and presentation controllers.
public protocol UIFocusEnvironment: NSObjectProtocol {
    /// The environments, in order of preference, that focus should move to.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment that contains this one (a view's superview or controller).
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The container of this environment's focusable items.
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    /// Asks for a focus update.
    func setNeedsFocusUpdate()
    /// Runs a pending focus update.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` describes.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Tells the environment that focus moved as `context` describes.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// Something that can take focus, like `UIFocusItem` (views).
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can take focus.
    var canBecomeFocused: Bool { get }
    /// Whether focus passes through the item to its children.
    var isTransparentFocusItem: Bool { get }
}

/// The focusable items in an area, like `UIFocusItemContainer`.
public protocol UIFocusItemContainer: NSObjectProtocol {
    /// The coordinate space `focusItems(in:)` measures in.
    var coordinateSpace: any UICoordinateSpace { get }
    /// The focusable items in `rect`.
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}

/// The direction focus moves, like `UIFocusHeading`.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}

/// A focus update, like `UIFocusUpdateContext`: where focus was and where it goes. Reel makes
/// none (no input device moves focus); code may make one for its own tests.
open class UIFocusUpdateContext: NSObject {
    /// The item focused before the update.
    open private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    /// The item focused after the update.
    open private(set) weak var nextFocusedItem: (any UIFocusItem)?
    /// The direction of the update.
    open private(set) var focusHeading: UIFocusHeading = []

    public override init() { super.init() }

    /// The view focused before the update.
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The view focused after the update.
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }
}

/// A table view's focus update, like `UITableViewFocusUpdateContext`.
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// The row focused before the update.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The row focused after the update.
    open private(set) var nextFocusedIndexPath: IndexPath?
}

/// A collection view's focus update, like `UICollectionViewFocusUpdateContext`.
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The item focused before the update.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The item focused after the update.
    open private(set) var nextFocusedIndexPath: IndexPath?
}

/// Runs animations alongside a focus change, like `UIFocusAnimationCoordinator`. No focus
/// change happens in a recording, so what is given to one never runs (and is not kept).
open class UIFocusAnimationCoordinator: NSObject {
    public override init() { super.init() }

    /// Adds animations to run with the focus change, and a completion to run after it.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {}

    /// Adds animations to run as the item takes focus.
    open func addCoordinatedFocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {}

    /// Adds animations to run as the item gives up focus.
    open func addCoordinatedUnfocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {}
}

/// What focusing animations are given, like `UIFocusAnimationContext`.
public protocol UIFocusAnimationContext: NSObjectProtocol {
    /// How long the focus animation lasts.
    var duration: TimeInterval { get }
}

/// Where focus is likely to move, like `UIFocusMovementHint` (tvOS's parallax hint).
open class UIFocusMovementHint: NSObject {
    /// How far towards the next item the movement is, −1…1 on each axis.
    open private(set) var movementDirection = CGVector.zero
    /// The transform that suggests the movement.
    open private(set) var perspectiveTransform = CATransform3DIdentity
    /// The rotation that suggests the movement.
    open private(set) var rotation = CGVector.zero
    /// The translation that suggests the movement.
    open private(set) var translation = CGVector.zero
    /// The transform combining rotation and translation.
    open private(set) var interactionTransform = CATransform3DIdentity
}

/// How a focused item is highlighted, like `UIFocusEffect`.
open class UIFocusEffect: NSObject {
    /// The system's default effect.
    public override init() { super.init() }
}

/// How much a focus group wants focus, like `UIFocusGroupPriority`.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: .max)
}

/// How a view reacts to a pointer hovering over it, like `UIHoverStyle` (iOS 17).
open class UIHoverStyle: NSObject {
    /// Whether the style is applied.
    open var isEnabled = true

    /// The system's automatic style.
    open class func automatic() -> Self { Self() }

    public required override init() { super.init() }
}
