import FormaCore
import Foundation

extension KindCodec {
    static let presentations: [DatePresentation] = [.inline, .popover, .input]

    static var dateCodecs: [KindCodec] {
        [
            date(.date, DateRow.self), date(.time, TimeRow.self), date(.dateTime, DateTimeRow.self),
            KindCodec(
                name: RowKind.countdown.rawValue, traits: ["presentation", "minuteInterval"],
                read: { reader, object, tag in
                    let row = CountDownRow(tag: tag)
                    if let p = reader.trait(object, "presentation", presentations, name: \.rawValue) {
                        row.presentation = p
                    }
                    if let m = reader.integer(object, "minuteInterval", in: 1...30) { row.minuteInterval = m }
                    return row
                },
                write: { row in
                    guard let row = row as? CountDownRow else {
                        return .failure(DescribeFailure(reason: "not a countdown row"))
                    }
                    var members: [JSONMember] = []
                    if row.presentation != .inline {
                        members += member("presentation", .string(row.presentation.rawValue))
                    }
                    if row.minuteInterval != 1 { members += member("minuteInterval", .int(row.minuteInterval)) }
                    return .success(members)
                }),
        ]
    }

    /// A date kind: presentation, bounds and minute interval.
    static func date<R: DatePickerRow & RowConfigurable>(_ kind: RowKind, _ type: R.Type) -> KindCodec {
        KindCodec(
            name: kind.rawValue, traits: ["presentation", "minimumDate", "maximumDate", "minuteInterval"],
            read: { reader, object, tag in
                let row = R(tag: tag)
                if let p = reader.trait(object, "presentation", presentations, name: \.rawValue) {
                    row.presentation = p
                }
                row.minimumDate = reader.date(object, "minimumDate")
                row.maximumDate = reader.date(object, "maximumDate")
                if let low = row.minimumDate, let high = row.maximumDate, low > high, let node = object["minimumDate"] {
                    reader.report(
                        .boundsReversed(minimum: ISO8601.string(low), maximum: ISO8601.string(high)),
                        at: node.offset, key: "minimumDate")
                }
                if let m = reader.integer(object, "minuteInterval", in: 1...30) { row.minuteInterval = m }
                return row
            },
            write: { row in
                guard let row = row as? R else { return .failure(DescribeFailure(reason: "not a \(kind) row")) }
                if row.dateFormatter != nil { return .failure(DescribeFailure(reason: "a date formatter (a closure)")) }
                var members: [JSONMember] = []
                if row.presentation != .inline { members += member("presentation", .string(row.presentation.rawValue)) }
                members += member("minimumDate", row.minimumDate.map { .string(ISO8601.string($0)) })
                members += member("maximumDate", row.maximumDate.map { .string(ISO8601.string($0)) })
                if row.minuteInterval != 1 { members += member("minuteInterval", .int(row.minuteInterval)) }
                return .success(members)
            })
    }
}

extension DefinitionReader {
    /// An ISO 8601 date member.
    func date(_ object: JSONObject, _ key: String) -> Date? {
        guard let text = string(object, key), let node = object[key] else { return nil }
        guard let date = ISO8601.date(text) else {
            report(.wrongType(expected: "an ISO 8601 date", found: "'\(text)'"), at: node.offset, key: key)
            return nil
        }
        return date
    }
}
