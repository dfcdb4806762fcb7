extension Section: CustomReflectable {
    /// What `dump(_:)`, `Mirror(reflecting:)` and debuggers show of a section: its tag,
    /// header, footer, state and rows, each row as its own mirror shows it (secret values
    /// masked).
    ///
    /// ```swift
    /// dump(section)   // ▿ Section … - rows: ▿ 1 element ▿ PasswordRow … - value: "••••••"
    /// ```
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "tag": tag as Any, "header": header as Any, "footer": footer as Any,
                "multivaluedTag": multivaluedTag as Any, "isHidden": isHidden, "rows": rows,
            ],
            displayStyle: .class)
    }
}
