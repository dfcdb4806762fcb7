#if canImport(UIKit)
    import Forma
    import UIKit

    /// The paths where forms usually break on screen, each shown working: an action sheet
    /// whose options load asynchronously, a Chinese or Japanese name with a length limit, a
    /// reorderable section whose rows also have swipe actions, an empty date row in popover
    /// placement, and an option wheel in place of the keyboard — and the app's own styling,
    /// applied after each row's state.
    ///
    /// ```swift
    /// navigationController.pushViewController(EdgeCasesViewController(), animated: true)
    /// ```
    public final class EdgeCasesViewController: FormViewController {
        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "Edge Cases"
            cellRegistry.styleCells(kind: .switch) { cell, _ in
                (cell as? SwitchCell)?.toggle.onTintColor = .systemTeal
            }
            cellRegistry.styleCells(tag: "city") { cell, _ in
                cell.accessoryView = UIImageView(image: UIImage(systemName: "globe"))
            }
            form = Self.makeForm()
        }

        /// The form: one row or section per path.
        static func makeForm() -> Form {
            Form {
                Section("Loads its options") {
                    ActionSheetRow<String>("city") {
                        $0.title = "City"
                        $0.optionsLoader = {
                            try await Task.sleep(for: .seconds(1))
                            return ["Tokyo", "Osaka", "Kyoto"].map { Option($0) }
                        }
                    }
                }
                Section("Composed text") {
                    NameRow("kanji") {
                        $0.title = "名前"
                        $0.placeholder = "山田太郎"
                        $0.maximumLength = 8
                    }
                }
                Section("Empty date, popover") {
                    DateTimeRow("meeting") {
                        $0.title = "Meeting"
                        $0.placeholder = "Not set"
                        $0.presentation = .popover
                    }
                    SwitchRow("remind") {
                        $0.title = "Remind me"; $0.value = true
                    }
                }
                Section("Wheel as keyboard") {
                    TextRow("before") { $0.title = "Before" }
                    PickerRow<String>("seat") {
                        $0.title = "Seat"
                        $0.presentation = .input
                        $0.options = ["Window", "Middle", "Aisle"]
                    }
                    TextRow("after") { $0.title = "After" }
                }
                Section("Drag to reorder, swipe for more") {
                    for name in ["Ada", "Grace", "Alan"] {
                        NameRow {
                            $0.value = name
                            $0.swipeActions = [
                                SwipeAction("Clear", style: .destructive) { row in (row as? NameRow)?.value = nil }
                            ]
                        }
                    }
                }.configured {
                    $0.multivalued = [.delete, .reorder]
                    $0.multivaluedTag = "people"
                }
            }
        }
    }
#endif
