import Foundation

extension Form {
    /// The values of the form's tagged rows, in form order, ready for JSON.
    ///
    /// Each tagged row that carries a value reports it under its tag (an empty row as
    /// `null`); a multivalued section with a `multivaluedTag` reports its rows' values as one
    /// array. Hidden rows follow ``hiddenValuePolicy`` unless `includeHidden` says otherwise.
    ///
    /// ```swift
    /// form.values().jsonString()
    /// // {"title":"Lunch","allDay":false,"phones":["555-0100"]}
    /// ```
    /// Pass `redactingSecrets: true` to mask the values of secret rows (passwords) as
    /// `"••••••"`, for logs and displays.
    ///
    /// - Complexity: O(n) in the number of rows.
    public func values(includeHidden: Bool? = nil, redactingSecrets: Bool = false) -> FormValues {
        let include = includeHidden ?? (hiddenValuePolicy == .include)
        var result = FormValues()
        result.reserveCapacity(rowsByTag.count)
        for section in sections {
            let sectionHidden = section.isHidden
            if sectionHidden && !include { continue }
            if let key = section.multivaluedTag {
                var items: [FormValue] = []
                for row in section.rows where row.hasValue && (include || !row.isHidden) {
                    items.append(SubFormRow.value(of: row, includeHidden: include, redacting: redactingSecrets))
                }
                result.appendNew(key, .array(items))
                continue
            }
            for row in section.rows {
                guard let tag = row.tag, row.hasValue, include || !row.isHidden else { continue }
                result.appendNew(tag, SubFormRow.value(of: row, includeHidden: include, redacting: redactingSecrets))
            }
        }
        return result
    }

    /// Sets the values of rows by tag, in one transaction, and reports every entry it could
    /// not use — the rest are set.
    ///
    /// Under ``HiddenValuePolicy/clearWhenHidden`` the values are all set first, conditions
    /// follow, and then every row hidden at the end is cleared if it was given a value or
    /// was visible before: the result does not depend on the order of the keys.
    ///
    /// ```swift
    /// let report = form.setValues(["title": "Lunch", "alarm": true, "age": "ten"])
    /// report.failures   // 'alarm': unknown tag; did you mean 'alert'?  'age' expects int, got string
    /// ```
    /// A call past ``FormValue/Limits`` — more than 10,000 entries, a key or a value too
    /// large, more than 16 MiB in all — sets nothing and reports the one limit passed.
    @discardableResult
    public func setValues(_ values: FormValues) -> SetValuesReport {
        var limits = ValueLimitCheck()
        if let error = limits.error(in: values) { return SetValuesReport(failures: [error]) }
        var failures: [ValueError] = []
        transaction {
            settlingVisibility {
                for (key, value) in values {
                    do {
                        try setValue(value, forTag: key)
                    } catch let error as ValueError {
                        failures.append(error)
                    } catch {
                        failures.append(ValueError(tag: key, reason: .notSettable(rowType: "\(error)")))
                    }
                }
            } given: {
                values.keys.flatMap { key -> [FormRow] in
                    if let row = rowsByTag[key] { return [row] }
                    return sections.first { $0.multivaluedTag == key }?.rows ?? []
                }
            }
        }
        return SetValuesReport(failures: failures)
    }

    /// Sets the value of one row (or of a multivalued section) by tag.
    /// - Throws: ``ValueError`` for an unknown tag, a value of the wrong kind, or a key or
    ///   value past ``FormValue/Limits``.
    public func setValue(_ value: FormValue, forTag tag: String) throws {
        if let error = ValueLimitCheck.keyError(tag) { throw error }
        if let row = rowsByTag[tag] {
            try row.setFormValue(value)
            return
        }
        if let section = sections.first(where: { $0.multivaluedTag == tag }) {
            var limits = ValueLimitCheck()
            if let error = limits.error(in: value, at: tag) { throw error }
            try section.setMultivaluedValues(value, tag: tag)
            return
        }
        let candidates = tags + sections.compactMap(\.multivaluedTag)
        throw ValueError(tag: tag, reason: .unknownTag(suggestion: EditDistance.nearest(to: tag, in: candidates)))
    }

