/// What a condition belongs to.
enum ConditionOwner {
    case row(FormRow)
    case section(Section)
    case form

    var object: AnyObject? {
        switch self {
        case .row(let row): row
        case .section(let section): section
        case .form: nil
        }
    }
}

/// One condition of a form: a row's, section's or the form's `hidden`, `disabled`,
/// `required` or `formula`, with its compiled program and its place in the reverse index.
/// Constant states need no slot: they take effect when assigned.
final class ConditionSlot {
    let owner: ConditionOwner
    let property: ConditionProperty
    var condition: Condition
    /// The compiled program; `nil` while the condition has an error (it then takes its safe value).
    var program: ConditionProgram?
    /// The signals it reads.
    var inputs: [SignalKey] = []
    /// Bumped each time the slot is (re)indexed; older index entries are stale.
    var registration = 0
    /// `false` once the slot is removed.
    var isLive = true
    /// `true` while it belongs to a dependency cycle (it then takes its safe value).
    var isInCycle = false
    /// Whether compiling the condition found a problem (an error or a warning), so that a
    /// form whose slots have none skips diagnosing them again.
    var hasProblems = false
    /// The strongly connected component it was last found in, for cycle reports.
    var component = 0
    /// Propagation bookkeeping: the wave that visited it, the wave that passed it, and whether
    /// an input changed since it was last evaluated.
    var visitedWave = 0
    var passedWave = 0
    var isDirty = false
    /// `true` while it waits in the graph's pending list.
    var isPending = false
    /// The bucket of the signal it produces, for row slots (cached).
    var outputBucket: SignalBucket?
    /// Scratch space for graph walks.
    var mark = 0
    var lowLink = 0
    var onStack = false

    init(owner: ConditionOwner, property: ConditionProperty, condition: Condition) {
        self.owner = owner
        self.property = property
        self.condition = condition
    }
}

/// A slot's identity: its owner and property.
struct SlotKey: Hashable {
    var owner: ObjectIdentifier?
    var property: ConditionProperty

    init(_ owner: ConditionOwner, _ property: ConditionProperty) {
        self.owner = owner.object.map(ObjectIdentifier.init)
        self.property = property
    }
}
