import Forma
import Foundation

/// Every row kind and every way of presenting one, in one form: fields with validation,
/// controls, dates inline, as a popover and as the keyboard, an option wheel, selectors of
/// every style (sections, a long searchable list, options that load), rows hidden and
/// disabled by conditions, a multivalued section, swipe actions and a custom row.
///
/// ```swift
/// let form = ShowcaseForm.make()
/// form.row(tag: "country")?.displayText   // "France"
/// ```
public enum ShowcaseForm {
    /// Countries in two regions: a list long enough to be searched.
    public static let countries: [Option<String>] =
        [
            ("fr", "France"), ("de", "Germany"), ("it", "Italy"), ("es", "Spain"), ("pt", "Portugal"),
            ("nl", "Netherlands"), ("be", "Belgium"), ("ch", "Switzerland"), ("at", "Austria"), ("se", "Sweden"),
            ("no", "Norway"), ("dk", "Denmark"), ("fi", "Finland"), ("ie", "Ireland"), ("pl", "Poland"),
        ].map { Option($0.0, title: $0.1, section: "Europe") }
        + [("jp", "Japan"), ("kr", "South Korea"), ("in", "India"), ("sg", "Singapore")].map {
            Option($0.0, title: $0.1, section: "Asia")
        }

    /// Builds the form. `loadTeams` stands in for a server that sends the teams later.
    public static func make(
        loadTeams: @escaping @Sendable () async throws -> [Option<String>] = {
            [
                Option("design", title: "Design"), Option("platform", title: "Platform"),
                Option("support", title: "Support"),
            ]
        }
    ) -> Form {
        Form {
            fieldsSection()
            controlsSection()
            datesSection()
            selectorsSection(loadTeams: loadTeams)
            conditionsSection()
            phonesSection()
            Section("Read only") {
                LabelRow("version") {
                    $0.title = "Version"; $0.value = "2.1"
                }
                InfoRow("build") {
                    $0.title = "Build"; $0.value = "421"
                }
            }
            Section {
                ButtonRow("submit") { $0.title = "Submit" }
            }
        }
    }

    private static func fieldsSection() -> Section {
        Section("Fields", footer: "Email and username are required; the username is checked with the server.") {
            NameRow("name") {
                $0.title = "Name"; $0.placeholder = "Ada Lovelace"
            }
            EmailRow("email") {
                $0.title = "Email"
                $0.placeholder = "you@example.com"
                $0.required = true
                $0.add(.email)
            }
            AccountRow("username") {
                $0.title = "Username"
                $0.required = true
                $0.add(.minLength(3))
                $0.add(
                    async: AsyncValidator("username_taken", message: "That name is taken", debounce: .milliseconds(300))
                    {
                        name in name.lowercased() != "admin"
                    })
            }
            PasswordRow("password") {
                $0.title = "Password"; $0.add(.minLength(8))
            }
            PhoneRow("phone") { $0.title = "Phone" }
            URLRow("website") { $0.title = "Website" }
            TwitterRow("twitter") { $0.title = "Twitter" }
            ZipCodeRow("zip") {
                $0.title = "Zip code"; $0.add(.pattern("^[0-9]{5}$"))
            }
            IntRow("age") {
                $0.title = "Age"; $0.add(.range(18...120))
            }
            DecimalRow("price") { $0.title = "Price" }
            TextRow("nickname") {
                $0.title = "Nickname"
                $0.swipeActions = [
                    SwipeAction("Clear", style: .destructive) { row in (row as? TextRow)?.value = nil },
                    SwipeAction("Ada", edge: .leading) { row in (row as? TextRow)?.value = "Ada" },
                ]
            }
            TextAreaRow("bio") {
                $0.title = "About you"; $0.placeholder = "A few words"
            }
        }
    }

