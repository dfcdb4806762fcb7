#if canImport(UIKit)
import Forma
import SwiftUI

// The SwiftUI example of Docs/UIKit.md, type-checked against the iOS SDK.

struct NewEventScreen: View {
    @State private var form = EventForm.make()
    @State private var values = FormValues()

    var body: some View {
        NavigationStack {
            FormView(form, values: $values, onSubmit: { values in print(values.jsonString()) })
                .navigationTitle("New Event")
        }
    }
}
#endif
