import Forma
import FormaExamples

/// `--print`: each example as a tree, filled with sample values, and its values as JSON
/// (secrets masked).
func printExamples(_ examples: [(name: String, title: String, make: @Sendable () -> Form)]) {
    let samples: [String: FormValues] = [
        "event": ["title": "Team lunch", "location": "Café Rouge", "repeat": "weekly", "alert": 15],
        "signup": [
            "email": "ada@example.com", "username": "ada", "password": "correct horse battery staple",
            "name": "Ada Lovelace", "interests": ["Swift", "Music"], "terms": true,
        ],
        "trip": ["destination": "Lisbon", "transport": "plane", "travellers": ["Ada Lovelace", "Charles Babbage"]],
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
}
