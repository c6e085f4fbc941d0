/// The values of `UIControl`'s members that change nothing Reel draws (context menus, tool
/// tips, SF Symbol effects): stored and returned, each noting its first use (`AcceptedMember`).
struct AcceptedControlSettings {
    var toolTip: String?
    var isContextMenuInteractionEnabled = false
    var showsMenuAsPrimaryAction = false
    var isSymbolAnimationEnabled = false
}

/// `UIControl`'s primary action and its accepted members.
extension UIControl {
    /// Runs the control's primary action: the actions added for `.primaryActionTriggered`.
    public func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }

    /// Reel: accepted; there is no pointer to hover, so no tool tip shows.
    public var toolTip: String? {
        get { acceptedSettings.toolTip }
        set { accept("toolTip") { $0.toolTip = newValue } }
    }

    /// Reel: accepted; context menus are not presented.
    public var isContextMenuInteractionEnabled: Bool {
        get { acceptedSettings.isContextMenuInteractionEnabled }
        set { accept("isContextMenuInteractionEnabled") { $0.isContextMenuInteractionEnabled = newValue } }
    }

    /// Reel: accepted; menus are not presented, so a tap runs the primary action.
    public var showsMenuAsPrimaryAction: Bool {
        get { acceptedSettings.showsMenuAsPrimaryAction }
        set { accept("showsMenuAsPrimaryAction") { $0.showsMenuAsPrimaryAction = newValue } }
    }

    /// Reel: accepted; SF Symbols and their effects are not drawn.
    public var isSymbolAnimationEnabled: Bool {
        get { acceptedSettings.isSymbolAnimationEnabled }
        set { accept("isSymbolAnimationEnabled") { $0.isSymbolAnimationEnabled = newValue } }
    }

    private func accept(_ member: String, _ change: (inout AcceptedControlSettings) -> Void) {
        AcceptedMember.note("UIControl." + member)
        change(&acceptedSettings)
    }
}
