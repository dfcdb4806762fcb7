import FormaCore
import Foundation

/// A form written for 3lvis Form (groups of sections of fields, with targets, formulas and
/// dynamic sections), imported as an equivalent Forma definition.
///
/// What has no equivalent in Forma (layout sizes, styles, info texts, field types Forma
/// lacks, targets it cannot express) is reported as a warning with its path, never dropped
/// silently. See `Docs/Definitions.md` for the table.
///
/// ```swift
/// let result = try ThreeLvisImport(json: text).load()
/// for diagnostic in result.diagnostics { print(diagnostic) }   // paths into the 3lvis document
/// let form = result.form
/// ```
public struct ThreeLvisImport: Sendable {
    let root: JSONNode
    let source: SourceText?
    /// The offsets of trailing commas, which 3lvis Form's JSON reader read.
    let trailingCommas: [Int]

    /// Reads 3lvis Form JSON text. A comma before a closing `]` or `}`, which Apple's JSON
    /// reader accepts, is read and reported as a warning at the comma.
    /// - Throws: ``DefinitionError`` for text that is not UTF-8 or not JSON, too large or too deep.
    public init(json: String, limits: FormDefinition.Limits = FormDefinition.Limits()) throws {
        try self.init(bytes: Array(json.utf8), limits: limits)
    }

    /// Reads 3lvis Form JSON from UTF-8 bytes.
    /// - Throws: ``DefinitionError`` for text that is not UTF-8 or not JSON, too large or too deep.
    public init(data: Data, limits: FormDefinition.Limits = FormDefinition.Limits()) throws {
        try self.init(bytes: [UInt8](data), limits: limits)
    }

    private init(bytes: [UInt8], limits: FormDefinition.Limits) throws {
        var commas: [Int] = []
        let read = try FormDefinition(bytes: bytes, limits: limits, allowsTrailingCommas: true, trailingCommas: &commas)
        root = read.root
        source = read.source
        trailingCommas = commas
    }

    /// The Forma definition and the problems of the conversion (paths into the 3lvis
    /// document).
    ///
    /// ```swift
    /// let (definition, diagnostics) = try ThreeLvisImport(json: text).definition()
    /// print(definition.jsonString())
    /// ```
    public func definition() -> (definition: FormDefinition, diagnostics: [Diagnostic]) {
        let converted = convertedDefinition()
        return (converted.definition, converted.details.map(\.diagnostic))
    }

    /// The Forma definition and the problems of the conversion, with their details. Targets
    /// that set values (`update` with a `target_value`, `clear`) have no place in a
    /// definition: each is a warning here, and ``load(registry:)`` adds them to the form.
    package func convertedDefinition() -> (definition: FormDefinition, details: [DefinitionDiagnostic]) {
        let converter = ThreeLvisConverter(registry: DefinitionRegistry())
        let node = converter.convert(root)
        for action in converter.actions {
            converter.problems.append(
                (
                    .noEquivalent(
                        "the target setting '\(action.target)' when '\(action.source)' changes (a definition has no actions; ThreeLvisImport.load() adds it to the form)"
                    ), [], -1
                ))
        }
        var locator = source.map(SourceLocator.init)
        return (FormDefinition(root: node, source: nil), diagnostics(converter, locator: &locator))
    }

    /// Converts and loads the form, collecting every problem; those the loader finds in
    /// converted rows are reported at the field they came from, in 3lvis Form's keys. The
    /// form is `nil` when any problem is an error.
    public func load(registry: DefinitionRegistry = DefinitionRegistry()) -> DefinitionLoadResult {
        let converter = ThreeLvisConverter(registry: registry)
        let node = converter.convert(root)
        let loaded = FormDefinition(root: node, source: nil).load(registry: registry)
        var locator = source.map(SourceLocator.init)
        var diagnostics = diagnostics(converter, locator: &locator)
        for diagnostic in loaded.details {
            let (path, offset) = converter.origin(of: diagnostic.path, in: root)
            var moved = diagnostic
            moved.path = path
            moved.location = offset >= 0 ? locator?.location(of: offset) : nil
            diagnostics.append(moved)
        }
        guard let form = loaded.form, !diagnostics.contains(where: \.isError) else {
            return DefinitionLoadResult(form: nil, details: diagnostics)
        }
        ThreeLvisAction.install(converter.actions, in: form)
        return DefinitionLoadResult(form: form, details: diagnostics)
    }

    private func diagnostics(_ converter: ThreeLvisConverter, locator: inout SourceLocator?) -> [DefinitionDiagnostic] {
        let commas = trailingCommas.map {
            DefinitionDiagnostic(
                .importDifference(
                    "a comma before the closing bracket or brace; 3lvis Form's JSON reader accepts it, standard JSON does not (remove it)"
                ), at: DefinitionPath(), location: locator?.location(of: $0))
        }
        return commas + converter.diagnostics(locator: &locator)
    }
}
