protocol OptionalProtocol {
    var isNone: Bool { get }
}
