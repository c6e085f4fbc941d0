import ReelCore

/// One row of the food table, as the post's custom `UITableViewCell`: the food's picture, its
/// name label, and the "收藏" (favourite) button.
///
/// The cell handles its own state — the liked list and the button's title — and hands the
/// flight to the controller through a notification carrying one point: the name label's
/// centre converted from the cell to the table view (`self.superview`).
final class FoodCell: Layer, @unchecked Sendable {
    static let height = 96.0

    let foodImageView = Layer()
    let foodNameLabel = TextLayer()
    let priceLabel = TextLayer()
    let foodLikedButton = Layer()
    let buttonTitle = TextLayer()
    /// The post's `UIButton` and its title label are views: their layers are backing layers,
    /// whose changes (the title, the colours) show at once, with no implicit animation.
    private var views: [View] = []

    var foodModel: FoodModel
    let likedFoods: LikedFoods
    let notificationCenter: NotificationCenter

    init(
        index: Int, foodModel: FoodModel, likedFoods: LikedFoods, notificationCenter: NotificationCenter, width: Double
    ) {
        self.foodModel = foodModel
        self.likedFoods = likedFoods
        self.notificationCenter = notificationCenter
        super.init()
        views = [View(layer: foodLikedButton), View(layer: buttonTitle)]
        self.name = "cell\(index)"
        frame = Rect(x: 0, y: Double(index) * FoodCell.height, width: width, height: FoodCell.height)
        self.backgroundColor = .white

        foodImageView.name = "foodImage"
        foodImageView.frame = Rect(x: 16, y: 13, width: 70, height: 70)
        foodImageView.contents = foodModel.image
        foodImageView.cornerRadius = 16
        foodImageView.masksToBounds = true
        addSublayer(foodImageView)

        foodNameLabel.name = "foodNameLabel"
        foodNameLabel.frame = Rect(x: 102, y: 20, width: 150, height: 26)
        foodNameLabel.string = foodModel.foodName
        foodNameLabel.fontSize = 18
        foodNameLabel.isBold = true
        foodNameLabel.foregroundColor = Color(hex: "#222222")!
        addSublayer(foodNameLabel)

        priceLabel.frame = Rect(x: 102, y: 54, width: 120, height: 22)
        priceLabel.string = "¥ \(foodModel.price)"
        priceLabel.fontSize = 15
        priceLabel.foregroundColor = Color(hex: "#FF6A00")!
        addSublayer(priceLabel)

        foodLikedButton.name = "likeButton"
        foodLikedButton.frame = Rect(x: width - 104, y: 32, width: 88, height: 32)
        foodLikedButton.cornerRadius = 16
        foodLikedButton.borderWidth = 1
        foodLikedButton.borderColor = Color(hex: "#FF6A00")!
        buttonTitle.name = "title"
        buttonTitle.frame = Rect(x: 0, y: 6.5, width: 88, height: 20)
        buttonTitle.fontSize = 14
        buttonTitle.alignmentMode = .center
        buttonTitle.foregroundColor = Color(hex: "#FF6A00")!
        foodLikedButton.addSublayer(buttonTitle)
        setTitle(likedFoods.contains(foodModel.foodName) ? "取消收藏" : "收藏")
        foodLikedButton.onTap = { [unowned self] in self.tapLikedButton() }
        addSublayer(foodLikedButton)

        let separator = Layer()
        separator.frame = Rect(x: 102, y: FoodCell.height - 0.5, width: width - 102, height: 0.5)
        separator.backgroundColor = Color(hex: "#E5E5E5")!
        addSublayer(separator)
    }

    /// `[self.foodLikedButton setTitle:… forState:UIControlStateNormal]`.
    func setTitle(_ title: String) {
        buttonTitle.string = title
        let liked = title != "收藏"
        foodLikedButton.backgroundColor = liked ? Color(hex: "#FF6A00")! : .white
        buttonTitle.foregroundColor = liked ? .white : Color(hex: "#FF6A00")!
    }

    /// `- (IBAction)tapLikedButton:(UIButton *)sender`, line by line.
    func tapLikedButton() {
        // 处理自己的逻辑: if the food has been chosen, then remove it
        if likedFoods.contains(foodModel.foodName) {
            likedFoods.remove(foodModel.foodName)
            setTitle("收藏")
        } else {
            // like the food and change the title of btn
            likedFoods.add(foodModel.foodName)
            setTitle("取消收藏")
            // 将动画交给其他类去处理
            let position = convert(foodNameLabel.position, to: superlayer)
            notificationCenter.post(name: likeFoodNotification, userInfo: ["position": position])
        }
        // save the foods: the post writes the list to a file; the clip keeps it in memory.
    }
}
