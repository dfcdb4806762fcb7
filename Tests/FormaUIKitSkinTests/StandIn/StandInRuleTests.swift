import Testing
import UIKitStandIn

/// The stand-in keeps UIKit's documented rules, and a broken one fails the test (it is
/// recorded, never a trap): each is broken here on purpose, inside `withKnownIssue`.
@MainActor
@Suite("UIKit stand-in rules")
struct StandInRuleTests {
    init() { Skin.reportBrokenRules() }

    private final class Source: UITableViewDataSource {
        var rows = [3]
        var identifier = "A"
        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }
    }

    private func table(_ source: Source) -> UITableView {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "A")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "B")
        table.dataSource = source
        table.reloadData()
        return table
    }

    @Test func stepperBoundsThatMeetAreReported() {
        let stepper = UIStepper()
        withKnownIssue { stepper.minimumValue = stepper.maximumValue }
        withKnownIssue { stepper.stepValue = 0 }
        stepper.maximumValue = 20
        stepper.minimumValue = 10
        #expect(stepper.minimumValue == 10 && stepper.maximumValue == 20)
    }

    @Test func reconfigureGivesTheRowItsOwnCellWithoutPrepareForReuse() {
        let source = Source()
        let table = table(source)
        let path = IndexPath(row: 1, section: 0)
        let cell = table.cellForRow(at: path)
        table.reconfigureRows(at: [path])
        #expect(table.cellForRow(at: path) === cell)
        #expect(cell?._preparedForReuse == 0)
        table.reloadRows(at: [path], with: .none)
        #expect(table.cellForRow(at: path)?._preparedForReuse == 1)
    }

    @Test func reconfigureWithAnotherCellClassIsReported() {
        let source = Source()
        let table = table(source)
        source.identifier = "B"
        withKnownIssue { table.reconfigureRows(at: [IndexPath(row: 0, section: 0)]) }
    }

    @Test func invalidIndexPathsAreReported() {
        let source = Source()
        let table = table(source)
        withKnownIssue { _ = table.rectForRow(at: IndexPath(row: 3, section: 0)) }
        withKnownIssue { table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .none, animated: false) }
        withKnownIssue { table.reconfigureRows(at: [IndexPath(row: 9, section: 0)]) }
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 88)
    }

    @Test func batchCountsMustAddUp() {
        let source = Source()
        let table = table(source)
        source.rows = [4]
        withKnownIssue { table.performBatchUpdates {} }
        source.rows = [3]
        table.performBatchUpdates { table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test func contentConfigurationReplacesTheContentView() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))
        header.contentView.addSubview(chevron)
        withKnownIssue { header.contentConfiguration = header.defaultContentConfiguration() }
        #expect(chevron.superview == nil)
        withKnownIssue { _ = header.textLabel }
    }

    @Test func textSetDuringCompositionIsReported() {
        let field = UITextField()
        field.text = ""
        field._compose("にほ")
        #expect(field.markedTextRange != nil)
        withKnownIssue { field.text = "に" }
        field._confirmComposition("日本")
        #expect(field.text == "日本" && field.markedTextRange == nil)
    }

    @Test func noBatchWhileTheTableReportsAMove() {
        final class Mover: UITableViewDataSource {
            var rows = [3]
            weak var table: UITableView?
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "A", for: indexPath)
            }
            func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
                tableView.performBatchUpdates(nil)
            }
        }
        let mover = Mover()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "A")
        table.dataSource = mover
        table.reloadData()
        withKnownIssue { table._dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) }
    }

    @Test func controlsStartAwayFromUIKitDefaults() {
        #expect(UISwitch().isOn)
        #expect(UIStepper().value == 7)
        #expect(UITextField().text == "⟨stale⟩")
        #expect(!UISlider().isEnabled)
    }
}
