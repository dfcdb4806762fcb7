import FormaCore

/// The parts of a form read from a definition, before the form exists.
struct ReadForm {
    var sections: [Section] = []
    var title: String?
    var disabled: Condition?
    var hiddenValuePolicy: HiddenValuePolicy?
    var validationTrigger: ValidationTrigger?
}

extension DefinitionReader {
    static let formKeys = ["forma", "title", "disabled", "hiddenValues", "validationTrigger", "forms", "sections"]
    static let hiddenPolicies: [(String, HiddenValuePolicy)] = [
        ("include", .include), ("exclude", .exclude), ("clearWhenHidden", .clearWhenHidden),
    ]

    /// Reads the document's top level: version, settings and sections.
    func readForm(_ root: JSONNode) -> ReadForm {
        var result = ReadForm()
        guard let object = object(root, expected: "a definition object") else { return result }
        checkKeys(object, allowed: Self.formKeys)
        if let version = object["forma"] {
            switch version.value {
            case .int(FormDefinition.version): break
            case .int(let n):
                report(
                    .unsupportedVersion(String(n), supported: FormDefinition.version), at: version.offset, key: "forma")
            default:
                report(
                    .wrongType(expected: "the version number \(FormDefinition.version)", found: version.typeName),
                    at: version.offset, key: "forma")
            }
        } else {
            report(.missingVersion, at: root.offset)
        }
        result.title = string(object, "title")
        result.disabled = condition(object, "disabled")
        result.hiddenValuePolicy = word(object, "hiddenValues", Self.hiddenPolicies)
        result.validationTrigger = word(object, "validationTrigger", Self.triggers)
        if let forms = object["forms"] { readNamedForms(forms) }
        guard required(object, "sections") != nil, let items = array(object, "sections") else { return result }
        result.sections.reserveCapacity(items.count)
        // Room for every row's tag and place up front (at most one per node of the document).
        let rowCount = items.reduce(0) { count, item in
            if case .array(let rows) = item["rows"]?.value { count + rows.count } else { count }
        }
        place.tags.reserveCapacity(rowCount + items.count)
        documentPaths.reserveCapacity(rowCount + items.count)
        at(.key("sections")) {
            for (i, item) in items.enumerated() {
                at(.index(i)) {
                    if let section = readSection(item) { result.sections.append(section) }
                }
            }
        }
        return result
    }

    /// Applies the settings to the built form and checks what needs the whole form: tags
    /// that rules name, and every condition and formula.
    func finish(_ form: Form, _ read: ReadForm, root: JSONNode) {
        form.isFromDefinition = true
        form.title = read.title
        if let disabled = read.disabled { form.disabled = disabled }
        if let policy = read.hiddenValuePolicy { form.hiddenValuePolicy = policy }
        if let trigger = read.validationTrigger { form.validationTrigger = trigger }
        let suggester = NameSuggester(form.rowsByTag.keys)
        for reference in pendingTagReferences where form.row(tag: reference.tag) == nil {
            report(
                .unknownTag(reference.tag, suggestion: suggester.nearest(to: reference.tag)),
                path: reference.path, offset: reference.offset)
        }
        guard hasConditions || read.disabled != nil, form.mayHaveConditionDiagnostics() else { return }
        let diagnostics = form.conditionDiagnostics
        guard !diagnostics.isEmpty else { return }
        // Sites name owners as the condition graph does; map each to its place in the document.
        // Two rows may share a name (a duplicated tag, already an error): each is a candidate.
        let documentPaths = Dictionary(documentPaths.lazy.map { ($0.object, $0.path) }, uniquingKeysWith: { $1 })
        var owners: [String: [[DefinitionPath.Component]]] = ["form": [[]]]
        for (s, section) in form.sections.enumerated() {
            owners[section.tag.map { "section '\($0)'" } ?? "section \(s)", default: []].append(
                documentPaths[ObjectIdentifier(section)].map(keptPath) ?? [.key("sections"), .index(s)])
            for (r, row) in section.rows.enumerated() {
                owners[row.tag.map { "row '\($0)'" } ?? row.describeForError(), default: []].append(
                    documentPaths[ObjectIdentifier(row)].map(keptPath) ?? [
                        .key("sections"), .index(s), .key("rows"), .index(r),
                    ])
            }
        }
        for (name, path) in nestedRowPaths { owners[name, default: []].append(keptPath(path)) }
        for diagnostic in diagnostics {
            guard let site = diagnostic.site, let candidates = owners[site.owner], !candidates.isEmpty else {
                report(.condition(diagnostic), path: DefinitionPath(), offset: root.offset)
                continue
            }
            let paths = candidates.map { DefinitionPath($0 + [.key(site.property.rawValue)]) }
            let path = paths.first { root.node(at: $0) != nil } ?? paths[0]
            report(.condition(diagnostic), path: path, offset: nearestOffset(of: path, in: root))
        }
    }

    /// The offset of the node at `path`, or of its nearest ancestor in the document.
    private func nearestOffset(of path: DefinitionPath, in root: JSONNode) -> Int {
        var components = path.components
        while !components.isEmpty {
            if let node = root.node(at: DefinitionPath(components)) { return node.offset }
            components.removeLast()
        }
        return root.offset
    }
}
