import FormaCore
import Foundation

/// Turns a 3lvis Form document into a Forma definition, noting what has no equivalent and
/// where each converted row and section came from.
final class ThreeLvisConverter {
    let registry: DefinitionRegistry
    var problems: [(problem: DefinitionProblem, path: [DefinitionPath.Component], offset: Int)] = []
    var path: [DefinitionPath.Component] = []
    /// For each converted section: where it came from, and where each of its rows came from.
    var sectionOrigins: [(path: [DefinitionPath.Component], offset: Int)] = []
    var rowOrigins: [[(path: [DefinitionPath.Component], offset: Int)]] = []
    /// What targets do to each field or section id: conditions that hide, show, disable, enable.
    var effects: [String: [String: [String]]] = [:]
    /// Each target's id, with the path and offset of that id, to report those naming
    /// nothing once every field and section is known.
    var targetReferences: [(id: String, path: [DefinitionPath.Component], offset: Int)] = []
    /// The ids of the document's fields (outside templates) and sections, converted or not.
    var ids = Set<String>()
    var templates: [String: (node: JSONNode, path: [DefinitionPath.Component])] = [:]

    static let kinds: [String: RowKind] = [
        "text": .text, "name": .name, "email": .email, "password": .password, "number": .integer, "float": .decimal,
        "count": .stepper, "date": .date, "date_time": .dateTime, "time": .time, "select": .pushSelector,
        "multi_select": .multipleSelector, "segment": .segmented, "switch": .switch, "button": .button,
    ]
    static let keyboards: [String: String] = [
        "number": "numberPad", "float": "decimalPad", "email": "emailAddress", "phone": "phonePad",
        "phone_number": "phonePad",
        "name": "default", "text": "default", "password": "default",
    ]

    init(registry: DefinitionRegistry) {
        self.registry = registry
    }

    func note(_ problem: DefinitionProblem, _ node: JSONNode, key: String? = nil) {
        problems.append((problem, path + (key.map { [.key($0)] } ?? []), node.offset))
    }

    func at<T>(_ component: DefinitionPath.Component, _ body: () -> T) -> T {
        path.append(component)
        defer { path.removeLast() }
        return body()
    }

    func diagnostics(locator: inout SourceLocator?) -> [DefinitionDiagnostic] {
        problems.map {
            DefinitionDiagnostic($0.problem, at: DefinitionPath($0.path), location: locator?.location(of: $0.offset))
        }
    }

    /// The 3lvis path and offset a Forma path came from.
    func origin(of formaPath: DefinitionPath, in root: JSONNode) -> (DefinitionPath, Int) {
        let (path, offset) = origin(of: formaPath)
        return (path, root.node(at: path)?.offset ?? offset)
    }

    private func origin(of formaPath: DefinitionPath) -> (DefinitionPath, Int) {
        let c = formaPath.components
        if c.count >= 2, case .index(let s) = c[1], sectionOrigins.indices.contains(s) {
            if c.count >= 4, case .index(let r) = c[3], rowOrigins[s].indices.contains(r) {
                let origin = rowOrigins[s][r]
                return (DefinitionPath(origin.path + c.dropFirst(4)), origin.offset)
            }
            let origin = sectionOrigins[s]
            return (DefinitionPath(origin.path + c.dropFirst(2)), origin.offset)
        }
        return (formaPath, -1)
    }

