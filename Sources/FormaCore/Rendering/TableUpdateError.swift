/// Why a table refused an update — each case is an update UIKit would reject (or one that
/// would leave the table showing something other than the form).
package enum TableUpdateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A section index outside the old (for deletions and move sources) or new snapshot.
    case sectionOutOfRange(operation: String, index: Int, count: Int)
    /// A row path outside its section.
    case rowOutOfRange(operation: String, path: TablePath)
    /// The same section or row named twice where once is allowed.
    case duplicate(operation: String, description: String)
    /// A row operation inside a section that is itself inserted or deleted.
    case rowInChangedSection(operation: String, path: TablePath)
    /// A row both deleted and moved, or inserted and moved to.
    case conflictingOperations(path: TablePath, description: String)
    /// UIKit's count check failed for a section.
    case invalidRowCount(section: Int, expected: Int, actual: Int)
    /// UIKit's count check failed for the sections.
    case invalidSectionCount(expected: Int, actual: Int)
    /// The update was applied but the table does not show what the snapshot says.
    case contentMismatch(section: Int, description: String)
    /// A move whose index before and after the batch are the same (`1 → 1`).
    case sameIndexMove(description: String)
    /// A batch that combines moves with operations that real tables are reported to reject
    /// beside them (see the Renderers guide); such work belongs in separate stages.
    case unsafeCombination(description: String)

    package var description: String {
        switch self {
        case .sectionOutOfRange(let operation, let index, let count):
            "invalid update: \(operation) of section \(index), but there are only \(count) sections"
        case .rowOutOfRange(let operation, let path):
            "invalid update: \(operation) of row \(path), which does not exist"
        case .duplicate(let operation, let description):
            "invalid update: \(operation) names \(description) twice"
        case .rowInChangedSection(let operation, let path):
            "invalid update: \(operation) of row \(path) inside a section that is inserted or deleted"
        case .conflictingOperations(let path, let description):
            "invalid update: row \(path) is \(description)"
        case .invalidRowCount(let section, let expected, let actual):
            "invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(actual)) must be equal to the number of rows contained in that section before the update, plus or minus the number of rows inserted or deleted from that section and plus or minus the number of rows moved into or out of that section (\(expected))"
        case .invalidSectionCount(let expected, let actual):
            "invalid update: invalid number of sections. The number of sections after the update (\(actual)) must be equal to the number before, plus or minus the sections inserted or deleted (\(expected))"
        case .contentMismatch(let section, let description):
            "update applied, but section \(section) does not show what the snapshot says: \(description)"
        case .sameIndexMove(let description):
            "unsafe update: \(description) has the same index before and after the batch"
        case .unsafeCombination(let description):
            "unsafe update: \(description) in one batch; they belong in separate stages"
        }
    }
}
