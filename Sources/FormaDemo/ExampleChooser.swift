import Forma

/// The form that opens when `forma-demo` is run without an example: one list to choose from.
enum ExampleChooser {
    static func make(_ catalog: [(name: String, title: String, make: @Sendable () -> Form)]) -> Form {
        Form {
            Section("Choose an example, then press Enter to open it", footer: "Ctrl-C leaves.") {
                PushRow<String>("example") {
                    $0.title = "Example"
                    $0.options = catalog.map { Option($0.name, title: $0.title) }
                    $0.value = catalog.first?.name
                }
            }
        }
    }
}
