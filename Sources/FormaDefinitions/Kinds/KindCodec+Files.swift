import FormaCore

extension KindCodec {
    static var fileCodecs: [KindCodec] { [file(.file, FileRow.self), file(.image, ImageRow.self)] }

    /// The largest `maxBytes` a definition may give: 1 TB.
    static let maxFileBytes = 1_000_000_000_000

    /// The most content types one row may list.
    static let maxContentTypes = 64

    /// A file or image row: the content types it takes, its size limit, whether it embeds bytes.
    static func file<R: FileRow>(_ kind: RowKind, _ type: R.Type) -> KindCodec {
        KindCodec(
            name: kind.rawValue, traits: ["contentTypes", "maxBytes", "embedsBytes"],
            read: { reader, object, tag in
                let row = R(tag: tag)
                if let items = reader.array(object, "contentTypes") {
                    if items.count > maxContentTypes, let node = object["contentTypes"] {
                        reader.report(
                            .numberOutOfRange("\(items.count) content types (at most \(maxContentTypes))"),
                            at: node.offset, key: "contentTypes")
                    } else {
                        row.contentTypes = contentTypes(items, reader)
                    }
                }
                if let limit = reader.integer(object, "maxBytes", in: 1...maxFileBytes) { row.maxBytes = limit }
                if let embeds = reader.bool(object, "embedsBytes") { row.embedsBytes = embeds }
                return row
            },
            write: { row in
                guard let row = row as? R else { return .failure(DescribeFailure(reason: "not a \(kind) row")) }
                let defaults = R(tag: nil)
                var members: [JSONMember] = []
                if row.contentTypes != defaults.contentTypes {
                    members += member("contentTypes", .array(row.contentTypes.map { JSONNode(.string($0)) }))
                }
                if row.maxBytes != defaults.maxBytes { members += member("maxBytes", .int(row.maxBytes)) }
                if row.embedsBytes { members += member("embedsBytes", .bool(true)) }
                return .success(members)
            })
    }

    /// The content types of a `contentTypes` array, reporting each item that is not one
    /// (`"image/png"`, `"image/*"`).
    private static func contentTypes(_ items: [JSONNode], _ reader: DefinitionReader) -> [String] {
        var types: [String] = []
        for item in items {
            guard case .string(let text) = item.value, isContentType(text) else {
                let shown: String
                if case .string(let text) = item.value {
                    shown = "\"\(text.prefix(40))\""
                } else {
                    shown = item.typeName
                }
                reader.report(
                    .invalidTrait(
                        "contentTypes holds \(shown); expected a content type such as \"image/png\" or \"image/*\""),
                    at: item.offset, key: "contentTypes")
                continue
            }
            types.append(text)
        }
        return types
    }

    /// `true` for `type/subtype` made of letters, digits and `+.-_`, with `*` as a whole subtype.
    static func isContentType(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, text.utf8.count <= 255 else { return false }
        func isToken(_ part: Substring) -> Bool {
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-_".contains($0)) }
        }
        return isToken(parts[0]) && (parts[1] == "*" || isToken(parts[1]))
    }
}
