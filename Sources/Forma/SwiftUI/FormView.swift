#if canImport(UIKit) && canImport(SwiftUI)
    import SwiftUI
    import UIKit

    /// A ``Form`` in SwiftUI: a ``FormViewController`` wrapped in a
    /// `UIViewControllerRepresentable`, with the form's values as a binding and a submit action.
    ///
    /// The binding receives the form's values when the view appears and after every change,
    /// so SwiftUI views around the form (a Save button's `disabled`, a summary) update as the
    /// person types. The submit action runs with the values when the form is submitted and
    /// valid: by the return key of the last field, or by ``FormViewController/requestSubmit()`` from a
    /// button row. The form itself stays the source of truth; keep it in `@State` so SwiftUI
    /// does not build a new one on every update. (SwiftUI has a `Form` of its own: in a file
    /// that imports both, name this one `FormaCore.Form`.)
    ///
    /// ```swift
    /// struct NewEventScreen: View {
    ///     @State private var form = EventForm.make()
    ///     @State private var values = FormValues()
    ///
    ///     var body: some View {
    ///         NavigationStack {
    ///             FormView(form, values: $values) { values in save(values) }
    ///                 .navigationTitle("New Event")
    ///                 .toolbar {
    ///                     Button("Save") { save(values) }.disabled(values["title"]?.isNull ?? true)
    ///                 }
    ///         }
    ///     }
    /// }
    /// ```
    public struct FormView: UIViewControllerRepresentable {
        private let form: FormaCore.Form
        private let values: Binding<FormValues>?
        private let isReadOnly: Bool
        private let onSubmit: ((FormValues) -> Void)?
        private let configure: ((FormViewController) -> Void)?

        /// Shows a form.
        ///
        /// - Parameters:
        ///   - form: the form to show.
        ///   - values: receives the form's values on appearance and after every change.
        ///   - isReadOnly: shows the values without letting them change.
        ///   - onSubmit: runs with the values when the form is submitted and valid (the trailing
        ///     closure).
        ///   - configure: runs once on the controller when it is made (register cells, set
        ///     header views).
        ///
        /// ```swift
        /// FormView(form, values: $values, onSubmit: { save($0) }, configure: { $0.cellRegistry.register(kind: .rating, cell: RatingCell.self) })
        /// ```
        public init(
            _ form: FormaCore.Form, values: Binding<FormValues>? = nil, isReadOnly: Bool = false,
            onSubmit: ((FormValues) -> Void)? = nil, configure: ((FormViewController) -> Void)? = nil
        ) {
            self.form = form
            self.values = values
            self.isReadOnly = isReadOnly
            self.configure = configure
            self.onSubmit = onSubmit
        }

        public func makeUIViewController(context: Context) -> FormViewController {
            let controller = FormViewController()
            configure?(controller)
            controller.form = form
            if let values {
                // Bindings may not be written while SwiftUI is updating views: hand the first
                // values over on the next turn of the main run loop.
                let initial = form.values()
                Task { @MainActor in values.wrappedValue = initial }
            }
            update(controller)
            return controller
        }

        public func updateUIViewController(_ controller: FormViewController, context: Context) {
            if controller.form !== form { controller.form = form }
            update(controller)
        }

        @MainActor
        private func update(_ controller: FormViewController) {
            if controller.isReadOnly != isReadOnly { controller.isReadOnly = isReadOnly }
            controller.onSubmit = onSubmit
            if let values {
                controller.onValuesChange = { new in
                    if values.wrappedValue != new { values.wrappedValue = new }
                }
            } else {
                controller.onValuesChange = nil
            }
        }
    }
#endif
