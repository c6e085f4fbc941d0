import Foundation
import ReelEncode
import ReelScene

/// A response that ends a request early, carried through `Result`.
struct ErrorResponse: Error {
    var response: HTTPResponse
    init(_ response: HTTPResponse) { self.response = response }
}
