import Forma

/// The example forms, by name, as the demo lists them.
public enum ExampleCatalog {
    /// Each example's name, title and builder.
    public static let all: [(name: String, title: String, make: @Sendable () -> Form)] = [
        ("event", "New Event", { EventForm.make() }),
        ("signup", "Sign Up", { SignUpForm.make() }),
        ("trip", "Plan a Trip", { TripForm.make() }),
        ("registration", "Registration", { RegistrationForm.make() }),
    ]
}
