/// A row's value before and after a change.
///
/// A secret row's values (a password's) never show where a change is printed, dumped or read
/// in passing: ``old`` and ``new`` hold a mask for them, and `description`,
/// `debugDescription`, `dump(_:)` and `Mirror` show only masks. Code that needs the real
/// values asks for them by name, with ``revealedOld`` and ``revealedNew`` — or reads the row.
///
/// ```swift
/// form.observe { transaction in
///     for change in transaction.valueChanges {
///         print(change)          // password: ••• → •••
///         change.new             // .string("••••••")
///         change.revealedNew     // .string("hunter2")
///     }
/// }
/// ```
public struct ValueChange: Sendable, Hashable {
    /// The row.
    public var row: RowID
    /// The row's tag, if any.
    public var tag: String?
    /// `true` for rows whose value must not be shown (passwords): ``old`` and ``new`` are
    /// masked.
    public var isSecret: Bool
    /// The value before, unmasked even for a secret row. Read it only where the secret is
    /// meant to go.
    public var revealedOld: FormValue
    /// The value after, unmasked even for a secret row. Read it only where the secret is
    /// meant to go.
    public var revealedNew: FormValue

    /// Creates a change; `isSecret` masks both values wherever they are shown.
    init(row: RowID, tag: String?, old: FormValue, new: FormValue, isSecret: Bool) {
        self.row = row
        self.tag = tag
        self.isSecret = isSecret
        self.revealedOld = old
        self.revealedNew = new
    }

    /// The value before; for a secret row, `"••••••"` (or `null` if it was empty).
    public var old: FormValue { isSecret ? revealedOld.masked : revealedOld }

    /// The value after; for a secret row, `"••••••"` (or `null` if it is empty).
    public var new: FormValue { isSecret ? revealedNew.masked : revealedNew }
}

extension ValueChange: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `tag: old → new`, or `tag: ••• → •••` for a secret row.
    public var description: String {
        let name = tag ?? row.description
        if isSecret { return "\(name): ••• → •••" }
        return "\(name): \(old) → \(new)"
    }

    /// The same as ``description``: a secret row's values stay masked.
    public var debugDescription: String { description }

    /// The row, tag, masked values and ``isSecret``: what `dump(_:)` and debuggers show.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["row": row, "tag": tag as Any, "old": old, "new": new, "isSecret": isSecret],
            displayStyle: .struct)
    }
}

extension FormValue {
    /// The mask shown in place of a secret value.
    static let secretMask = "••••••"

    /// `null` as it is; anything else as ``secretMask``.
    var masked: FormValue { isNull ? .null : .string(Self.secretMask) }
}
