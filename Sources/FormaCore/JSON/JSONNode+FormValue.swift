extension JSONNode {
    /// The node as a form value; `nil` for a number out of range (the caller reports it).
    package var formValue: FormValue? {
        switch value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .outOfRange: return nil
        case .string(let s): return .string(s)
        case .array(let items):
            var result: [FormValue] = []
            result.reserveCapacity(items.count)
            for item in items {
                guard let value = item.formValue else { return nil }
                result.append(value)
            }
            return .array(result)
        case .object(let members):
            var result = FormValues()
            for member in members {
                guard let value = member.value.formValue else { return nil }
                result[member.key] = value
            }
            return .object(result)
        }
    }

    /// A node made from a form value (dates as ISO 8601 text, as JSON carries them).
    package init(formValue: FormValue) {
        switch formValue {
        case .null: self.init(.null)
        case .bool(let b): self.init(.bool(b))
        case .int(let i): self.init(.int(i))
        case .double(let d): self.init(d.isFinite ? .double(d) : .null)
        case .string(let s): self.init(.string(s))
        case .date(let date): self.init(.string(ISO8601.string(date)))
        case .array(let items): self.init(.array(items.map { JSONNode(formValue: $0) }))
        case .object(let values): self.init(.object(values.map { JSONMember($0.key, JSONNode(formValue: $0.value)) }))
        }
    }
}
