import FormaCore

/// How one row kind is read from a definition and written back (a class: rows share their
/// kind's codec without copying it).
final class KindCodec: Sendable {
    /// The kind's name in definitions (`"text"`, `"pushSelector"`, an app's `"rating"`).
    let name: String
    /// The keys the kind adds to the common row keys, in the order they are written.
    let traits: [String]
    /// Makes the row with its tag and reads its traits.
    let read: @Sendable (DefinitionReader, JSONObject, String?) -> FormRow?
    /// The row's traits, in ``traits`` order, leaving out defaults.
    let write: @Sendable (FormRow) -> Result<[JSONMember], DescribeFailure>
    /// Every key a row of this kind may have: the common keys and the kind's traits.
    let allowedKeys: [String]
    /// ``allowedKeys`` without `tag`, for an inline template.
    let allowedKeysWithoutTag: [String]

    init(
        name: String, traits: [String], read: @escaping @Sendable (DefinitionReader, JSONObject, String?) -> FormRow?,
        write: @escaping @Sendable (FormRow) -> Result<[JSONMember], DescribeFailure>
    ) {
        self.name = name
        self.traits = traits
        self.read = read
        self.write = write
        // Each key once, as the key check counts on (an app's traits may repeat a common key).
        var seen = Set<String>()
        allowedKeys = (Self.leadingKeys + traits + Self.trailingKeys).filter { seen.insert($0).inserted }
        allowedKeysWithoutTag = allowedKeys.filter { $0 != "tag" }
    }

    /// The keys every row may have, in the order they are written.
    static let leadingKeys = ["kind", "tag", "title", "placeholder"]
    static let trailingKeys = [
        "value", "hidden", "disabled", "required", "formula", "validations", "validationTrigger",
        "keepsInlineEditorExpanded",
    ]

    /// Every built-in kind, by name.
    static let builtIn: [String: KindCodec] = {
        var codecs: [KindCodec] = []
        codecs += fieldCodecs
        codecs += dateCodecs
        codecs += optionCodecs
        codecs += controlCodecs
        codecs += fileCodecs
        codecs += subFormCodecs
        return Dictionary(uniqueKeysWithValues: codecs.map { ($0.name, $0) })
    }()
}

/// Helpers that kinds share.
extension KindCodec {
    /// A kind without traits of its own.
    static func plain<R: FormRow & RowConfigurable>(_ kind: RowKind, _ type: R.Type) -> KindCodec {
        KindCodec(name: kind.rawValue, traits: [], read: { _, _, tag in R(tag: tag) }, write: { _ in .success([]) })
    }

    /// A member, if `value` is not `nil`.
    static func member(_ key: String, _ value: JSONNode.Value?) -> [JSONMember] {
        value.map { [JSONMember(key, JSONNode($0))] } ?? []
    }
}

extension DefinitionReader {
    /// The trait `key` read as one of `words`, when the member is present.
    func trait<T>(_ object: JSONObject, _ key: String, _ words: [T], name: (T) -> String) -> T? {
        // Most rows leave most traits out: the word list is made only for a member present.
        guard object[key] != nil else { return nil }
        return word(object, key, words.map { (name($0), $0) })
    }
}
