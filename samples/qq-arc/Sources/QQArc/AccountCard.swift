import ReelCore

/// The card under the arc: nickname, QQ number and signature of the account on button `i`.
final class AccountCard: Layer, @unchecked Sendable {
    static let accounts: [(nickname: String, number: String, signature: String)] = [
        ("小企鹅", "10086 5210", "今天也要开心哦"),
        ("阿橙", "20231 7788", "周末去爬山"),
        ("青柠", "31415 9265", "多喝水，早点睡"),
        ("紫苏", "27182 8182", "代码写完了吗"),
    ]

    private var values: [TextLayer] = []
    /// The card and its value labels stand for views (`UILabel`s): a new account's text shows at
    /// once, with no implicit animation.
    private var views: [View] = []

    init(width: Double) {
        super.init()
        self.name = "card"
        self.backgroundColor = .white
        self.cornerRadius = 16
        self.shadowOpacity = 0.12
        self.shadowRadius = 8
        self.shadowOffset = Size(width: 0, height: 4)
        for (i, key) in ["昵称", "QQ号", "个性签名"].enumerated() {
            let y = 18 + Double(i) * 36
            let k = TextLayer()
            k.frame = Rect(x: 18, y: y, width: 90, height: 22)
            k.string = key
            k.fontSize = 15
            k.foregroundColor = Color(hex: "#8492A6")!
            addSublayer(k)
            let v = TextLayer()
            v.frame = Rect(x: 110, y: y, width: width - 128, height: 22)
            v.fontSize = 15
            v.alignmentMode = .right
            v.foregroundColor = Color(hex: "#1F2D3D")!
            addSublayer(v)
            values.append(v)
            views.append(View(layer: v))
        }
        show(AccountCard.accounts[0])
    }

    func show(_ account: (nickname: String, number: String, signature: String)) {
        values[0].string = account.nickname
        values[1].string = account.number
        values[2].string = account.signature
    }
}
