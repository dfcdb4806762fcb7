import Testing

@testable import FormaTerminal

@Suite struct LineEditorTests {
    private func type(_ text: String, into editor: inout LineEditor) {
        for character in text { editor.handle(.character(character)) }
    }

    @Test func typesMovesAndDeletesByCharacter() {
        var editor = LineEditor(text: "Ada")
        #expect(editor.handle(.left) == .moved)
        #expect(editor.handle(.character("m")) == .changed)
        #expect(editor.text == "Adma")
        #expect(editor.handle(.backspace) == .changed)
        #expect(editor.handle(.home) == .moved)
        #expect(editor.handle(.backspace) == .ignored)
        #expect(editor.handle(.delete) == .changed)
        #expect(editor.text == "da")
        #expect(editor.handle(.control("e")) == .moved)
        #expect(editor.cursor == 2)
        #expect(editor.handle(.enter) == .ignored)
    }

    @Test func wordAndLineDeletion() {
        var editor = LineEditor(text: "one two three")
        editor.handle(.control("w"))
        #expect(editor.text == "one two ")
        editor.handle(.alt(.left))
        #expect(editor.cursor == 4)
        editor.handle(.control("k"))
        #expect(editor.text == "one ")
        editor.handle(.control("u"))
        #expect(editor.text.isEmpty)
    }

    @Test func combiningMarkTypedAloneJoinsItsLetter() {
        var editor = LineEditor()
        type("e\u{301}", into: &editor)
        #expect(editor.characters.count == 1)
        #expect(editor.text == "é")
        editor.handle(.backspace)
        #expect(editor.text.isEmpty)
    }

    @Test func viewScrollsToKeepTheCursorVisible() {
        var editor = LineEditor(text: "abcdefghij")
        #expect(editor.view(width: 4) == ("hij", 3))
        editor.handle(.home)
        #expect(editor.view(width: 4) == ("abcd", 0))
    }

    @Test func wideCharactersScrollWhole() {
        let editor = LineEditor(text: "日本語です")
        let view = editor.view(width: 5)
        #expect(view.text == "です")
        #expect(view.cursorColumn == 4)
    }

    @Test func maskedShowsOneDotPerCharacter() {
        let editor = LineEditor(text: "pässwörd👍", masked: true)
        #expect(editor.view(width: 20) == ("•••••••••", 9))
    }

    @Test func lengthIsBoundedInBytes() {
        var editor = LineEditor(text: String(repeating: "é", count: LineEditor.maximumUTF8Length))
        #expect(editor.utf8Count == LineEditor.maximumUTF8Length)
        #expect(editor.characters.count == LineEditor.maximumUTF8Length / 2)
        #expect(editor.handle(.character("y")) == .ignored)
        #expect(editor.handle(.paste("y")) == .ignored)
        editor.handle(.backspace)
        #expect(editor.handle(.character("y")) == .changed)
        #expect(editor.utf8Count == LineEditor.maximumUTF8Length - 1)
    }

    /// A paste is one edit on one line: line breaks and tabs become spaces, the copied
    /// line's own break at the end is dropped.
    @Test func aPasteIsOneEditOnOneLine() {
        var editor = LineEditor(text: "ab")
        editor.handle(.left)
        #expect(editor.handle(.paste("x\ny\tz\r\n\n")) == .changed)
        #expect(editor.text == "ax y zb")
        #expect(editor.cursor == 6)
        #expect(editor.utf8Count == 7)
        #expect(editor.handle(.paste("")) == .ignored)
    }

    @Test func aPasteIsCutBetweenCharactersAtTheLimit() {
        var editor = LineEditor(text: String(repeating: "x", count: LineEditor.maximumUTF8Length - 4))
        let insertion = editor.insert("日本")
        #expect(insertion == LineEditor.Insertion(changed: true, cut: true))
        #expect(editor.text.hasSuffix("x日"))
        #expect(editor.utf8Count == LineEditor.maximumUTF8Length - 1)
        #expect(editor.insert("本") == LineEditor.Insertion(changed: false, cut: true))
    }

    @Test func aPastedCombiningMarkJoinsItsLetter() {
        var editor = LineEditor(text: "e")
        editor.handle(.paste("\u{301}x"))
        #expect(editor.characters == ["é", "x"])
        #expect(editor.cursor == 2)
    }

