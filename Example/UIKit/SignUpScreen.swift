#if canImport(UIKit)
    import Forma
    import SwiftUI

    /// The sign-up form in SwiftUI: ``FormView`` shows it, the values binding drives the
    /// button's state and a summary, and the submit action receives the values of a valid form.
    ///
    /// ```swift
    /// UIHostingController(rootView: SignUpScreen())
    /// ```
    struct SignUpScreen: View {
        @State private var form = SignUpForm.make()
        @State private var values = FormValues()
        @State private var submitted: String?

        var body: some View {
            VStack(spacing: 0) {
                FormView(form, values: $values) { values in submitted = values.jsonString() }
                if let submitted {
                    Text(submitted).font(.footnote).padding()
                }
            }
            .navigationTitle("Sign Up")
            .toolbar {
                Button("Clear") { form.clearValidationErrors() }
                    .disabled(values["email"]?.isNull ?? true)
            }
        }
    }
#endif
