import Forma

/// The form that opens when `forma-demo` is run without an example: one list to choose from.
enum ExampleChooser {
    static func make(_ catalog: [(name: String, title: String, make: @Sendable () -> Form)]) -> Form {
        Form {
            Section(
                "Choose an example, then open it",
                footer: "Enter on Example lists them; Enter on Open (or Ctrl-S) opens the one chosen. Ctrl-C leaves."
            ) {
                PushRow<String>("example") {
                    $0.title = "Example"
                    $0.options = catalog.map { Option($0.name, title: $0.title) }
                    $0.value = catalog.first?.name
                }
                ButtonRow("open") { $0.title = "Open" }
            }
        }
    }
}
