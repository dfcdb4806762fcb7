extension FormRow: CustomReflectable {
    /// What `dump(_:)`, `Mirror(reflecting:)` and debuggers show of a row: its type, tag,
    /// title, value and state. A secret row's value (a password's) shows as `"••••••"`;
    /// read ``formValue`` or the typed `value` to get it.
    ///
    /// ```swift
    /// dump(PasswordRow("password") { $0.value = "hunter2" })
    /// // ▿ PasswordRow "password" = ••••••
    /// //   - value: "••••••"
    /// ```
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "type": typeName, "tag": tag as Any, "title": title as Any, "value": redactedFormValue,
                "isSecret": isSecret, "isHidden": isHidden, "isDisabled": isDisabled,
            ],
            displayStyle: .class)
    }
}
