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

    /// Reads 3lvis Form JSON text.
    /// - Throws: ``DefinitionError`` for text that is not UTF-8 or not JSON, too large or too deep.
    public init(json: String, limits: FormDefinition.Limits = FormDefinition.Limits()) throws {
        let read = try FormDefinition(bytes: Array(json.utf8), limits: limits)
        root = read.root
        source = read.source
    }

    /// Reads 3lvis Form JSON from UTF-8 bytes.
    /// - Throws: ``DefinitionError`` for text that is not UTF-8 or not JSON, too large or too deep.
    public init(data: Data, limits: FormDefinition.Limits = FormDefinition.Limits()) throws {
        let read = try FormDefinition(data: data, limits: limits)
        root = read.root
        source = read.source
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

    /// The Forma definition and the problems of the conversion, with their details.
    package func convertedDefinition() -> (definition: FormDefinition, details: [DefinitionDiagnostic]) {
        let converter = ThreeLvisConverter(registry: DefinitionRegistry())
        let node = converter.convert(root)
        var locator = source.map(SourceLocator.init)
        return (FormDefinition(root: node, source: nil), converter.diagnostics(locator: &locator))
    }

    /// Converts and loads the form, collecting every problem; those the loader finds in
    /// converted rows are reported at the field they came from.
    public func load(registry: DefinitionRegistry = DefinitionRegistry()) -> DefinitionLoadResult {
        let converter = ThreeLvisConverter(registry: registry)
        let node = converter.convert(root)
        let loaded = FormDefinition(root: node, source: nil).load(registry: registry)
        var locator = source.map(SourceLocator.init)
        var diagnostics = converter.diagnostics(locator: &locator)
        for diagnostic in loaded.details {
            let (path, offset) = converter.origin(of: diagnostic.path, in: root)
            var moved = diagnostic
            moved.path = path
            moved.location = locator?.location(of: offset)
            diagnostics.append(moved)
        }
        return DefinitionLoadResult(form: loaded.form, details: diagnostics)
    }
}