    /// The view looks only at the characters around the cursor, so a million of them cost
    /// what ten do; the result is the same as measuring from the start.
    @Test func viewOfALongTextShowsTheWindowAroundTheCursor() {
        var editor = LineEditor(text: String(repeating: "ab日", count: 300_000))
        #expect(editor.view(width: 7) == ("日ab日", 6))
        editor.handle(.home)
        #expect(editor.view(width: 7) == ("ab日ab", 0))
    }
}

@Suite struct TextAreaEditorTests {
    @Test func enterSplitsAndBackspaceJoinsLines() {
        var editor = TextAreaEditor(text: "Dear Ada,")
        editor.handle(.enter)
        for character in "Hi" { editor.handle(.character(character)) }
        #expect(editor.text == "Dear Ada,\nHi")
        editor.handle(.home)
        editor.handle(.backspace)
        #expect(editor.text == "Dear Ada,Hi")
        #expect(editor.row == 0 && editor.column == 9)
    }

    @Test func verticalMovesKeepTheColumnWhereTheyCan() {
        var editor = TextAreaEditor(text: "long line\nab\nlonger line")
        #expect(editor.handle(.up) == .moved)
        #expect(editor.column == 2)
        #expect(editor.handle(.up) == .moved)
        #expect(editor.column == 2)
        #expect(editor.handle(.up) == .ignored)
        editor.handle(.left)
        editor.handle(.left)
        #expect(editor.handle(.left) == .ignored)
    }

    @Test func aPasteBringsItsLines() {
        var editor = TextAreaEditor(text: "Hello world")
        editor.handle(.home)
        for _ in 0..<5 { editor.handle(.right) }
        #expect(editor.handle(.paste("A\nB\r\nC\rD")) == .changed)
        #expect(editor.text == "HelloA\nB\nC\nD world")
        #expect(editor.row == 3 && editor.column == 1)
        #expect(editor.utf8Count == editor.text.utf8.count)
        editor.handle(.backspace)
        #expect(editor.utf8Count == editor.text.utf8.count)
    }

    @Test func aTextAreaIsBoundedInBytesWithItsNewlines() {
        var editor = TextAreaEditor(text: String(repeating: "a\n", count: TextAreaEditor.maximumUTF8Length))
        #expect(editor.utf8Count == TextAreaEditor.maximumUTF8Length)
        #expect(editor.handle(.enter) == .ignored)
        #expect(editor.handle(.character("x")) == .ignored)
        #expect(editor.insert("x") == LineEditor.Insertion(changed: false, cut: true))
    }

    @Test func viewScrollsToTheCursorLine() {
        let editor = TextAreaEditor(text: "1\n2\n3\n4\n5")
        let view = editor.view(width: 10, height: 2)
        #expect(view.lines == ["4", "5"])
        #expect(view.cursorRow == 1)
        #expect(view.cursorColumn == 1)
    }
}

@Suite struct ChoiceListTests {
    @Test func filterIgnoresCaseAndAccentsAndKeepsTheHighlight() {
        var list = ChoiceList(title: "Place", choices: ["Café Rouge", "Bistro", "CAFE Bleu"])
        for character in "cafe" { list.handle(.character(character)) }
        #expect(list.visible == [0, 2])
        list.handle(.down)
        #expect(list.highlighted == 2)
        list.handle(.backspace)
        #expect(list.highlighted == 2)
        #expect(list.handle(.enter) == .commit([2]))
    }

    @Test func multipleSelectionTogglesWithSpace() {
        var list = ChoiceList(
            title: "Interests", choices: ["Swift", "Music", "Go"], selected: [1], allowsMultipleSelection: true)
        #expect(list.highlighted == 1)
        list.handle(.character(" "))
        list.handle(.down)
        list.handle(.character(" "))
        list.handle(.up)
        list.handle(.up)
        list.handle(.character(" "))
        #expect(list.handle(.enter) == .commit([0, 2]))
    }

    @Test func escapeCancelsAndAFilterWithNoMatchCommitsNothing() {
        var list = ChoiceList(title: "x", choices: ["a", "b"])
        list.handle(.character("z"))
        #expect(list.visible.isEmpty)
        #expect(list.handle(.enter) == .ignored)
        #expect(list.handle(.escape) == .cancel)
    }

    @Test func emptyListIsHarmless() {
        var list = ChoiceList(title: "none", choices: [], selected: [3])
        #expect(list.selected.isEmpty)
        #expect(list.handle(.down) == .ignored)
        #expect(list.handle(.enter) == .ignored)
    }
}
