import Foundation

/// A stack kept per thread (in `Thread.current.threadDictionary`), for the scopes that nest
/// while code runs on one thread: open transactions and open `View.animate` blocks.
final class ThreadLocalStack<Element> {
    var elements: [Element] = []

    /// This thread's stack under `key`, made empty on first use.
    static func current(key: String) -> ThreadLocalStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? ThreadLocalStack { return stack }
        let stack = ThreadLocalStack()
        dictionary[key] = stack
        return stack
    }
}
