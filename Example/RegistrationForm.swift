import Forma
import Foundation

/// A registration form in FXForms' style: the form is inferred from a model, the model's
/// nested address becomes a sub-form, and `options` names what reflection cannot see (the
/// members of an `OptionSet`). The finished form gives the model back with
/// `form.decode(RegistrationForm.Registration.self)`.
public enum RegistrationForm {
    /// The model the form edits, as an FXForms form object would declare it.
    public struct Registration: Codable, Equatable, Sendable {
        public var email = ""
        public var password = ""
        public var repeatPassword = ""
        public var name = ""
        public var gender = Gender.other
        public var dateOfBirth: Date?
        public var address = Address()
        public var interests: [Interest] = []
        public var otherInterests = OtherInterests()
        public var plan = Plan.normal
        public var about = ""
        public var agreedToTerms = false

        /// An empty registration.
        public init() {}
    }

    /// Where the person lives: a sub-form of its own.
    public struct Address: Codable, Equatable, Sendable {
        public var street = ""
        public var city = ""
        public var postcode = ""
        public var country = Country.unitedKingdom

        /// An empty address.
        public init() {}
    }

    /// A choice of one, from its cases.
    public enum Gender: String, Codable, CaseIterable, Sendable {
        case female, male, other
    }

    /// A choice of several, from its cases.
    public enum Interest: String, Codable, CaseIterable, Sendable {
        case videogames, animals, cooking
    }

    /// A country, by its ISO 3166 code.
    public enum Country: String, Codable, CaseIterable, Sendable {
        case unitedKingdom = "gb"
        case unitedStates = "us"
        case canada = "ca"
        case belgium = "be"
    }

    /// A service plan, by number, as FXForms' example has it.
    public enum Plan: Int, Codable, CaseIterable, Sendable {
        case micro, normal, maxi
    }

    /// FXForms' bitfield: an `OptionSet`, whose members reflection cannot list.
    public struct OtherInterests: OptionSet, Codable, Equatable, Sendable {
        public let rawValue: Int
        /// Creates the set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Computers.
        public static let computers = OtherInterests(rawValue: 1)
        /// Socializing.
        public static let socializing = OtherInterests(rawValue: 2)
        /// Sports.
        public static let sports = OtherInterests(rawValue: 4)
    }

    /// The members of ``OtherInterests``, which inference is told by the property's path.
    public static let options: [String: [Option<FormValue>]] = [
        "otherInterests": [
            Option(1, title: "Computers"), Option(2, title: "Socializing"), Option(4, title: "Sports"),
        ]
    ]

    /// Builds the form: inferred from an empty ``Registration``, then refined as FXForms'
    /// `fields` would refine it — required rows, a rule, a screen of the app's own.
    public static func make() -> Form {
        let form: Form
        do {
            form = try Form.inferred(from: Registration(), sectionTitle: "Registration", options: options).form
        } catch {
            return Form { Section { LabelRow("problem") { $0.title = "\(error)" } } }
        }
        form.row(tag: "email")?.required = true
        form.row(tag: "password")?.required = true
        (form.row(tag: "repeatPassword") as? PasswordRow)?.add(.equalTo("password"))
        form.row(tag: "address.city")?.required = true
        do {
            try form.append(
                Section("Agreements") {
                    AppScreenRow("termsAndConditions") { $0.title = "Terms and Conditions" }
                })
        } catch {
            return Form { Section { LabelRow("problem") { $0.title = "\(error)" } } }
        }
        return form
    }
}
