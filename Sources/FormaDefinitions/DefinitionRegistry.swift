import FormaCore

/// The row kinds an app adds to definitions: each custom row type, its kind name, and how
/// its own properties (traits) are read and written.
///
/// A definition names a registered kind like a built-in one; the common keys (`tag`,
/// `title`, `value`, conditions, validations) work for it unchanged.
///
/// ```swift
/// final class RatingRow: Row<Int>, RowConfigurable {
///     override var kind: RowKind { "rating" }
///     var stars = 5
/// }
/// var registry = DefinitionRegistry()
/// registry.register(RatingRow.self, traits: ["stars"],
///     read: { row, traits in if case .int(let n)? = traits["stars"] { row.stars = n } },
///     write: { row in row.stars == 5 ? [:] : ["stars": .int(row.stars)] })
/// let form = try Form(json: #"{"forma": 1, "sections": [{"rows": [{"kind": "rating", "tag": "r", "stars": 3}]}]}"#,
///                     registry: registry)
/// ```
public struct DefinitionRegistry: Sendable {
    struct Entry: Sendable {
        let name: String
        let traits: [String]
        let make: @Sendable (String?, FormValues) -> Result<FormRow, DefinitionTraitError>
        let write: @Sendable (FormRow) -> FormValues?
    }

    private(set) var entries: [String: Entry] = [:]

    /// An empty registry: the built-in kinds only.
    public init() {}

    /// Registers a custom row type under its kind's name.
    ///
    /// - Parameters:
    ///   - type: the row type; its `kind` names it in definitions.
    ///   - traits: the keys the kind adds to the common row keys; others get an "unknown key" warning.
    ///   - read: sets the row's properties from its traits (only keys in `traits` are passed);
    ///     throw a ``DefinitionTraitError`` to report a bad value.
    ///   - write: the row's traits for `form.definition(registry:)`; leave out defaults.
    public mutating func register<R: FormRow & RowConfigurable>(
        _ type: R.Type, traits: [String] = [],
        read: @escaping @Sendable (R, FormValues) throws -> Void = { _, _ in },
        write: @escaping @Sendable (R) -> FormValues = { _ in FormValues() }
    ) {
        let name = R(tag: nil).kind.rawValue
        entries[name] = Entry(
            name: name, traits: traits,
            make: { tag, values in
                let row = R(tag: tag)
                do {
                    try read(row, values)
                } catch let error as DefinitionTraitError {
                    return .failure(error)
                } catch {
                    return .failure(DefinitionTraitError(key: nil, message: "\(error)"))
                }
                return .success(row)
            },
            write: { row in (row as? R).map(write) })
    }

    /// The names of the registered kinds.
    public var kinds: [String] { entries.keys.sorted() }

    /// The codec for a registered kind.
    func codec(_ name: String) -> KindCodec? {
        guard let entry = entries[name] else { return nil }
        return KindCodec(
            name: name, traits: entry.traits,
            read: { reader, object, tag in
                var values = FormValues()
                for key in entry.traits {
                    guard let node = object[key] else { continue }
                    guard let value = node.formValue else {
                        if case .outOfRange(let text) = node.value {
                            reader.report(.numberOutOfRange(text), at: node.offset, key: key)
                        }
                        continue
                    }
                    values[key] = value
                }
                switch entry.make(tag, values) {
                case .success(let row): return row
                case .failure(let error):
                    let node = error.key.flatMap { object[$0] } ?? object.node
                    if let key = error.key {
                        reader.report(.invalidTrait(error.message), at: node.offset, key: key)
                    } else {
                        reader.report(.invalidTrait(error.message), at: node.offset)
                    }
                    return nil
                }
            },
            write: { row in
                guard let values = entry.write(row) else {
                    return .failure(DescribeFailure(reason: "not a '\(name)' row"))
                }
                return .success(
                    entry.traits.compactMap { key in values[key].map { JSONMember(key, JSONNode(formValue: $0)) } })
            })
    }
}

/// A bad trait value of a custom kind, thrown by its `read` closure.
///
/// ```swift
/// throw DefinitionTraitError(key: "stars", message: "stars must be 1 to 10")
/// ```
public struct DefinitionTraitError: Error, Sendable, Hashable {
    /// The trait concerned, if one.
    public var key: String?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(key: String?, message: String) {
        self.key = key
        self.message = message
    }
}
