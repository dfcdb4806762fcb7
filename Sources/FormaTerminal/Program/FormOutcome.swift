import FormaCore

/// How filling a form in the terminal ended.
///
/// ```swift
/// switch TerminalForm.run(form, title: "New Event") {
/// case .submitted(let values): print(values.jsonString())
/// case .cancelled: exit(130)
/// case .failed(let reason): FileHandle.standardError.write(Data("\(reason)\n".utf8)); exit(1)
/// }
/// ```
public enum FormOutcome: Sendable, Equatable {
    /// The form validated and was submitted; its values.
    case submitted(FormValues)
    /// The person cancelled (Ctrl-C, or end of input in the line mode before any answer).
    case cancelled
    /// The form could not be filled: the terminal closed, input ended, nothing to edit.
    case failed(String)

    /// The process exit status conventional for the outcome: 0, 130 (as after Ctrl-C) or 1.
    public var exitStatus: Int32 {
        switch self {
        case .submitted: 0
        case .cancelled: 130
        case .failed: 1
        }
    }
}
