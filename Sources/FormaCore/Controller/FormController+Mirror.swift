extension FormController: CustomReflectable {
    /// What `dump(_:)` and debuggers show of a controller: its form (secret values masked),
    /// the rows focused and expanded, and the snapshot the table shows. Drafts of typed text
    /// and cached presentations, which may hold a password being typed, are left out.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "form": form, "focusedRow": focusedRow as Any, "expandedRow": expandedRow as Any,
                "snapshot": snapshot,
            ],
            displayStyle: .class)
    }
}
