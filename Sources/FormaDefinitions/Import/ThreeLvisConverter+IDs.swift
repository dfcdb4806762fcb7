import FormaCore

extension ThreeLvisConverter {
    /// Collects every field's and section's id before converting, so that targets,
    /// conditions and formulas may name fields that come later in the document.
    func collectIDs(_ groups: [JSONNode]) {
        var count = 0
        for group in groups {
            guard case .array(let sections)? = group["sections"]?.value else { continue }
            for section in sections {
                if case .array(let items)? = section["fields"]?.value { count += items.count }
            }
        }
        fields.reserveCapacity(count)
        for group in groups {
            guard case .array(let sections)? = group["sections"]?.value else { continue }
            for section in sections {
                if let id = section["id"]?.string { sectionIDs.insert(id) }
                guard case .array(let items)? = section["fields"]?.value else { continue }
                for field in items {
                    if let (id, field) = Self.expressionField(field) { fields[id] = field }
                }
            }
        }
    }

    /// A field's id and what expressions need to read it, found in one pass over its members
    /// (the first of a repeated key counts, as in lookups by key); `nil` without a string id.
    private static func expressionField(_ node: JSONNode) -> (String, ThreeLvisExpression.Field)? {
        guard case .object(let members) = node.value else { return nil }
        var id: JSONNode?
        var type: JSONNode?
        var title: JSONNode?
        var values: JSONNode?
        for member in members {
            switch JSONKey(member.key) {
            case "id" where id == nil: id = member.value
            case "type" where type == nil: type = member.value
            case "title" where title == nil: title = member.value
            case "values" where values == nil: values = member.value
            default: break
            }
        }
        guard let id = id?.string else { return nil }
        return (
            id,
            ThreeLvisExpression.Field(
                type: type?.string ?? "text", optionValues: optionValues(values), title: title?.string)
        )
    }

    /// Each option's `id` and `value`, for the options of `values` that have a `value`
    /// (what formulas read).
    private static func optionValues(_ values: JSONNode?) -> [(id: JSONNode, value: JSONNode)] {
        guard case .array(let options)? = values?.value else { return [] }
        var result: [(id: JSONNode, value: JSONNode)] = []
        for option in options {
            if let id = option["id"], let value = option["value"] { result.append((id, value)) }
        }
        return result
    }
}

extension ThreeLvisConverter {
    /// Collects the fields of dynamic sections' templates: `companies[:index].name` is the
    /// field `name` of each item of `companies`. An item's remove button is not a field.
    func collectTemplateIDs() {
        for (section, template) in templates {
            guard case .array(let items)? = template.node["fields"]?.value else { continue }
            let prefix = section + "[:index]."
            for field in items {
                guard let id = field["id"]?.string, id.hasPrefix(prefix), id.count > prefix.count else { continue }
                let local = String(id.dropFirst(prefix.count))
                if local == "remove" { continue }
                templateFields[id] = (section, local)
                fields[id] = ThreeLvisExpression.Field(
                    type: field["type"]?.string ?? "text", optionValues: Self.optionValues(field["values"]))
            }
        }
    }

    /// How a Forma condition reads a field: see ``ThreeLvisExpression/referenceText(_:)``.
    func formaReference(_ id: String) -> String {
        expressions.referenceText(id)
    }
}

/// A 3lvis target that sets a field's value when another field changes: an `update` with a
/// `target_value`, or a `clear`.
struct ThreeLvisAction: Sendable {
    /// The field whose change runs the action.
    var source: String
    /// When the source holds this value (an option's id), or on any change when `nil`.
    var option: FormValue?
    /// The target's own `condition`, as Forma condition text.
    var condition: String?
    /// The field set.
    var target: String
    /// The value set; `nil` clears the field.
    var value: FormValue?

    /// Adds the actions to a loaded form: each runs when its source field's value changes
    /// (to its option, when it has one) and its condition holds, and sets the target field
    /// unless the target is hidden, as 3lvis Form does.
    static func install(_ actions: [ThreeLvisAction], in form: Form) {
        for action in actions {
            guard let source = form.row(tag: action.source) else { continue }
            let condition = action.condition.map { Condition($0) }
            source.changeHandlers.append { [weak form] row in
                guard let form, let target = form.row(tag: action.target), !target.isHidden else { return }
                if let option = action.option, row.formValue != option { return }
                if let condition, form.evaluate(condition) != .bool(true) { return }
                // A value the target cannot hold is 3lvis's to refuse too: it is not set.
                do { try target.setFormValue(action.value ?? .null) } catch { return }
            }
        }
    }
}
