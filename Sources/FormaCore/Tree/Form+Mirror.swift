extension Form: CustomReflectable {
    /// What `dump(_:)`, `Mirror(reflecting:)` and debuggers show of a form: its title, state
    /// and sections, with rows as their own mirrors show them (secret values masked). The
    /// form's internals — condition graph, pending changes, caches — are left out, so no path
    /// through the mirror reaches a secret.
    ///
    /// ```swift
    /// dump(form)   // ▿ Form … - sections: … - value: "••••••"
    /// ```
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "title": title as Any, "isDisabled": isDisabled, "hiddenValuePolicy": hiddenValuePolicy,
                "sections": sections,
            ],
            displayStyle: .class)
    }
}
