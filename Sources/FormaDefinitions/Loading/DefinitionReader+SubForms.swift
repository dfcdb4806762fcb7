import FormaCore

/// Sub-forms in definitions: a `subForm` row's sections (given in place, or a named form of
/// the document's `forms`), and repeatable sections, whose item is a template of sections.
extension DefinitionReader {
    static let namedFormKeys = ["sections"]
    static let repeatableKeys = [
        "tag", "itemTitle", "addTitle", "presentation", "minItems", "maxItems", "sections", "form", "items",
    ]
    static let presentations: [(String, Bool)] = [("pushed", false), ("inline", true)]

    /// Reads the document's `forms`: each named form is read once where it is written, so
    /// that its problems are reported there, and kept for the rows that name it.
    func readNamedForms(_ node: JSONNode) {
        guard let object = object(node, expected: "an object of named forms") else { return }
        for member in object.members {
            namedForms[member.key] = member.value
            namedFormOrder.append(member.key)
        }
        at(.key("forms")) {
            for member in object.members {
                at(.key(member.key)) {
                    formStack = [member.key]
                    defer { formStack = [] }
                    let saved = (place.tags, tagScope)
                    tagScope = "forms." + member.key + "."
                    defer { (place.tags, tagScope) = saved }
                    guard let formObject = self.object(member.value, expected: "a form object") else { return }
                    checkKeys(formObject, allowed: Self.namedFormKeys)
                    _ = readSubFormSections(formObject, depth: 1)
                }
            }
        }
    }

    /// The sections of a sub-form's object (its `sections`, or the named form its `form`
    /// names), read one sub-form level deeper; `nil` (reported) when they cannot be read.
    func readSubFormSections(_ object: JSONObject, depth: Int) -> [Section]? {
        if object["sections"] != nil, object["form"] != nil {
            report(.conflictingKeys("sections", "form"), at: object["form"]?.offset ?? object.node.offset, key: "form")
            return nil
        }
        if let name = string(object, "form"), let nameNode = object["form"] {
            return readNamedForm(name, at: nameNode, depth: depth)
        }
        guard required(object, "sections") != nil, let items = array(object, "sections") else { return nil }
        guard depth <= SubFormRow.maximumDepth else {
            report(
                .subFormTooDeep(limit: SubFormRow.maximumDepth), at: object["sections"]?.offset ?? 0, key: "sections")
            return nil
        }
        let savedDepth = subFormDepth
        subFormDepth = depth
        defer { subFormDepth = savedDepth }
        var sections: [Section] = []
        at(.key("sections")) {
            for (i, item) in items.enumerated() {
                at(.index(i)) {
                    if let section = readSection(item) { sections.append(section) }
                }
            }
        }
        return sections
    }

    /// A named form's sections, read quietly (its problems were reported where it is written),
    /// after checking that it exists, does not hold itself and is not nested too deep here.
    private func readNamedForm(_ name: String, at node: JSONNode, depth: Int) -> [Section]? {
        guard let formNode = namedForms[name] else {
            report(
                .unknownForm(name, suggestion: EditDistance.nearest(to: name, in: Array(namedForms.keys))),
                at: node.offset, key: "form")
            return nil
        }
        if let first = formStack.firstIndex(of: name) {
            report(.subFormCycle(Array(formStack[first...]) + [name]), at: node.offset, key: "form")
            return nil
        }
        guard let height = height(ofForm: name, visiting: []) else {
            // A cycle is reported once, while reading the first of its forms in the document.
            if let top = formStack.first, let path = referencePath(from: name, to: top),
                let first = namedFormOrder.firstIndex(of: top),
                path.allSatisfy({ (namedFormOrder.firstIndex(of: $0) ?? .max) >= first })
            {
                report(.subFormCycle([top] + path), at: node.offset, key: "form")
            }
            return nil
        }
        guard depth + height <= SubFormRow.maximumDepth else {
            report(.subFormTooDeep(limit: SubFormRow.maximumDepth), at: node.offset, key: "form")
            return nil
        }
        guard case .array(let items)? = formNode["sections"]?.value else { return nil }
        let copy = quietCopy()
        copy.formStack.append(name)
        copy.subFormDepth = depth
        copy.tagScope = tagScope
        return items.compactMap { copy.readSection($0) }
    }

