// Note for contributors: FormaCore declares errors with untyped `throws` and documents
// the error type (every error thrown here is a `ValueError`). Typed throws (`throws(E)`)
// crash the compiler when this module is type-checked for iOS against the iOS 17 SDK.

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

    /// Checks a key: a tag or a member name.
    static func checkKey(_ key: String) throws {
        let length = key.utf8.count
        guard length <= FormValue.Limits.maxKeyLength else {
            throw ValueError(tag: abbreviated(key), reason: .exceedsLimit(.keyLength(length)))
        }
    }

    /// Checks a value given for `tag`, adding its size to ``total``.
    mutating func check(_ value: FormValue, at tag: String?) throws {
        var path: [Step] = []
        try check(value, depth: 0, path: &path, tag: tag)
    }

    /// Checks every entry of a `setValues` call: their count, keys, values and total size.
    mutating func check(_ values: FormValues) throws {
        guard values.count <= FormValue.Limits.maxCount else {
            throw ValueError(tag: nil, reason: .exceedsLimit(.count(values.count)))
        }
        for (key, value) in values {
            try Self.checkKey(key)
            try add(key.utf8.count, at: key, [])
            try check(value, at: key)
        }
    }

    private mutating func check(_ value: FormValue, depth: Int, path: inout [Step], tag: String?) throws {
        try add(1, at: tag, path)
        switch value {
        case .null, .bool, .int, .double, .date:
            return
        case .string(let text):
            let length = text.utf8.count
            guard length <= FormValue.Limits.maxStringLength else {
                throw Self.error(.stringLength(length), at: tag, path)
            }
            try add(length, at: tag, path)
        case .array(let items):
            try enter(count: items.count, depth: depth, at: tag, path)
            for (i, item) in items.enumerated() {
                path.append(.index(i))
                try check(item, depth: depth + 1, path: &path, tag: tag)
                path.removeLast()
            }
        case .object(let members):
            try enter(count: members.count, depth: depth, at: tag, path)
            for (key, member) in members {
                path.append(.key(key))
                let length = key.utf8.count
                guard length <= FormValue.Limits.maxKeyLength else {
                    throw Self.error(.keyLength(length), at: tag, path)
                }
                try add(key.utf8.count, at: tag, path)
                try check(member, depth: depth + 1, path: &path, tag: tag)
                path.removeLast()
            }
        }
    }

    private func enter(count: Int, depth: Int, at tag: String?, _ path: [Step]) throws {
        guard depth < FormValue.Limits.maxNesting else { throw Self.error(.nesting, at: tag, path) }
        guard count <= FormValue.Limits.maxCount else { throw Self.error(.count(count), at: tag, path) }
    }

    private mutating func add(_ size: Int, at tag: String?, _ path: [Step]) throws {
        total += size
        guard total <= FormValue.Limits.maxTotalSize else { throw Self.error(.totalSize, at: tag, path) }
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
