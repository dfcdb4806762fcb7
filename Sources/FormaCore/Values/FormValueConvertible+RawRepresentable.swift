/// Enums with `String` or `Int` raw values (any raw value that is itself convertible) need
/// no hand-written conversion: declaring the conformance is enough, and the form reports
/// the raw value.
///
/// ```swift
/// enum Size: String, CaseIterable, FormValueConvertible { case small, medium, large }
/// PushRow<Size>("size")   // options: small, medium, large — no list to write
/// ```
extension FormValueConvertible where Self: RawRepresentable, RawValue: FormValueConvertible {
    public var formValue: FormValue { rawValue.formValue }

    public init?(formValue: FormValue) {
        guard let raw = RawValue(formValue: formValue), let value = Self(rawValue: raw) else { return nil }
        self = value
    }

    public static var expectedKind: FormValueKind { RawValue.expectedKind }
}
