import FormaCore

extension KindCodec {
    static var controlCodecs: [KindCodec] {
        [
            plain(.switch, SwitchRow.self), plain(.check, CheckRow.self), plain(.label, LabelRow.self),
            plain(.info, InfoRow.self), bounded(.slider, SliderRow.self), bounded(.stepper, StepperRow.self),
            KindCodec(
                name: RowKind.button.rawValue, traits: [],
                read: { _, _, tag in ButtonRow(tag: tag) },
                write: { row in
                    guard let button = row as? ButtonRow, button.tapHandlers.isEmpty else {
                        return .failure(DescribeFailure(reason: "a tap action (a closure)"))
                    }
                    return .success([])
                }),
        ]
    }

    /// A slider or stepper: bounds and step.
    static func bounded<R: BoundedNumberRow & RowConfigurable>(_ kind: RowKind, _ type: R.Type) -> KindCodec {
        KindCodec(
            name: kind.rawValue, traits: ["minimum", "maximum", "step"],
            read: { reader, object, tag in
                let row = R(tag: tag)
                if let v = reader.number(object, "minimum") { row.minimum = v }
                if let v = reader.number(object, "maximum") { row.maximum = v }
                if row.minimum > row.maximum {
                    reader.report(
                        .boundsReversed(minimum: number(row.minimum), maximum: number(row.maximum)),
                        at: object["minimum"]?.offset ?? object.node.offset, key: "minimum")
                }
                if let v = reader.number(object, "step") {
                    if v < 0, let node = object["step"] {
                        reader.report(
                            .numberOutOfRange("\(number(v)) (a step is 0 or more)"), at: node.offset, key: "step")
                    } else {
                        row.step = v
                    }
                }
                return row
            },
            write: { row in
                guard let row = row as? R else { return .failure(DescribeFailure(reason: "not a \(kind) row")) }
                if row.formatter != nil { return .failure(DescribeFailure(reason: "a value formatter (a closure)")) }
                var members: [JSONMember] = []
                if row.minimum != 0 { members += member("minimum", numberNode(row.minimum)) }
                if row.maximum != 100 { members += member("maximum", numberNode(row.maximum)) }
                if row.step != 1 { members += member("step", numberNode(row.step)) }
                return .success(members)
            })
    }

    /// A number as a definition writes it: whole numbers without a fraction.
    static func numberNode(_ value: Double) -> JSONNode.Value {
        value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
