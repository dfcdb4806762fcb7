import FormaCore

/// The state of one load: the path being read, the problems found so far, the tags seen.
/// Every problem is collected; reading goes on past each one so that a single run reports
/// them all.
final class DefinitionReader {
    let registry: DefinitionRegistry
    private(set) var problems: [(problem: DefinitionProblem, path: DefinitionPath, offset: Int)] = []
    /// The path being read, the paths kept for later and the tags seen.
    var place = DocumentPlace()
    /// The path being read.
    var path: [DefinitionPath.Component] { place.components }
    /// `true` once any condition or formula string was read (their problems need the form).
    var hasConditions = false
    /// Where each section and row read came from in the document, for the problems found
    /// once the form exists (a row that failed to load shifts the form's indices).
    /// Each path is one kept by ``keepPath(adding:)``; a later entry for the same object wins.
    /// A list, made into a dictionary only when a condition has a problem to place.
    var documentPaths: [(object: ObjectIdentifier, path: Int)] = []
    /// What a tag claimed now is unique within: `""` for the form, `address.` inside the
    /// sub-form `address`, `travellers[].` inside a repeatable section's item.
    var tagScope = ""
    /// What the form puts before the tags of the rows read now: `address.` inside the
    /// sub-form `address`, nothing inside an item (its rows keep their own tags).
    var rowNamePrefix = ""
    /// How many sub-forms (repeatable sections' items included) hold what is read now.
    var subFormDepth = 0
    /// The document's named forms (`forms`), by name.
    var namedForms: [String: JSONNode] = [:]
    /// The names of ``namedForms`` in document order.
    var namedFormOrder: [String] = []
    /// The named forms being read, outermost first: a name read again is a cycle.
    var formStack: [String] = []
    /// How many levels of sub-forms each named form holds (`nil`: it holds itself).
    var formHeights: [String: Int?] = [:]
    /// Rows read inside sub-forms and items, by the name their conditions' diagnostics give
    /// them, with where they are in the document.
    var nestedRowPaths: [(name: String, path: Int)] = []
    /// Tags named by rules (`equal_to`), checked once every row is read.
    var pendingTagReferences: [(tag: String, path: DefinitionPath, offset: Int)] = []

    /// The kind name looked up last and its codec (see ``codec(for:)``).
    var lastCodec: (name: String, codec: KindCodec)?

    /// "Did you mean" for unknown kinds, each misspelling searched once.
    private(set) lazy var kindSuggester = NameSuggester(kindNames)

    init(registry: DefinitionRegistry) {
        self.registry = registry
    }

    /// A reader for what a template makes again (an item, a row), reporting nothing new:
    /// the template was checked when the definition was read.
    func quietCopy() -> DefinitionReader {
        quietCopies()()
    }

    /// Makes a fresh ``quietCopy()`` each time it is called, without keeping this reader.
    func quietCopies() -> () -> DefinitionReader {
        let (registry, namedForms, formStack, formHeights) = (registry, namedForms, formStack, formHeights)
        let order = namedFormOrder
        let (depth, scope) = (subFormDepth, tagScope)
        return {
            let copy = DefinitionReader(registry: registry)
            copy.namedForms = namedForms
            copy.namedFormOrder = order
            copy.formStack = formStack
            copy.formHeights = formHeights
            copy.subFormDepth = depth
            copy.tagScope = scope
            return copy
        }
    }

    var hasErrors: Bool { problems.contains { $0.problem.isError } }

    /// Records a problem at the current path.
    func report(_ problem: DefinitionProblem, at offset: Int) {
        problems.append((problem, DefinitionPath(path), offset))
    }

    /// Records a problem at a path below the current one.
    func report(_ problem: DefinitionProblem, at offset: Int, key: String) {
        problems.append((problem, DefinitionPath(path + [.key(key)]), offset))
    }