    /// How many levels of sub-forms a named form holds below its own, following the forms
    /// it names; `nil` when it holds itself.
    /// - Complexity: O(n) in the document's nodes, each named form measured once.
    func height(ofForm name: String, visiting: Set<String>) -> Int? {
        if let known = formHeights[name] { return known }
        guard !visiting.contains(name), let node = namedForms[name] else { return visiting.contains(name) ? nil : 0 }
        let measured = height(ofSections: node["sections"], visiting: visiting.union([name]))
        formHeights[name] = .some(measured)
        return measured
    }

    /// The names from `start` to `target` following the forms each names, if `target` is
    /// reachable; breadth first, each form visited once.
    private func referencePath(from start: String, to target: String) -> [String]? {
        var parent: [String: String] = [start: start]
        var queue = [start]
        var next = 0
        while next < queue.count {
            let name = queue[next]
            next += 1
            if name == target {
                var path = [name]
                var current = name
                while current != start, let up = parent[current] {
                    path.append(up)
                    current = up
                }
                return path.reversed()
            }
            for named in formsNamed(in: namedForms[name]?["sections"]) where parent[named] == nil {
                parent[named] = name
                queue.append(named)
            }
        }
        return nil
    }

    /// The forms a `sections` array names, its sub-forms' sections searched too.
    private func formsNamed(in node: JSONNode?) -> [String] {
        guard case .array(let sections)? = node?.value else { return [] }
        var names: [String] = []
        for section in sections {
            var holders: [JSONNode] = []
            if let repeatable = section["repeatable"] { holders.append(repeatable) }
            if case .array(let rows)? = section["rows"]?.value {
                holders += rows.filter { $0["kind"]?.string == RowKind.subForm.rawValue }
            }
            for holder in holders {
                if let name = holder["form"]?.string { names.append(name) }
                names += formsNamed(in: holder["sections"])
            }
        }
        return names
    }

    /// The levels of sub-forms inside a `sections` array (0 when none); `nil` for a cycle.
    private func height(ofSections node: JSONNode?, visiting: Set<String>) -> Int? {
        guard case .array(let sections)? = node?.value else { return 0 }
        var tallest = 0
        for section in sections {
            var holders: [JSONNode] = []
            if let repeatable = section["repeatable"] { holders.append(repeatable) }
            if case .array(let rows)? = section["rows"]?.value {
                holders += rows.filter { $0["kind"]?.string == RowKind.subForm.rawValue }
            }
            for holder in holders {
                let inner: Int?
                if let name = holder["form"]?.string {
                    inner = namedForms[name] == nil ? 0 : height(ofForm: name, visiting: visiting)
                } else {
                    inner = height(ofSections: holder["sections"], visiting: visiting)
                }
                guard let inner else { return nil }
                tallest = max(tallest, inner + 1)
            }
        }
        return tallest
    }

    /// Reads a `subForm` row's sections, its rows' tags scoped under the row's.
    func readSubFormRow(_ object: JSONObject, tag: String?) -> SubFormRow? {
        let saved = (tagScope, rowNamePrefix)
        defer { (tagScope, rowNamePrefix) = saved }
        if let tag {
            tagScope += tag + "."
            rowNamePrefix += tag + "."
        } else {
            // An untagged sub-form's rows go by their own tags, within it only.
            tagScope += "#\(keepPath())."
            rowNamePrefix = ""
        }
        guard let sections = readSubFormSections(object, depth: subFormDepth + 1) else { return nil }
        let inline = word(object, "presentation", Self.presentations) ?? false
        return SubFormRow(tag, inline: inline) { sections }
    }

