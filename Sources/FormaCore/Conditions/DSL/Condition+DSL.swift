extension ConditionTerm where Self == Condition {
    /// The value of the row with a tag: `$tag`.
    ///
    /// ```swift
    /// row.hidden = .value("age") < 18
    /// ```
    public static func value(_ tag: String) -> Condition {
        Condition(node: ConditionNode(.reference(tag: tag, property: .value)))
    }

    /// The value of the row with a typed tag: `$tag`.
    ///
    /// ```swift
    /// extension Tag where Value == Int { static let age = Tag("age") }
    /// row.hidden = .value(.age) < 18
    /// ```
    public static func value<Value>(_ tag: Tag<Value>) -> Condition {
        .value(tag.name)
    }

    /// Whether the row or section with a tag is hidden: `$tag.isHidden`.
    ///
    /// ```swift
    /// footnote.hidden = .isHidden("details")
    /// ```
    public static func isHidden(_ tag: String) -> Condition {
        Condition(node: ConditionNode(.reference(tag: tag, property: .isHidden)))
    }

    /// Whether the row or section with a tag is disabled: `$tag.isDisabled`.
    ///
    /// ```swift
    /// hint.hidden = !.isDisabled("email")
    /// ```
    public static func isDisabled(_ tag: String) -> Condition {
        Condition(node: ConditionNode(.reference(tag: tag, property: .isDisabled)))
    }

    /// A constant value, for places that need a term: `.iif(.value("vip"), .literal(0), .value("fee"))`.
    ///
    /// ```swift
    /// total.formula = .iif(.value("member"), .literal(0), .literal(25))
    /// ```
    public static func literal(_ value: FormValue) -> Condition {
        .literalNode(value)
    }

    /// `NOT condition`.
    ///
    /// ```swift
    /// row.hidden = .not(.value("subscribe"))
    /// ```
    public static func not(_ condition: Condition) -> Condition {
        .combining([condition]) { .not($0[0]) }
    }

    /// `ANY collection` before a comparison: true if some element compares true.
    ///
    /// ```swift
    /// row.hidden = .any(.value("days")) == "Sun"
    /// ```
    public static func any(_ collection: Condition) -> Condition {
        .combining([collection]) { .quantified(.anyElement, $0[0]) }
    }

    /// `ALL collection` before a comparison: true if every element compares true (and for
    /// an empty list).
    ///
    /// ```swift
    /// row.hidden = .all(.value("scores")) >= 5
    /// ```
    public static func all(_ collection: Condition) -> Condition {
        .combining([collection]) { .quantified(.allElements, $0[0]) }
    }

    /// `NONE collection` before a comparison: true if no element compares true.
    ///
    /// ```swift
    /// row.hidden = .none(.value("days")).in(["Sat", "Sun"])
    /// ```
    public static func none(_ collection: Condition) -> Condition {
        .combining([collection]) { .quantified(.noElement, $0[0]) }
    }
}