    /// Records a problem at a given path.
    func report(_ problem: DefinitionProblem, path: DefinitionPath, offset: Int) {
        problems.append((problem, path, offset))
    }

    /// Keeps the current path, with `last` added when given, for later; ``keptPath(_:)``
    /// gives it back.
    func keepPath(adding last: DefinitionPath.Component? = nil) -> Int {
        place.keep(adding: last)
    }

    /// A path kept by ``keepPath(adding:)``.
    func keptPath(_ entry: Int) -> [DefinitionPath.Component] {
        place.path(entry)
    }

    /// Runs `body` one step deeper in the document.
    @inline(__always)
    func at<T>(_ component: DefinitionPath.Component, _ body: () -> T) -> T {
        place.enter(component)
        defer { place.leave() }
        return body()
    }

    /// The diagnostics, located by `locator` when the text is known.
    func diagnostics(locator: inout SourceLocator?) -> [DefinitionDiagnostic] {
        problems.map { DefinitionDiagnostic($0.problem, at: $0.path, location: locator?.location(of: $0.offset)) }
    }
}

/// A JSON object being read: its members, looked up by key.
struct JSONObject {
    let node: JSONNode
    let members: [JSONMember]
    /// Bit `n` is set when a member's key is `n` bytes long (bit 63 for 63 or more): most keys
    /// looked up and absent are known to be absent without a look at the members.
    private let keyLengths: UInt64

    init(node: JSONNode, members: [JSONMember]) {
        self.node = node
        self.members = members
        var lengths: UInt64 = 0
        for member in members { lengths |= Self.lengthBit(member.key) }
        keyLengths = lengths
    }

    @inline(__always)
    private static func lengthBit(_ key: String) -> UInt64 {
        1 << UInt64(min(key.utf8.count, 63))
    }

    subscript(key: String) -> JSONNode? {
        guard keyLengths & Self.lengthBit(key) != 0 else { return nil }
        for member in members where member.key.hasSameText(as: key) { return member.value }
        return nil
    }
}

extension DefinitionReader {
    /// The node as an object, or `nil` after reporting that it is not one.
    func object(_ node: JSONNode, expected: String = "an object") -> JSONObject? {
        guard case .object(let members) = node.value else {
            report(.wrongType(expected: expected, found: node.typeName), at: node.offset)
            return nil
        }
        return JSONObject(node: node, members: members)
    }

    /// Reports keys outside `allowed` (warnings, with a suggestion) and keys given twice.
    /// `allowed` holds each key once.
    func checkKeys(_ object: JSONObject, allowed: [String]) {
        let members = object.members
        // Members usually come in the order of `allowed`: each search starts where the last
        // one ended and wraps around, so a key in order is found in a step or two.
        var cursor = 0
        // A key found further on in `allowed` than every key before it is none of them (the
        // allowed keys differ from each other), so only the others are compared with the keys
        // before them: usually none.
        var furthest = 0
        for (i, member) in members.enumerated() {
            let isNew: Bool
            if Self.find(member.key, in: allowed, from: &cursor) {
                isNew = cursor > furthest
                furthest = max(furthest, cursor)
            } else {
                isNew = false
                report(
                    .unknownKey(member.key, suggestion: EditDistance.nearest(to: member.key, in: allowed)),
                    at: member.keyOffset, key: member.key)
            }
            if members.count < 64, !isNew {
                for j in 0..<i where members[j].key.hasSameText(as: member.key) {
                    report(.duplicateKey(member.key), at: member.keyOffset, key: member.key)
                    break
                }
            }
        }
        if members.count >= 64 {
            var seen = Set<String>()
            for member in members where !seen.insert(member.key).inserted {
                report(.duplicateKey(member.key), at: member.keyOffset, key: member.key)
            }
        }
    }

