#if canImport(UIKit)
    import Forma
    import UIKit

    // The custom cell of Docs/UIKit.md and the migration guides, type-checked against the iOS SDK.

    // `RowKind.rating` and `RatingRow` are in Example/RatingRow.swift.

    final class RatingCell: FormCell {
        private let stars = UISegmentedControl(items: ["1", "2", "3", "4", "5"])

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            installEditor(stars) // on the line after the title
            stars.addTarget(self, action: #selector(changed), for: .valueChanged)
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host) // title, required marker, messages, accessibility
            stars.selectedSegmentIndex = Int(row.formValue.number ?? 0) - 1
            stars.isEnabled = isRowEnabled
            exposeToAccessibility(stars) // the control is the row's one element
        }

        override var respondsToTap: Bool { false }

        @objc private func changed() {
            guard let row, let host else { return }
            host.setValue(.int(stars.selectedSegmentIndex + 1), for: row)
        }
    }

    /// A screen with a rating row drawn by ``RatingCell`` and an info row drawn by a provider.
    final class RatingFormViewController: FormViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            cellRegistry.register(kind: .rating, cell: RatingCell.self)
            cellRegistry.register(kind: .info) { tableView, indexPath, row in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Info", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = row.title
                content.secondaryText = row.displayText
                cell.contentConfiguration = content
                return cell
            }
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Info")
            form = Form {
                Section {
                    RatingRow("stars") {
                        $0.title = "Rating"; $0.value = 4
                    }
                    InfoRow("version") {
                        $0.title = "Version"; $0.value = "1.0"
                    }
                }
            }
        }
    }
#endif
