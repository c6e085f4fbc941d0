import Foundation

// Core Foundation's types as Core Graphics' Swift declarations name them. Linux's Foundation
// does not export Core Foundation, so each is the Swift type iOS code bridges it from
// (`[…] as CFDictionary`, `url as CFURL`; `CFString` and `CFArray` are beside Core Text and
// the context's types).

/// A Core Foundation dictionary: on Linux, a Swift dictionary.
public typealias CFDictionary = [AnyHashable: Any]

/// A Core Foundation URL: on Linux, Foundation's `URL`.
public typealias CFURL = URL

/// Core Foundation data: on Linux, Foundation's `Data`.
public typealias CFData = Data

/// The number Core Foundation gives each of its types.
public typealias CFTypeID = UInt