    /// Whether `allowed` has `key`, searching from `cursor` to the end and then from the
    /// start; `cursor` moves past the key found.
    private static func find(_ key: String, in allowed: [String], from cursor: inout Int) -> Bool {
        let start = min(cursor, allowed.count)
        for i in start..<allowed.count where allowed[i].hasSameText(as: key) {
            cursor = i + 1
            return true
        }
        for i in 0..<start where allowed[i].hasSameText(as: key) {
            cursor = i + 1
            return true
        }
        return false
    }

    /// A required member, or `nil` after reporting that it is missing.
    func required(_ object: JSONObject, _ key: String) -> JSONNode? {
        if let node = object[key] { return node }
        report(.missingKey(key), at: object.node.offset)
        return nil
    }

    /// A string member; `nil` when absent or (reported) of another type.
    func string(_ object: JSONObject, _ key: String) -> String? {
        guard let node = object[key] else { return nil }
        return string(node, key: key)
    }

    /// The string of the member `key` already looked up; `nil` (reported) for another type.
    func string(_ node: JSONNode, key: String) -> String? {
        guard case .string(let s) = node.value else {
            report(.wrongType(expected: "a string", found: node.typeName), at: node.offset, key: key)
            return nil
        }
        return s
    }

    /// A Boolean member.
    func bool(_ object: JSONObject, _ key: String) -> Bool? {
        guard let node = object[key] else { return nil }
        guard case .bool(let b) = node.value else {
            report(.wrongType(expected: "true or false", found: node.typeName), at: node.offset, key: key)
            return nil
        }
        return b
    }

    /// A number member as a `Double`.
    func number(_ object: JSONObject, _ key: String) -> Double? {
        guard let node = object[key] else { return nil }
        switch node.value {
        case .int(let i): return Double(i)
        case .double(let d): return d
        case .outOfRange(let text):
            report(.numberOutOfRange(text), at: node.offset, key: key)
            return nil
        default:
            report(.wrongType(expected: "a number", found: node.typeName), at: node.offset, key: key)
            return nil
        }
    }

    /// A whole-number member within `range`.
    func integer(_ object: JSONObject, _ key: String, in range: ClosedRange<Int>) -> Int? {
        guard let node = object[key] else { return nil }
        switch node.value {
        case .int(let i) where range.contains(i): return i
        case .int(let i):
            report(
                .numberOutOfRange("\(i) (expected \(range.lowerBound) to \(range.upperBound))"), at: node.offset,
                key: key)
            return nil
        case .outOfRange(let text):
            report(.numberOutOfRange(text), at: node.offset, key: key)
            return nil
        default:
            report(.wrongType(expected: "a whole number", found: node.typeName), at: node.offset, key: key)
            return nil
        }
    }

    /// A member that must be one of a set of words.
    func word<T>(_ object: JSONObject, _ key: String, _ words: [(String, T)]) -> T? {
        guard let text = string(object, key), let node = object[key] else { return nil }
        if let match = words.first(where: { $0.0 == text }) { return match.1 }
        let names = words.map(\.0)
        report(
            .unknownValue(text, expected: names, suggestion: EditDistance.nearest(to: text, in: names)),
            at: node.offset, key: key)
        return nil
    }

    /// A condition member: `true`, `false` or a condition string.
    func condition(_ object: JSONObject, _ key: String) -> Condition? {
        guard let node = object[key] else { return nil }
        switch node.value {
        case .bool(let b): return .constant(b)
        case .string(let text):
            hasConditions = true
            return Condition(text)
        default:
            report(
                .wrongType(expected: "true, false or a condition string", found: node.typeName), at: node.offset,
                key: key)
            return nil
        }
    }

    /// An array member's items, each read one step deeper.
    func array(_ object: JSONObject, _ key: String) -> [JSONNode]? {
        guard let node = object[key] else { return nil }
        guard case .array(let items) = node.value else {
            report(.wrongType(expected: "an array", found: node.typeName), at: node.offset, key: key)
            return nil
        }
        return items
    }
}
