import FormaCore

extension KindCodec {
    /// A sub-form row (its sections, in place or a named form) and a row that opens a screen
    /// of the app's own.
    static var subFormCodecs: [KindCodec] {
        [
            KindCodec(
                name: RowKind.subForm.rawValue, traits: ["presentation", "form", "sections"],
                read: { reader, object, tag in reader.readSubFormRow(object, tag: tag) },
                write: { row in
                    guard let subForm = row as? SubFormRow else {
                        return .failure(DescribeFailure(reason: "not a sub-form row"))
                    }
                    // The sections are written by the definition writer, which knows their path.
                    return .success(
                        subForm.presentation == .inline ? [JSONMember("presentation", JSONNode(.string("inline")))] : []
                    )
                }),
            plain(.appScreen, AppScreenRow.self),
        ]
    }
}
