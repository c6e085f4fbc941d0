import ReelScene

extension JSONValue {
    /// The object with member `key` set to `value` (replaced in place, or added at the end).
    func replacingMember(_ key: String, with value: JSONValue) -> JSONValue {
        guard var members = objectMembers else { return self }
        if let i = members.firstIndex(where: { $0.key == key }) {
            members[i] = JSONValue.Member(key: key, keyLocation: members[i].keyLocation, value: value)
        } else {
            members.append(JSONValue.Member(key: key, value: value))
        }
        return JSONValue(.object(members), at: location)
    }

    /// The object with member `key` set to `value`: replaced in place, or added before
    /// `sublayers` (so that a layer's own members come before its children).
    func settingMember(_ key: String, to value: JSONValue) -> JSONValue {
        var members = objectMembers ?? []
        if let i = members.firstIndex(where: { $0.key == key }) {
            members[i].value = value
        } else {
            let at = members.firstIndex(where: { $0.key == "sublayers" }) ?? members.count
            members.insert(JSONValue.Member(key: key, value: value), at: at)
        }
        return JSONValue(.object(members))
    }
}
