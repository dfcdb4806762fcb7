extension Form {
    func rowVisibilityDidChange(_ row: FormRow) {
        guard row.id.rawValue != 0 else { return }
        // Mostly called inside a transaction (a condition re-evaluated): it joins it.
        if isInTransaction {
            rowVisibilityDidChangeInTransaction(row)
        } else {
            transaction { rowVisibilityDidChangeInTransaction(row) }
        }
    }

    private func rowVisibilityDidChangeInTransaction(_ row: FormRow) {
        let isHidden = row.conditionState.isHidden
        record(.rowHiddenChanged(row.id, isHidden: isHidden))
        if let settling = visibilitySettling {
            settling.rowDidFlip(row)
        } else if isHidden, hiddenValuePolicy == .clearWhenHidden, row.hasValue, !row.formValue.isNull {
            row.clearValue()
        }
    }

    func sectionVisibilityDidChange(_ section: Section) {
        guard section.id.rawValue != 0 else { return }
        transaction {
            record(.sectionHiddenChanged(section.id, isHidden: section.isHidden))
            if let settling = visibilitySettling {
                settling.sectionDidFlip(section)
            } else if section.isHidden, hiddenValuePolicy == .clearWhenHidden {
                for row in section.rows where row.hasValue && !row.formValue.isNull {
                    row.clearValue()
                }
            }
        }
    }

    /// Runs `apply` (which sets several values) with clearing under `.clearWhenHidden` held
    /// back, then clears, in form order, every row that is hidden at the end and either
    /// was given a value (`given` names them once `apply` has run) or was visible before.
    /// What is cleared so depends on the values given, never on the order they were set in.
    func settlingVisibility(_ apply: () -> Void, given: () -> [FormRow]) {
        guard hiddenValuePolicy == .clearWhenHidden, visibilitySettling == nil else {
            apply()
            return
        }
        let settling = VisibilitySettling()
        visibilitySettling = settling
        apply()
        visibilitySettling = nil
        let toClear = settling.rowsToClear(given: given(), in: self)
        for row in toClear where row.isHidden && row.hasValue && !row.formValue.isNull {
            row.clearValue()
        }
    }
}

/// The visibility flips seen while ``Form/settlingVisibility(_:given:)`` runs, with the
/// state each row and section had before its first flip.
final class VisibilitySettling {
    private var rowsHiddenBefore: [ObjectIdentifier: Bool] = [:]
    private var sectionsHiddenBefore: [ObjectIdentifier: Bool] = [:]
    private var flipped: [ObjectIdentifier: FormRow] = [:]

    func rowDidFlip(_ row: FormRow) {
        let key = ObjectIdentifier(row)
        if rowsHiddenBefore[key] == nil { rowsHiddenBefore[key] = !row.conditionState.isHidden }
        flipped[key] = row
    }

    func sectionDidFlip(_ section: Section) {
        let key = ObjectIdentifier(section)
        if sectionsHiddenBefore[key] == nil { sectionsHiddenBefore[key] = !section.isHidden }
        for row in section.rows { flipped[ObjectIdentifier(row)] = row }
    }

    /// The rows to clear if hidden now, in form order: those given a value, and those that
    /// were visible before the values were set.
    func rowsToClear(given: [FormRow], in form: Form) -> [FormRow] {
        var candidates = flipped
        var givenKeys = Set<ObjectIdentifier>()
        for row in given {
            candidates[ObjectIdentifier(row)] = row
            givenKeys.insert(ObjectIdentifier(row))
        }
        guard !candidates.isEmpty else { return [] }
        var result: [FormRow] = []
        for section in form.sections {
            let sectionWasHidden = sectionsHiddenBefore[ObjectIdentifier(section)] ?? section.isHidden
            for row in section.rows {
                let key = ObjectIdentifier(row)
                guard candidates[key] != nil else { continue }
                let wasHidden = sectionWasHidden || (rowsHiddenBefore[key] ?? row.conditionState.isHidden)
                if givenKeys.contains(key) || !wasHidden { result.append(row) }
            }
        }
        return result
    }
}
