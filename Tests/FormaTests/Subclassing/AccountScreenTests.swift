#if !canImport(UIKit)
    import Forma
    import Testing

    @Suite("A subclass's own action names")
    @MainActor
    struct AccountScreenTests {
        @Test func aSubclassNamesItsActionsAsTheGuidesDo() throws {
            let screen = AccountScreen()
            screen.loadViewIfNeeded()
            screen.submit()
            #expect(screen.saved == nil)
            screen.form.row(Tag<String>("email"))?.value = "ada@example.com"
            screen.form.row(Tag<String>("password"))?.value = "correct horse"
            screen.submit()
            #expect(screen.saved?.jsonString() == #"{"email":"ada@example.com","password":"correct horse"}"#)
            screen.cancel()
            #expect(
                screen.log == [
                    "reload", "submit", "validate: 1", "changed email", "changed password", "submit", "validate: 0",
                    "save", "done", "cancel",
                ])
        }

        @Test func requestSubmitHandsTheValuesOfAValidFormOver() throws {
            let screen = AccountScreen()
            screen.loadViewIfNeeded()
            var submitted: [FormValues] = []
            screen.onSubmit = { submitted.append($0) }
            #expect(screen.requestSubmit().map(\.tag) == ["email"])
            #expect(submitted.isEmpty)
            screen.form.row(Tag<String>("email"))?.value = "ada@example.com"
            #expect(screen.requestSubmit().isEmpty)
            #expect(submitted.map { $0.jsonString() } == [#"{"email":"ada@example.com","password":null}"#])
        }
    }
#endif