    /// Converts the document: an array of groups, or `{"groups": […], "templates": …}`.
    func convert(_ root: JSONNode) -> JSONNode {
        var groups: [JSONNode] = []
        var groupsPath: [DefinitionPath.Component] = []
        switch root.value {
        case .array(let items): groups = items
        case .object(let members):
            for member in members {
                switch member.key {
                case "groups":
                    if case .array(let items) = member.value.value {
                        groups = items; groupsPath = [.key("groups")]
                    } else {
                        note(
                            .wrongType(expected: "an array of groups", found: member.value.typeName), member.value,
                            key: "groups")
                    }
                case "templates": readTemplates(member.value)
                default: note(.noEquivalent("the key '\(member.key)'"), member.value, key: member.key)
                }
            }
        default:
            note(.wrongType(expected: "an array of groups or an object with \"groups\"", found: root.typeName), root)
        }
        var sections: [(node: [JSONMember], id: String?)] = []
        path = groupsPath
        for (g, group) in groups.enumerated() {
            at(.index(g)) { sections += convertGroup(group) }
        }
        path = []
        applyEffects(to: &sections)
        return JSONNode(
            .object([
                JSONMember("forma", JSONNode(.int(FormDefinition.version))),
                JSONMember("sections", JSONNode(.array(sections.map { JSONNode(.object($0.node)) }))),
            ]))
    }

    private func readTemplates(_ node: JSONNode) {
        at(.key("templates")) {
            guard case .object(let members) = node.value else { return }
            for member in members {
                guard member.key == "sections", case .array(let items) = member.value.value else {
                    if case .null = member.value.value { continue }
                    note(.noEquivalent("templates of '\(member.key)'"), member.value, key: member.key)
                    continue
                }
                for (i, item) in items.enumerated() {
                    if let id = item["id"]?.string { templates[id] = (item, path + [.key("sections"), .index(i)]) }
                }
            }
        }
    }

    private func convertGroup(_ group: JSONNode) -> [(node: [JSONMember], id: String?)] {
        guard case .object(let members) = group.value else {
            note(.wrongType(expected: "a group object", found: group.typeName), group)
            return []
        }
        var result: [(node: [JSONMember], id: String?)] = []
        var title: String?
        // 3lvis groups collapse unless `collapsible` is false; `collapsed` starts them collapsed.
        var collapsible = true
        var collapsed = false
        for member in members {
            switch member.key {
            case "id": break
            case "title": title = member.value.string
            case "sections":
                guard case .array(let items) = member.value.value else {
                    note(
                        .wrongType(expected: "an array of sections", found: member.value.typeName), member.value,
                        key: "sections")
                    continue
                }
                at(.key("sections")) {
                    for (s, item) in items.enumerated() {
                        at(.index(s)) {
                            if let section = convertSection(item) { result.append(section) }
                        }
                    }
                }
            case "collapsible":
                if case .bool(let b) = member.value.value {
                    collapsible = b
                } else {
                    note(
                        .wrongType(expected: "true or false", found: member.value.typeName), member.value,
                        key: member.key)
                }
            case "collapsed":
                if case .bool(let b) = member.value.value {
                    collapsed = b
                } else {
                    note(
                        .wrongType(expected: "true or false", found: member.value.typeName), member.value,
                        key: member.key)
                }
            default:
                note(.noEquivalent("the group key '\(member.key)'"), member.value, key: member.key)
            }
        }
        if collapsible, result.count > 1 {
            note(
                .noEquivalent("collapsing a group of several sections as one (each section collapses on its own)"),
                group)
        }
        for i in result.indices {
            let at = result[i].node.firstIndex { $0.key != "title" && $0.key != "tag" } ?? result[i].node.count
            var flags: [JSONMember] = []
            if collapsible { flags.append(JSONMember("collapsible", JSONNode(.bool(true)))) }
            if collapsible, collapsed { flags.append(JSONMember("collapsed", JSONNode(.bool(true)))) }
            result[i].node.insert(contentsOf: flags, at: at)
        }
        // The group's title heads its first section.
        if let title {
            if result.isEmpty {
                result.append(
                    ([JSONMember("title", JSONNode(.string(title))), JSONMember("rows", JSONNode(.array([])))], nil))
                sectionOrigins.append((path, group.offset))
                rowOrigins.append([])
            } else {
                result[0].node.insert(JSONMember("title", JSONNode(.string(title))), at: 0)
            }
        }
        return result
    }
}
