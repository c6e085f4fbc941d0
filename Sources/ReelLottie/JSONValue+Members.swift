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

}