    /// Sets the form's values from an `Encodable` model: each stored property goes to the
    /// row whose tag is the property's coding key.
    ///
    /// ```swift
    /// struct Event: Codable { var title: String; var allDay: Bool }
    /// try form.setValues(from: Event(title: "Lunch", allDay: false))
    /// ```
    /// - Returns: what could not be set (properties without a row, wrong types).
    /// - Throws: ``FormError/coding(_:)`` if the model does not encode to an object.
    @discardableResult
    public func setValues<Model: Encodable>(from model: Model) throws -> SetValuesReport {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISO8601.string(date))
        }
        let text: String
        do {
            text = String(decoding: try encoder.encode(model), as: UTF8.self)
        } catch {
            throw FormError.coding("could not encode \(Model.self): \(error)")
        }
        let encoded: FormValue
        do {
            encoded = try FormValue(json: text)
        } catch {
            throw FormError.coding("could not read \(Model.self) as form values: \(error)")
        }
        guard case .object(let values) = encoded else {
            throw FormError.coding("\(Model.self) does not encode to an object of named values")
        }
        return setValues(values)
    }

    /// Decodes a model from the form's values (as `values()` reports them).
    ///
    /// ```swift
    /// struct Event: Decodable { var title: String?; var allDay: Bool }
    /// let event = try form.decode(Event.self)
    /// ```
    /// - Throws: ``FormError/coding(_:)`` naming the property that did not fit.
    public func decode<Model: Decodable>(_ type: Model.Type, includeHidden: Bool? = nil) throws -> Model {
        var values = values(includeHidden: includeHidden)
        let data = Data(values.jsonString().utf8)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ISO8601.date(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date: \(text)")
            }
            return date
        }
        do {
            return try decoder.decode(Model.self, from: data)
        } catch let error as DecodingError {
            // A sub-form left empty (every value in it null) may stand for a `nil` optional model:
            // decode once more with such objects as `null`, and report the first error if that fails too.
            if Self.collapseEmptyObjects(in: &values) {
                do {
                    return try decoder.decode(Model.self, from: Data(values.jsonString().utf8))
                } catch {
                    // The first error names the row as the form holds it; it is the one reported.
                }
            }
            throw FormError.coding("could not decode \(Model.self): \(Self.describe(error))")
        } catch {
            throw FormError.coding("could not decode \(Model.self): \(error)")
        }
    }

    /// Replaces each nested object whose values are all null (or such objects) by `null`;
    /// `true` when something was replaced.
    static func collapseEmptyObjects(in values: inout FormValues) -> Bool {
        var changed = false
        for key in values.keys {
            guard var value = values[key] else { continue }
            if collapse(&value) {
                values[key] = value
                changed = true
            }
        }
        return changed
    }

    /// Collapses `value` in place; `true` when it changed.
    private static func collapse(_ value: inout FormValue) -> Bool {
        switch value {
        case .object(var members):
            let changed = collapseEmptyObjects(in: &members)
            if members.keys.allSatisfy({ members[$0]?.isNull ?? true }) {
                value = .null
                return true
            }
            if changed { value = .object(members) }
            return changed
        case .array(var items):
            var changed = false
            for i in items.indices where collapse(&items[i]) { changed = true }
            if changed { value = .array(items) }
            return changed
        default:
            return false
        }
    }

    /// A coding path as the form names rows: `travellers[1].name`.
    static func codingPath(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, then last: (any CodingKey)? = nil) -> String {
            codingPath(context.codingPath + (last.map { [$0] } ?? []))
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "no value for '\(path(context, then: key))'"
        case .typeMismatch(let type, let context):
            return "'\(path(context))' is not a \(type)"
        case .valueNotFound(let type, let context):
            return "'\(path(context))' is empty but \(type) is required"
        case .dataCorrupted(let context):
            return "'\(path(context))': \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

/// What `form.setValues(_:)` could not set.
public struct SetValuesReport: Sendable, Equatable, CustomStringConvertible {
    /// One error per entry that was not set, in the order given.
    public var failures: [ValueError]

    package init(failures: [ValueError]) { self.failures = failures }
    /// `true` when every entry was set.
    public var isComplete: Bool { failures.isEmpty }
    public var description: String {
        failures.isEmpty ? "all values set" : failures.map(\.description).joined(separator: "\n")
    }
}

extension Section {
    /// Replaces the values of a multivalued section's rows with the items of an array,
    /// adding rows with ``makeRow`` or removing trailing rows as needed. Every item is
    /// checked first; the change then runs as one throwing transaction, so that nothing is
    /// half-applied even if a row refuses a value after all.
    func setMultivaluedValues(_ value: FormValue, tag: String) throws {
        let items: [FormValue]
        switch value {
        case .array(let array): items = array
        case .null: items = []
        default: throw ValueError(tag: tag, reason: .typeMismatch(expected: .array, found: value.kind))
        }
        if let limits = itemLimits, !limits.allows(items.count) {
            throw ValueError(tag: tag, reason: .outOfBounds(.int(items.count), bounds: limits.description))
        }
        let valueRows = rows.filter(\.hasValue)
        if items.count > valueRows.count, makeRow == nil {
            throw ValueError(tag: tag, reason: .notSettable(rowType: "multivalued section without makeRow"))
        }
        // Check every item first, so a bad one changes nothing.
        var newRows: [FormRow] = []
        for (i, item) in items.enumerated() {
            let row: FormRow
            if i < valueRows.count {
                row = valueRows[i]
            } else if let made = makeRow?(i) {
                // Every made row would carry the same tag; the second one could never join.
                if let rowTag = made.tag {
                    throw ValueError(
                        tag: "\(tag)[\(i)]",
                        reason: .notSettable(rowType: "row made by makeRow carries the tag '\(rowTag)'")
                    )
                }
                row = made
                newRows.append(made)
            } else {
                continue
            }
            do {
                try row.checkFormValue(item)
            } catch let error as ValueError {
                throw ValueError(tag: "\(tag)[\(i)]", reason: error.reason)
            }
        }
        let apply = {
            for (i, row) in (valueRows.prefix(items.count) + newRows).enumerated() {
                do {
                    try row.setFormValue(items[i])
                } catch let error as ValueError {
                    throw ValueError(tag: "\(tag)[\(i)]", reason: error.reason)
                }
            }
            try self.append(contentsOf: newRows)
            for row in valueRows.dropFirst(items.count) { try self.remove(row) }
        }
        if let form { try form.transaction(apply) } else { try apply() }
    }
}
