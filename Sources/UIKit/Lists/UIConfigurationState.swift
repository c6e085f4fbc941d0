/// The inputs a configuration is updated for, like `UIConfigurationState`: a trait collection
/// and the view's states. `UIViewConfigurationState` and `UICellConfigurationState` conform.
public protocol UIConfigurationState {
    /// A state with `traitCollection` and every flag off.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state describes.
    var traitCollection: UITraitCollection { get set }
    /// The app's own state for `key` (nil: not set).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's configuration state, like `UIViewConfigurationState`: the traits and whether the view
/// is disabled, highlighted, selected or focused. Headers and footers report it.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    /// Whether the view has focus (always false in Reel, which has no focus engine).
    public var isFocused = false
    /// Whether a header or footer is pinned to its list's edge (Reel's headers do not set it yet).
    public var isPinned = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The app's own state for `key` (nil: not set).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]
}

/// A cell's configuration state, like `UICellConfigurationState`: the view states and a cell's
/// own (editing, swiped, expanded, reordering, drag and drop). A cell makes one for each
/// configuration update (`configurationState`) and hands it to `updateConfiguration(using:)`
/// and its `configurationUpdateHandler`.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    /// Whether the cell has focus (always false in Reel, which has no focus engine).
    public var isFocused = false
    /// Whether a header or footer is pinned to its list's edge (Reel's headers do not set it yet).
    public var isPinned = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState = DragState.none
    public var cellDropState = DropState.none

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The app's own state for `key` (nil: not set).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]
}

extension UICellConfigurationState {
    /// Where a cell is in a drag, like `UICellConfigurationState.DragState`.
    public enum DragState: Hashable, Sendable {
        case none, lifting, dragging
    }

    /// Where a cell is in a drop, like `UICellConfigurationState.DropState`.
    public enum DropState: Hashable, Sendable {
        case none, notTargeted, targeted
    }
}
