import ReelCore

/// The post's view controller: the food table, the cart (`carBG` holding the cart button and
/// its badge) and `showLikedFoodsAnimation:`, which throws a discount badge from the tapped
/// cell into the cart along a quadratic Bézier.
final class ViewController {
    let view: Layer
    let tableView = ScrollLayer()
    let carBG = Layer()
    let carButton = Layer()
    let badge = Layer()
    let badgeLabel = TextLayer()
    /// The cart's badge and its label stand for views (a `UILabel` on the cart): their changes
    /// show at once, with no implicit animation.
    private lazy var views = [View(layer: badge), View(layer: badgeLabel)]
    private(set) var cells: [FoodCell] = []

    let notificationCenter = NotificationCenter()
    let likedFoods = LikedFoods()
    /// Flights started so far: each flying layer is named `fly0`, `fly1`, … in order.
    private(set) var flights = 0
    /// Items that have arrived in the cart (the badge's number).
    private(set) var arrivals = 0

    static let foods: [FoodModel] = [
        FoodModel(foodName: "汉堡", image: Assets.named("food_burger"), price: 22),
        FoodModel(foodName: "披萨", image: Assets.named("food_pizza"), price: 36),
        FoodModel(foodName: "寿司", image: Assets.named("food_sushi"), price: 28),
        FoodModel(foodName: "甜甜圈", image: Assets.named("food_donut"), price: 9),
        FoodModel(foodName: "冰淇淋", image: Assets.named("food_icecream"), price: 12),
        FoodModel(foodName: "拉面", image: Assets.named("food_ramen"), price: 26),
        FoodModel(foodName: "西瓜", image: Assets.named("food_watermelon"), price: 15),
        FoodModel(foodName: "蛋糕", image: Assets.named("food_cake"), price: 18),
    ]

    init(view: Layer) {
        self.view = view
        viewDidLoad()
    }

    func viewDidLoad() {
        _ = views
        let width = view.bounds.width
        let height = view.bounds.height
        view.backgroundColor = Color(hex: "#F5F5F5")!

        tableView.name = "tableView"
        tableView.frame = Rect(x: 0, y: 64, width: width, height: height - 64)
        tableView.backgroundColor = .white
        for (i, food) in ViewController.foods.enumerated() {
            let cell = FoodCell(
                index: i, foodModel: food, likedFoods: likedFoods,
                notificationCenter: notificationCenter, width: width)
            tableView.addSublayer(cell)
            cells.append(cell)
        }
        // Room below the last cell so that it can scroll clear of the cart.
        tableView.contentSize = Size(
            width: width, height: Double(cells.count) * FoodCell.height + FlyToCartClip.footerHeight)
        view.addSublayer(tableView)

        let navigationBar = Layer()
        navigationBar.name = "navigationBar"
        navigationBar.frame = Rect(x: 0, y: 0, width: width, height: 64)
        navigationBar.backgroundColor = Color(hex: "#FF6A00")!
        let title = TextLayer()
        title.frame = Rect(x: 0, y: 28, width: width, height: 26)
        title.string = "今日美食"
        title.fontSize = 18
        title.isBold = true
        title.alignmentMode = .center
        title.foregroundColor = .white
        navigationBar.addSublayer(title)
        view.addSublayer(navigationBar)

        // The cart: a dark pill at the bottom right holding the cart button and a label.
        carBG.name = "carBG"
        carBG.frame = Rect(x: width - 150, y: height - 72, width: 134, height: 56)
        carBG.backgroundColor = Color(hex: "#2B2B2B")!
        carBG.cornerRadius = 28
        carBG.shadowOpacity = 0.3
        carBG.shadowRadius = 6
        carBG.shadowOffset = Size(width: 0, height: 3)
        let checkout = TextLayer()
        checkout.frame = Rect(x: 62, y: 17, width: 64, height: 22)
        checkout.string = "去结算"
        checkout.fontSize = 15
        checkout.isBold = true
        checkout.foregroundColor = .white
        carBG.addSublayer(checkout)
        carButton.name = "carButton"
        carButton.frame = Rect(x: 6, y: 6, width: 44, height: 44)
        carButton.contents = Assets.named("cart")
        carBG.addSublayer(carButton)
        badge.name = "badge"
        badge.frame = Rect(x: 34, y: 2, width: 20, height: 20)
        badge.cornerRadius = 10
        badge.backgroundColor = Color(hex: "#FF3B30")!
        badge.borderWidth = 1.5
        badge.borderColor = .white
        badge.isHidden = true
        badgeLabel.frame = Rect(x: 0, y: 2.5, width: 20, height: 16)
        badgeLabel.fontSize = 11
        badgeLabel.isBold = true
        badgeLabel.alignmentMode = .center
        badgeLabel.foregroundColor = .white
        badge.addSublayer(badgeLabel)
        carBG.addSublayer(badge)
        view.addSublayer(carBG)

        notificationCenter.addObserver(forName: likeFoodNotification) { [unowned self] userInfo in
            self.showLikedFoodsAnimation(userInfo)
        }
    }

    /// `- (void)showLikedFoodsAnimation:(NSNotification *)notification`, line by line.
    func showLikedFoodsAnimation(_ userInfo: [String: Point]) {
        // get the location of label in table view
        let lbCenter = userInfo["position"]!
        // the image which will play the animation soon (the post copies a UIImageView's
        // contents and frame into a new layer)
        let layer = Layer()
        layer.name = "fly\(flights)"
        flights += 1
        layer.contents = Assets.named("cm_center_discount")
        layer.contentsGravity = .resize
        layer.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        layer.position = lbCenter  // imageView.center = lbCenter
        layer.opacity = 1
        view.addSublayer(layer)

        let btnCenter = carButton.position
        // 动画 终点 都以self.view为参考系
        let endpoint = view.convert(btnCenter, from: carBG)
        var path = BezierPath()
        // 动画出发点
        let startPoint = view.convert(lbCenter, from: tableView)
        path.move(to: startPoint)
        // 贝塞尔曲线控制点
        let sx = startPoint.x
        let sy = startPoint.y
        let ex = endpoint.x
        let ey = endpoint.y
        let x = sx + (ex - sx) / 3
        let y = sy + (ey - sy) * 0.5 - 400
        let centerPoint = Point(x: x, y: y)
        path.addQuadCurve(to: endpoint, controlPoint: centerPoint)

        // key frame animation to show the bezier path animation
        var animation = KeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        animation.duration = 0.8
        animation.autoreverses = false
        animation.timingFunction = .easeIn
        // The post's delegate (animationDidStop) is not shown; here it counts the arrival on
        // the cart's badge and takes the landed item away.
        animation.completion = { [unowned self, unowned layer] finished in
            guard finished else { return }
            self.arrivals += 1
            self.badgeLabel.string = "\(self.arrivals)"
            self.badge.isHidden = false
            layer.removeFromSuperlayer()
            self.bounceCart()
        }
        layer.add(animation, forKey: "buy")
    }

    /// A small bounce of the cart button when an item lands.
    private func bounceCart() {
        var bounce = KeyframeAnimation(keyPath: "transform")
        bounce.values = [AffineTransform.identity, AffineTransform(scaleX: 1.25, y: 1.25), AffineTransform.identity]
        bounce.keyTimes = [0, 0.4, 1]
        bounce.duration = 0.3
        bounce.timingFunction = .easeOut
        carButton.add(bounce, forKey: "bounce")
    }
}
