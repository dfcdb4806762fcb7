import FormaCore

extension ThreeLvisImport {
    /// Values in 3lvis Form's shape: each field of each item of a dynamic section under its
    /// own key, `companies[0].name`, as `FORMDataSource.values` gives them (empty fields as
    /// `null`). Other values are as they are.
    ///
    /// ```swift
    /// ThreeLvisImport.threeLvisValues(["companies": [["name": "Hyper", "phone": nil]]])
    /// // ["companies[0].name": "Hyper", "companies[0].phone": null]
    /// ```
    public static func threeLvisValues(_ values: FormValues) -> FormValues {
        var flat = FormValues()
        for (key, value) in values {
            guard let items = records(value) else {
                flat[key] = value
                continue
            }
            for (index, item) in items.enumerated() {
                for (field, fieldValue) in item { flat["\(key)[\(index)].\(field)"] = fieldValue }
            }
        }
        return flat
    }

    /// Values in Forma's shape from 3lvis Form's: the keys `companies[0].name` become the
    /// items of `companies`, in the order of their indices (as 3lvis Form's initial values
    /// make its dynamic sections' items). Other keys are as they are.
    ///
    /// ```swift
    /// ThreeLvisImport.formaValues(["companies[1].name": "Apple", "companies[0].name": "Hyper"])
    /// // ["companies": [["name": "Hyper"], ["name": "Apple"]]]
    /// ```
    public static func formaValues(_ values: FormValues) -> FormValues {
        var result = FormValues()
        var items: [String: [Int: FormValues]] = [:]
        for (key, value) in values {
            guard let (name, index, field) = itemKey(key) else {
                result[key] = value
                continue
            }
            if items[name] == nil { result[name] = .null } // keeps the first key's place
            items[name, default: [:]][index, default: FormValues()][field] = value
        }
        for (name, byIndex) in items {
            result[name] = .array(byIndex.keys.sorted().compactMap { byIndex[$0].map(FormValue.object) })
        }
        return result
    }

    /// The items of a value that is a non-empty array of objects.
    private static func records(_ value: FormValue) -> [FormValues]? {
        guard case .array(let elements) = value, !elements.isEmpty else { return nil }
        var items: [FormValues] = []
        for element in elements {
            guard case .object(let item) = element else { return nil }
            items.append(item)
        }
        return items
    }

    /// `companies[3].name` as its parts; `nil` for another key.
    static func itemKey(_ key: String) -> (name: String, index: Int, field: String)? {
        guard let open = key.firstIndex(of: "["), open > key.startIndex,
            let close = key[open...].firstIndex(of: "]"), key[close...].hasPrefix("].")
        else { return nil }
        let digits = key[key.index(after: open)..<close]
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let index = Int(digits)
        else { return nil }
        let field = String(key[key.index(close, offsetBy: 2)...])
        guard !field.isEmpty else { return nil }
        return (String(key[..<open]), index, field)
    }
}

/// The values of the items removed from a form's repeatable sections, in 3lvis Form's shape
/// (its `removedValues`): each removed item's fields under `companies[N].name`, N counting
/// the items removed from that section so far.
///
/// ```swift
/// let form = try #require(ThreeLvisImport(json: text).load().form)
/// let removed = ThreeLvisRemovedValues(form: form)
/// // … the person removes the first company …
/// removed.values   // ["companies[0].name": "Hyper", "companies[0].phone": null]
/// ```
public final class ThreeLvisRemovedValues {
    /// The removed items' values, in the order they were removed.
    public private(set) var values = FormValues()
    private weak var form: Form?
    /// Each item's section key and values after the last transaction, by row.
    private var known: [RowID: (key: String, fields: FormValues)] = [:]
    private var removedCounts: [String: Int] = [:]
    private var observation: FormObservation?

    /// Starts keeping the items removed from `form` from now on.
    public init(form: Form) {
        self.form = form
        remember()
        observation = form.observe(for: self) { removed, transaction in removed.note(transaction) }
    }

    /// Forgets the items removed so far (3lvis Form's `resetRemovedValues`).
    public func reset() {
        values = FormValues()
        removedCounts = [:]
    }

    private func note(_ transaction: FormTransaction) {
        for change in transaction.changes {
            guard case .rowRemoved(let id, _) = change, let item = known[id] else { continue }
            let index = removedCounts[item.key, default: 0]
            removedCounts[item.key] = index + 1
            for (field, value) in item.fields { values["\(item.key)[\(index)].\(field)"] = value }
        }
        remember()
    }

    /// Notes every item's values as they are now.
    private func remember() {
        known = [:]
        guard let form else { return }
        for section in form.sections {
            guard let key = section.multivaluedTag else { continue }
            for row in section.rows {
                guard row is SubFormRow, case .object(let fields) = row.formValue else { continue }
                known[row.id] = (key, fields)
            }
        }
    }
}
