/// Checks values against ``FormValue/Limits`` before anything is done with them.
///
/// The walk stops at the first limit passed, so it costs at most the limits, whatever it is
/// given: an array is refused by its count before its items are looked at, a string by its
/// UTF-8 count (constant time for native strings), nesting before it goes deeper — which
/// also bounds the recursion at ``FormValue/Limits/maxNesting`` frames.
struct ValueLimitCheck {
    /// Size counted so far, across every value checked with this instance.
    private(set) var total = 0

    /// One step of the path to a value, kept so an error can say where.
    enum Step {
        case key(String)
        case index(Int)
    }

    /// The error for a key — a tag or a member name — past the limit, or `nil`.
    static func keyError(_ key: String) -> ValueError? {
        let length = key.utf8.count
        guard length > FormValue.Limits.maxKeyLength else { return nil }
        return ValueError(tag: abbreviated(key), reason: .exceedsLimit(.keyLength(length)))
    }

    /// The error for a value given for `tag` past a limit, or `nil`; adds its size to ``total``.
    mutating func error(in value: FormValue, at tag: String?) -> ValueError? {
        var path: [Step] = []
        return error(in: value, depth: 0, path: &path, tag: tag)
    }

    /// The error for the entries of a `setValues` call — their count, keys, values and total
    /// size — past a limit, or `nil`.
    mutating func error(in values: FormValues) -> ValueError? {
        guard values.count <= FormValue.Limits.maxCount else {
            return ValueError(tag: nil, reason: .exceedsLimit(.count(values.count)))
        }
        for (key, value) in values {
            if let error = Self.keyError(key) ?? add(key.utf8.count, at: key, []) ?? error(in: value, at: key) {
                return error
            }
        }
        return nil
    }

    private mutating func error(in value: FormValue, depth: Int, path: inout [Step], tag: String?) -> ValueError? {
        if let error = add(1, at: tag, path) { return error }
        switch value {
        case .null, .bool, .int, .double, .date:
            return nil
        case .string(let text):
            let length = text.utf8.count
            guard length <= FormValue.Limits.maxStringLength else {
                return Self.error(.stringLength(length), at: tag, path)
            }
            return add(length, at: tag, path)
        case .array(let items):
            if let error = enter(count: items.count, depth: depth, at: tag, path) { return error }
            for (i, item) in items.enumerated() {
                path.append(.index(i))
                if let error = error(in: item, depth: depth + 1, path: &path, tag: tag) { return error }
                path.removeLast()
            }
            return nil
        case .object(let members):
            if let error = enter(count: members.count, depth: depth, at: tag, path) { return error }
            for (key, member) in members {
                path.append(.key(key))
                let length = key.utf8.count
                guard length <= FormValue.Limits.maxKeyLength else {
                    return Self.error(.keyLength(length), at: tag, path)
                }
                if let error = add(length, at: tag, path) ?? error(in: member, depth: depth + 1, path: &path, tag: tag)
                {
                    return error
                }
                path.removeLast()
            }
            return nil
        }
    }

    private func enter(count: Int, depth: Int, at tag: String?, _ path: [Step]) -> ValueError? {
        guard depth < FormValue.Limits.maxNesting else { return Self.error(.nesting, at: tag, path) }
        guard count <= FormValue.Limits.maxCount else { return Self.error(.count(count), at: tag, path) }
        return nil
    }

    private mutating func add(_ size: Int, at tag: String?, _ path: [Step]) -> ValueError? {
        total += size
        guard total <= FormValue.Limits.maxTotalSize else { return Self.error(.totalSize, at: tag, path) }
        return nil
    }

    private static func error(_ limit: FormValue.Limit, at tag: String?, _ path: [Step]) -> ValueError {
        ValueError(tag: describe(tag, path), reason: .exceedsLimit(limit))
    }

    /// `tag`, `tag[3]`, `tag.name`: where the value is, with long keys shortened.
    static func describe(_ tag: String?, _ path: [Step]) -> String? {
        if path.isEmpty { return tag.map(abbreviated) }
        var text = tag.map(abbreviated) ?? ""
        for step in path {
            switch step {
            case .key(let key): text += (text.isEmpty ? "" : ".") + abbreviated(key)
            case .index(let i): text += "[\(i)]"
            }
        }
        return text
    }

    /// A key shortened to its first 32 characters for messages, so an error about a
    /// megabyte-long key is not itself a megabyte.
    static func abbreviated(_ key: String) -> String {
        guard key.utf8.count > 40 else { return key }
        return String(key.prefix(32)) + "…"
    }
}
