import Foundation
import ReelCore

/// `LIKE_FOOD_NOTIFICATION`.
let likeFoodNotification = "LIKE_FOOD_NOTIFICATION"

/// The post's `FoodModel`.
struct FoodModel {
    var foodName: String
    var image: Image
    var price: Int
}

/// The liked list the post keeps in an `NSMutableArray` (and saves to a file).
final class LikedFoods {
    private(set) var names: [String] = []
    func contains(_ name: String) -> Bool { names.contains(name) }
    func add(_ name: String) { names.append(name) }
    func remove(_ name: String) { names.removeAll { $0 == name } }
}

/// A synchronous notification centre, like `NSNotificationCenter` for the main thread:
/// `post` calls every observer of the name, in the order they were added.
final class NotificationCenter {
    private var observers: [(name: String, block: ([String: Point]) -> Void)] = []

    func addObserver(forName name: String, using block: @escaping ([String: Point]) -> Void) {
        observers.append((name, block))
    }

    func post(name: String, userInfo: [String: Point]) {
        for observer in observers where observer.name == name { observer.block(userInfo) }
    }
}

/// Where the clip's pictures are (drawn by `tools/make-assets`).
enum Assets {
    static let directory: String = {
        // …/samples/fly-to-cart/Sources/FlyToCart/Model.swift → …/samples/fly-to-cart/assets
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets").path
    }()

    static func named(_ name: String) -> Image { Image(named: name + ".png", in: directory) }
}
