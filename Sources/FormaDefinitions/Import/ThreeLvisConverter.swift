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
    var rowOrigins: [[RowOrigin]] = []
    /// What targets do to each field, by its id.
    var effects: [String: TargetEffects] = [:]
    /// What targets do to each section, by its id.
    var sectionEffects: [String: TargetEffects] = [:]
    /// The ids of the document's fields (outside templates), converted or not, with what
    /// expressions need to read them.
    var fields: [String: ThreeLvisExpression.Field] = [:]
    /// The ids of the document's sections.
    var sectionIDs = Set<String>()
    /// Reads the document's formulas and conditions, once every field is known.
    var expressions = ThreeLvisExpression(fields: [:])
    var templates: [String: (node: JSONNode, path: [DefinitionPath.Component])] = [:]
    /// Targets that set a value when their field changes (`update` with a `target_value`,
    /// `clear`): a Forma definition has no such action, so the importer adds them to the
    /// loaded form.
    var actions: [ThreeLvisAction] = []
    /// The fields of dynamic sections' templates (`companies[:index].name`), by id: the
    /// section's id and the field's own tag within an item (`name`).
    var templateFields: [String: (section: String, local: String)] = [:]
    /// For each converted dynamic section (by its index among the converted sections): where
    /// each row of its item came from in the template.
    var templateOrigins: [Int: [RowOrigin]] = [:]
    /// The dynamic section whose template is being converted.
    var convertingTemplate: String?
    /// Whether the difference in blank required text has been noted (once per document).
    var warnedBlankText = false
    /// The converted document, once made.
    var converted: JSONNode?

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

    /// Where a converted row came from: the field `index` of the `fields` of the section or
    /// template at `owner`. The path is put together only when a problem is reported there.
    struct RowOrigin {
        /// The path of the section or template whose `fields` hold the field (shared by its rows).
        var owner: [DefinitionPath.Component]
        var index: Int
        var offset: Int
        /// The field's id.
        var id: String

        var path: [DefinitionPath.Component] { owner + [.key("fields"), .index(index)] }
    }

    /// The conditions under which targets hide, show, disable and enable one field or section.
    struct TargetEffects {
        private var hide: [String] = []
        private var show: [String] = []
        private var disable: [String] = []
        private var enable: [String] = []

        /// The conditions of an action's targets (`hide`, `show`, `disable`, `enable`).
        subscript(action: String) -> [String] {
            get {
                switch action {
                case "hide": hide
                case "show": show
                case "disable": disable
                default: enable
                }
            }
            set {
                switch action {
                case "hide": hide = newValue
                case "show": show = newValue
                case "disable": disable = newValue
                default: enable = newValue
                }
            }
        }
    }

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
            if c.count >= 7, c[2] == .key("repeatable"), c[3] == .key("sections"), c[5] == .key("rows"),
                case .index(let r) = c[6], let origins = templateOrigins[s], origins.indices.contains(r)
            {
                let origin = origins[r]
                return (DefinitionPath(origin.path + Self.fieldKeys(Array(c.dropFirst(7)), rule: nil)), origin.offset)
            }
            if c.count >= 4, case .index(let r) = c[3], rowOrigins[s].indices.contains(r) {
                let origin = rowOrigins[s][r]
                let rule = c.count >= 6 ? converted?.node(at: DefinitionPath(Array(c.prefix(6))))?["rule"]?.string : nil
                return (DefinitionPath(origin.path + Self.fieldKeys(Array(c.dropFirst(4)), rule: rule)), origin.offset)
            }
            let origin = sectionOrigins[s]
            let rest = c.dropFirst(2).map { $0 == .key("tag") ? .key("id") : $0 }
            return (DefinitionPath(origin.path + rest), origin.offset)
        }
        return (formaPath, -1)
    }

    /// A path inside a converted row in 3lvis Form's keys: `tag` is `id`, `kind` is `type`,
    /// `options[i].value` is `values[i].id`, a rule is its key in `validations`.
    static func fieldKeys(_ rest: [DefinitionPath.Component], rule: String?) -> [DefinitionPath.Component] {
        guard case .key(let key)? = rest.first else { return rest }
        let tail = Array(rest.dropFirst())
        switch key {
        case "tag": return [.key("id")]
        case "kind": return [.key("type")]
        case "keyboard": return [.key("input_type")]
        case "minimumDate": return [.key("minimum_date")]
        case "maximumDate": return [.key("maximum_date")]
        case "required": return [.key("validations"), .key("required")]
        case "maximumLength": return [.key("validations"), .key("max_length")]
        case "options":
            if tail.count >= 2, tail[1] == .key("value") { return [.key("values"), tail[0], .key("id")] }
            return [.key("values")] + tail
        case "validations":
            guard let rule else { return [.key("validations")] }
            return [.key("validations"), .key(rule == "equal_to" ? "compare_to" : rule)]
        default: return rest
        }
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
                default: unknownKey(member, known: ["groups", "templates"])
                }
            }
            if root["groups"] == nil { note(.missingKey("groups"), root) }
        default:
            note(.wrongType(expected: "an array of groups or an object with \"groups\"", found: root.typeName), root)
        }
        collectIDs(groups)
        collectTemplateIDs()
        expressions = ThreeLvisExpression(fields: fields, templateFields: templateFields)
        var sections: [(node: [JSONMember], id: String?)] = []
        path = groupsPath
        for (g, group) in groups.enumerated() {
            at(.index(g)) { sections += convertGroup(group) }
        }
        path = []
        applyEffects(to: &sections)
        let result = JSONNode(
            .object([
                JSONMember("forma", JSONNode(.int(FormDefinition.version))),
                JSONMember("sections", JSONNode(.array(sections.map { JSONNode(.object($0.node)) }))),
            ]))
        converted = result
        return result
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
            switch JSONKey(member.key) {
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
            case "styles": note(.noEquivalent("the group's 'styles'"), member.value, key: member.key)
            default:
                unknownKey(member, known: ["id", "title", "sections", "collapsible", "collapsed", "styles"])
            }
        }
        // A document that is not a form (a list of postal codes) has groups without sections.
        if group["sections"] == nil {
            note(.missingKey("sections"), group)
            return []
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