    private static func controlsSection() -> Section {
        Section("Controls") {
            SwitchRow("notifications") {
                $0.title = "Notifications"; $0.value = true
            }
            CheckRow("terms") {
                $0.title = "I accept the terms"; $0.value = false
            }
            SliderRow("volume") {
                $0.title = "Volume"; $0.minimum = 0; $0.maximum = 10; $0.step = 0.5; $0.value = 5
            }
            StepperRow("guests") {
                $0.title = "Guests"; $0.minimum = 1; $0.maximum = 8; $0.value = 2
            }
            SegmentedRow<String>("size") {
                $0.title = "Size"; $0.options = ["S", "M", "L"]; $0.value = "M"
            }
            PickerRow<String>("seat") {
                $0.title = "Seat"
                $0.presentation = .input
                $0.options = [
                    Option("window", title: "Window"), Option("middle", title: "Middle"),
                    Option("aisle", title: "Aisle"),
                ]
                $0.value = "aisle"
            }
            RatingRow("rating") {
                $0.title = "Rating"; $0.value = 4
            }
        }
    }

    private static func datesSection() -> Section {
        Section("Dates") {
            DateRow("birthday") { $0.title = "Birthday (inline)" }
            DateTimeRow("meeting") {
                $0.title = "Meeting (popover)"
                $0.presentation = .popover
                $0.minuteInterval = 15
            }
            TimeRow("wakeUp") {
                $0.title = "Wake up (keyboard)"; $0.presentation = .input
            }
            CountDownRow("timer") {
                $0.title = "Timer"; $0.value = 25 * 60
            }
        }
    }

    private static func selectorsSection(
        loadTeams: @escaping @Sendable () async throws -> [Option<String>]
    ) -> Section {
        Section("Selectors") {
            PushRow<String>("country") {
                $0.title = "Country"
                $0.options = countries
                $0.value = "fr"
            }
            PushRow<String>("team") {
                $0.title = "Team"
                $0.optionsLoader = loadTeams
                $0.placeholder = "Choose"
            }
            MultipleSelectorRow<String>("languages") {
                $0.title = "Languages"
                $0.options = ["Swift", "Kotlin", "Rust", "TypeScript"]
                $0.value = ["Swift"]
            }
            ActionSheetRow<String>("share") {
                $0.title = "Share with"
                $0.options = [
                    Option("everyone", title: "Everyone"), Option("friends", title: "Friends"),
                    Option("me", title: "Only me"),
                ]
                $0.value = "friends"
            }
            AlertRow<Int>("priority") {
                $0.title = "Priority"
                $0.options = [Option(1, title: "Low"), Option(2, title: "Normal"), Option(3, title: "High")]
                $0.value = 2
            }
            LeftRightSelectorRow<String, String>("city") {
                $0.title = "City"
                $0.choices = [
                    LeftRightChoice(Option("fr", title: "France"), right: ["Paris", "Lyon"]),
                    LeftRightChoice(Option("it", title: "Italy"), right: ["Rome", "Milan"]),
                ]
                $0.value = LeftRightValue(left: "fr", right: "Lyon")
            }
        }
    }

    private static func conditionsSection() -> Section {
        Section(
            "Hidden and disabled",
            footer: "Advanced options appear when switched on; the plan is locked while Locked is on."
        ) {
            SwitchRow("advanced") {
                $0.title = "Advanced options"; $0.value = false
            }
            TextRow("proxy") {
                $0.title = "Proxy"; $0.hidden = "$advanced == false"
            }
            IntRow("port") {
                $0.title = "Port"; $0.hidden = "$advanced == false"; $0.add(.range(1...65535))
            }
            SwitchRow("locked") {
                $0.title = "Locked"; $0.value = true
            }
            SegmentedRow<String>("plan") {
                $0.title = "Plan"
                $0.options = ["Free", "Pro"]
                $0.value = "Free"
                $0.disabled = "$locked == true"
            }
        }
    }

    private static func phonesSection() -> Section {
        Section("Phones", footer: "Add, delete (or swipe) and drag to reorder.") {
            PhoneRow {
                $0.placeholder = "Phone"; $0.value = "+33 1 23 45 67 89"
            }
        }.configured {
            $0.multivalued = [.insert, .delete, .reorder]
            $0.insertMode = .addButton(title: "Add phone")
            $0.multivaluedTag = "phones"
            $0.makeRow = { _ in PhoneRow { $0.placeholder = "Phone" } }
        }
    }
}
