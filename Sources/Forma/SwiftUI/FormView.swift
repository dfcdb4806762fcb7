#if (canImport(UIKit) && canImport(SwiftUI)) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import SwiftUI
        import UIKit
    #else
        import SwiftUIStandIn
        import UIKitStandIn
    #endif

    /// A ``Form`` in SwiftUI: a ``FormViewController`` wrapped in a
    /// `UIViewControllerRepresentable`, with the form's values as a binding and a submit action.
    ///
    /// The binding receives the form's values when the view appears and after every change,
    /// so SwiftUI views around the form (a Save button's `disabled`, a summary) update as the
    /// person types; values written to it from SwiftUI go into the form (`setValues`), and
    /// rows that refuse a value keep theirs, which the binding then shows. Selector lists open
    /// as sheets, leaving SwiftUI's navigation stack to SwiftUI, and the view lets go of the
    /// form when SwiftUI removes it. The submit action runs with the values when the form is submitted and
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
        private let onSubmit: ((FormValues) -> Void)?
        private let configure: ((FormViewController) -> Void)?

        /// Shows a form.
        ///
        /// - Parameters:
        ///   - form: the form to show.
        ///   - values: receives the form's values on appearance and after every change.
        ///   - onSubmit: runs with the values when the form is submitted and valid (the trailing
        ///     closure).
        ///   - configure: runs once on the controller when it is made (register cells, set
        ///     header views).
        ///
        /// ```swift
        /// FormView(form, values: $values, onSubmit: { save($0) }, configure: { $0.cellRegistry.register(kind: .rating, cell: RatingCell.self) })
        /// ```
        public init(
            _ form: FormaCore.Form, values: Binding<FormValues>? = nil,
            onSubmit: ((FormValues) -> Void)? = nil, configure: ((FormViewController) -> Void)? = nil
        ) {
            self.form = form
            self.values = values
            self.configure = configure
            self.onSubmit = onSubmit
        }

        /// Remembers the values last handed to the binding, to tell SwiftUI's writes apart.
        public final class Coordinator {
            var published: FormValues?
        }

        public func makeCoordinator() -> Coordinator {
            Coordinator()
        }

        public func makeUIViewController(context: Context) -> FormViewController {
            let controller = FormViewController()
            controller.pushesSelectorLists = false
            configure?(controller)
            controller.form = form
            if let values {
                // Bindings may not be written while SwiftUI is updating views: hand the first
                // values over on the next turn of the main run loop.
                let initial = form.values()
                let coordinator = context.coordinator
                Task { @MainActor in
                    coordinator.published = initial
                    values.wrappedValue = initial
                }
            }
            update(controller, coordinator: context.coordinator)
            return controller
        }

        public func updateUIViewController(_ controller: FormViewController, context: Context) {
            if controller.form !== form { controller.form = form }
            update(controller, coordinator: context.coordinator)
            // Values SwiftUI wrote to the binding go into the form.
            if let values, let published = context.coordinator.published, values.wrappedValue != published {
                context.coordinator.published = values.wrappedValue
                let report = form.setValues(values.wrappedValue)
                if !report.failures.isEmpty {
                    // Rows that refused keep their values: the binding shows what the form holds.
                    let held = form.values()
                    let coordinator = context.coordinator
                    Task { @MainActor in
                        coordinator.published = held
                        values.wrappedValue = held
                    }
                }
            }
        }

        /// Lets go of the form when SwiftUI removes the view: the form may live on in the app's
        /// state, and must not call back into a screen that is gone.
        public static func dismantleUIViewController(_ controller: FormViewController, coordinator: Coordinator) {
            controller.onValuesChange = nil
            controller.onSubmit = nil
            controller.view.endEditing(true)
            controller.cancelSelectorLoad()
            controller.form = FormaCore.Form()
        }

        @MainActor
        private func update(_ controller: FormViewController, coordinator: Coordinator) {
            controller.onSubmit = onSubmit
            if let values {
                controller.onValuesChange = { new in
                    coordinator.published = new
                    if values.wrappedValue != new { values.wrappedValue = new }
                }
            } else {
                controller.onValuesChange = nil
            }
        }
    }
#endif
