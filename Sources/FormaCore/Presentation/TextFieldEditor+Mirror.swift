extension TextFieldEditor: CustomReflectable {
    /// What `dump(_:)` and debuggers show of a text field: its text masked as `"••••••"` when
    /// the field is secure (a password's), so a dumped presentation never shows a secret.
    /// ``text`` itself holds the real text for the renderer.
    package var customMirror: Mirror {
        let shown = traits.isSecure && !text.isEmpty ? FormValue.secretMask : text
        return Mirror(
            self,
            children: ["text": shown, "traits": traits, "formatterMode": formatterMode, "isDraft": isDraft],
            displayStyle: .struct)
    }
}
