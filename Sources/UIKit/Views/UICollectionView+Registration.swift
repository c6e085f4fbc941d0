/// Cell and supplementary registrations, like UIKit's `UICollectionView.CellRegistration` and
/// `SupplementaryRegistration` (iOS 14): a registration holds a view class and a handler that
/// configures a dequeued view; the first dequeue through it registers the class under the
/// registration's own reuse identifier, so views are reused per registration.
extension UICollectionView {
    /// One reuse identifier per registration (a registration is a value; its token is shared by
    /// its copies).
    final class RegistrationToken {
        var identifier: String { "UICollectionView.Registration." + String(describing: ObjectIdentifier(self)) }
    }

    /// A cell class and how to configure a cell of it for an item, like
    /// `UICollectionView.CellRegistration`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` for the item at `indexPath`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let handler: Handler
        let token = RegistrationToken()

        /// A registration of `Cell` whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class of a kind and how to configure one, like
    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` at `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath)
            -> Void

        let elementKind: String
        let handler: Handler
        let token = RegistrationToken()

        /// A registration of `Supplementary` views of `elementKind` that `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class (reused, or new), configured by its handler for
    /// `item`.
    /// - Precondition: `item` is not nil (UIKit hands the handler the item unwrapped).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        let identifier = registration.token.identifier
        if registered[Self.poolKey(nil, identifier)] == nil {
            register(Cell.self, forCellWithReuseIdentifier: identifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        guard let cell = dequeued as? Cell, let item else {
            preconditionFailure("dequeueConfiguredReusableCell(using:for:item:) needs an item and the registered cell")
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of the registration's class and kind (reused, or new), configured by
    /// its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        let identifier = registration.token.identifier
        let kind = registration.elementKind
        if registered[Self.poolKey(kind, identifier)] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            preconditionFailure("dequeueConfiguredReusableSupplementary(using:for:) got another class of view")
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
