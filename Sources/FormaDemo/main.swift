import Forma
import FormaExamples
import Foundation

// forma-demo: shows the example forms.
//   swift run forma-demo [event|signup] [--non-interactive]
// Each form is printed as a tree, then filled with sample values and printed as JSON.
// Secret values (passwords) are masked everywhere.

let arguments = Array(CommandLine.arguments.dropFirst())
let names = arguments.filter { !$0.hasPrefix("--") }
let examples = ExampleCatalog.all.filter { names.isEmpty || names.contains($0.name) }
if examples.isEmpty {
    print("unknown example; choose from: \(ExampleCatalog.all.map(\.name).joined(separator: ", "))")
    exit(2)
}

let samples: [String: FormValues] = [
    "event": ["title": "Team lunch", "location": "Café Rouge", "repeat": "weekly", "alert": 15],
    "signup": [
        "email": "ada@example.com", "username": "ada", "password": "correct horse battery staple",
        "name": "Ada Lovelace", "interests": ["Swift", "Music"], "terms": true,
    ],
]

for example in examples {
    let form = example.make()
    print("== \(example.title)")
    if let values = samples[example.name] {
        let report = form.setValues(values)
        if !report.isComplete { print("could not set: \(report)") }
    }
    print(form.treeDescription)
    print("values:")
    print(form.values(redactingSecrets: true).jsonString(pretty: true))
    print()
}
