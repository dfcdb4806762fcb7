extension Form {
    func rowVisibilityDidChange(_ row: FormRow) {
        guard row.id.rawValue != 0 else { return }
        transaction {
            record(.rowHiddenChanged(row.id, isHidden: row.conditionState.isHidden))
            if row.conditionState.isHidden, hiddenValuePolicy == .clearWhenHidden, row.hasValue, !row.formValue.isNull {
                try? row.setFormValue(.null)
            }
        }
    }

    func sectionVisibilityDidChange(_ section: Section) {
        guard section.id.rawValue != 0 else { return }
        transaction {
            record(.sectionHiddenChanged(section.id, isHidden: section.isHidden))
            if section.isHidden, hiddenValuePolicy == .clearWhenHidden {
                for row in section.rows where row.hasValue && !row.formValue.isNull {
                    try? row.setFormValue(.null)
                }
            }
        }
    }
}