    /// Reads a section's `repeatable`: the item template, its settings and initial items.
    func readRepeatable(_ node: JSONNode, into section: Section) {
        guard let object = object(node, expected: "a repeatable object") else { return }
        checkKeys(object, allowed: Self.repeatableKeys)
        guard required(object, "tag") != nil, let tag = string(object, "tag"), let tagNode = object["tag"] else {
            return
        }
        claimTag(tag, at: tagNode.offset)
        let itemTitle = string(object, "itemTitle")
        let addTitle = string(object, "addTitle")
        let inline = word(object, "presentation", Self.presentations) ?? true
        let minimum = integer(object, "minItems", in: 0...10_000)
        let maximum = integer(object, "maxItems", in: 1...10_000)
        if let minimum, let maximum, minimum > maximum {
            report(
                .boundsReversed(minimum: String(minimum), maximum: String(maximum)),
                at: object["minItems"]?.offset ?? node.offset, key: "minItems")
        }
        let depth = subFormDepth + 1
        let saved = (tagScope, rowNamePrefix)
        tagScope += tag + "[]."
        rowNamePrefix = ""
        let prototype = readSubFormSections(object, depth: depth)
        (tagScope, rowNamePrefix) = saved
        guard prototype != nil else { return }
        // The sections are read again for each item, quietly: they were checked above.
        let copies = quietCopies()
        let members = object
        let makeSections = { () -> [Section] in copies().readSubFormSections(members, depth: depth) ?? [] }
        section.multivaluedTag = tag
        section.multivalued = [.insert, .delete, .reorder]
        section.insertMode = .addButton(title: addTitle ?? "Add")
        section.makeRow = { _ in Section.makeItem(title: itemTitle, inline: inline, makeSections) }
        section.itemLimits = SectionItemLimits(minimum: minimum ?? 0, maximum: maximum)
        section.definitionTemplate = .repeatable(
            JSONNode(.object(canonicalRepeatable(object, tag: tag, inline: inline, minimum: minimum, maximum: maximum)))
        )
        readItems(object, into: section, minimum: minimum ?? 0, maximum: maximum)
    }

    /// The repeatable object as written back: settings in order, defaults left out, without
    /// its sections (written from an item) and items (written from the values).
    private func canonicalRepeatable(
        _ object: JSONObject, tag: String, inline: Bool, minimum: Int?, maximum: Int?
    ) -> [JSONMember] {
        var members = [JSONMember("tag", JSONNode(.string(tag)))]
        for key in ["itemTitle", "addTitle"] {
            if let text = object[key]?.string { members.append(JSONMember(key, JSONNode(.string(text)))) }
        }
        if !inline { members.append(JSONMember("presentation", JSONNode(.string("pushed")))) }
        if let minimum, minimum > 0 { members.append(JSONMember("minItems", JSONNode(.int(minimum)))) }
        if let maximum { members.append(JSONMember("maxItems", JSONNode(.int(maximum)))) }
        if let name = object["form"]?.string { members.append(JSONMember("form", JSONNode(.string(name)))) }
        return members
    }

    /// Makes the initial items (at least `minItems`), each set from its object.
    private func readItems(_ object: JSONObject, into section: Section, minimum: Int, maximum: Int?) {
        var values: [(FormValue, offset: Int)] = []
        if let itemsNode = object["items"], let items = array(object, "items") {
            if let maximum, items.count > maximum {
                report(.tooManyItems(count: items.count, limit: maximum), at: itemsNode.offset, key: "items")
                return
            }
            at(.key("items")) {
                for (i, item) in items.enumerated() {
                    guard let value = item.formValue else {
                        at(.index(i)) { report(.numberOutOfRange("in the item"), at: item.offset) }
                        continue
                    }
                    values.append((value, item.offset))
                }
            }
        }
        while values.count < minimum { values.append((.object(FormValues()), object.node.offset)) }
        guard let makeRow = section.makeRow else { return }
        var made: [FormRow] = []
        for (i, (value, offset)) in values.enumerated() {
            let item = makeRow(i)
            do {
                try item.setFormValue(value)
            } catch let error as ValueError {
                at(.key("items")) { at(.index(i)) { report(.valueMismatch(error.reason), at: offset) } }
                continue
            } catch {
                continue
            }
            made.append(item)
        }
        do {
            try section.append(contentsOf: made)
        } catch {
            report(.valueMismatch(.notSettable(rowType: "repeatable section")), at: object.node.offset, key: "items")
        }
    }
}
