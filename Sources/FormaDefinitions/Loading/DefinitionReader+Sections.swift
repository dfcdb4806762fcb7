import FormaCore

extension DefinitionReader {
    static let sectionKeys = [
        "title", "footer", "tag", "collapsible", "collapsed", "hidden", "disabled", "multivalued", "repeatable",
        "rows",
    ]
    static let multivaluedKeys = ["options", "insertMode", "addTitle", "tag", "template"]
    static let multivaluedOptions: [(String, MultivaluedOptions)] = [
        ("insert", .insert), ("delete", .delete), ("reorder", .reorder),
    ]

    /// Reads a section and its rows.
    func readSection(_ node: JSONNode) -> Section? {
        guard let object = object(node, expected: "a section object") else { return nil }
        checkKeys(object, allowed: Self.sectionKeys)
        let tag = string(object, "tag")
        if let tag, let tagNode = object["tag"] { claimTag(tag, at: tagNode.offset) }
        var rows: [FormRow] = []
        // The rows' nodes are for a template naming one of them.
        let keepsRowNodes = object["multivalued"] != nil
        var rowNodes: [JSONNode] = []
        if let items = array(object, "rows") {
            rows.reserveCapacity(items.count)
            if keepsRowNodes { rowNodes.reserveCapacity(items.count) }
            at(.key("rows")) {
                for (i, item) in items.enumerated() {
                    at(.index(i)) {
                        if let row = readRow(item) {
                            let kept = keepPath()
                            documentPaths.append((ObjectIdentifier(row), kept))
                            if subFormDepth > 0, let tag = row.tag {
                                nestedRowPaths.append(("row '\(rowNamePrefix + tag)'", kept))
                            }
                            rows.append(row)
                            if keepsRowNodes { rowNodes.append(item) }
                        }
                    }
                }
            }
        }
        let section = Section(string(object, "title"), footer: string(object, "footer"), tag: tag) { rows }
        documentPaths.append((ObjectIdentifier(section), keepPath()))
        if let collapsible = bool(object, "collapsible") { section.isCollapsible = collapsible }
        if let collapsed = bool(object, "collapsed") { section.isCollapsed = collapsed }
        if let c = condition(object, "hidden") { section.hidden = c }
        if let c = condition(object, "disabled") { section.disabled = c }
        if let repeatable = object["repeatable"] {
            for key in ["rows", "multivalued"] where object[key] != nil {
                report(.conflictingKeys("repeatable", key), at: object[key]?.offset ?? node.offset, key: key)
            }
            at(.key("repeatable")) { readRepeatable(repeatable, into: section) }
        } else if let multivalued = object["multivalued"] {
            at(.key("multivalued")) { readMultivalued(multivalued, into: section, rowNodes: rowNodes) }
        }
        return section
    }

    private func readMultivalued(_ node: JSONNode, into section: Section, rowNodes: [JSONNode]) {
        guard let object = object(node, expected: "a multivalued object") else { return }
        checkKeys(object, allowed: Self.multivaluedKeys)
        var options: MultivaluedOptions = []
        if let items = array(object, "options") {
            at(.key("options")) {
                for (i, item) in items.enumerated() {
                    guard let word = item.string else {
                        at(.index(i)) {
                            report(.wrongType(expected: "a string", found: item.typeName), at: item.offset)
                        }
                        continue
                    }
                    if let option = Self.multivaluedOptions.first(where: { $0.0 == word }) {
                        options.insert(option.1)
                    } else {
                        let names = Self.multivaluedOptions.map(\.0)
                        at(.index(i)) {
                            report(
                                .unknownValue(
                                    word, expected: names, suggestion: EditDistance.nearest(to: word, in: names)),
                                at: item.offset)
                        }
                    }
                }
            }
        }
        section.multivalued = options
        let mode = word(object, "insertMode", [("addButton", true), ("lastRow", false)]) ?? true
        section.insertMode = mode ? .addButton(title: string(object, "addTitle") ?? "Add") : .lastRow
        if let tag = string(object, "tag"), let tagNode = object["tag"] {
            claimTag(tag, at: tagNode.offset, key: "tag")
            section.multivaluedTag = tag
        }
        guard let templateNode = object["template"] else { return }
        let template: SectionTemplate
        let rowNode: JSONNode
        switch templateNode.value {
        case .string(let name):
            let tagged = rowNodes.filter { $0["tag"]?.string != nil }
            guard let found = tagged.first(where: { $0["tag"]?.string == name }) else {
                let names = tagged.compactMap { $0["tag"]?.string }
                report(
                    .templateNotFound(name, suggestion: EditDistance.nearest(to: name, in: names)),
                    at: templateNode.offset, key: "template")
                return
            }
            template = .named(name, found)
            // Copies start empty: the named row's value is its own.
            if case .object(let members) = found.value {
                rowNode = JSONNode(.object(members.filter { $0.key != "value" }), offset: found.offset)
            } else {
                rowNode = found
            }
        case .object:
            guard at(.key("template"), { readRow(templateNode, tags: .forbid) }) != nil else { return }
            template = .row(templateNode)
            rowNode = templateNode
        default:
            report(
                .wrongType(expected: "a row object or the tag of a row", found: templateNode.typeName),
                at: templateNode.offset, key: "template")
            return
        }
        section.definitionTemplate = template
        let copies = quietCopies()
        section.makeRow = { _ in
            // Checked when the definition was read, so this reading reports nothing new.
            copies().readRow(rowNode, tags: .ignore) ?? TextRow(tag: nil)
        }
    }
}
