import Testing
import UIKitStandIn

@testable import FormaUIKitSkin

/// The keyboard bar, the growing text view, section titles and the words on buttons, run on
/// the stand-in.
@MainActor
@Suite("Keyboard, words and titles on the stand-in")
struct KeyboardAndWordsTests {
    @Test func theKeyboardBarFollowsFocusAndTheFormsWords() throws {
        let form = Form {
            Section {
                TextRow("a")
                TextRow("b")
            }
        }
        form.strings["control.previous"] = "Zurück"
        form.strings["control.next"] = "Weiter"
        form.strings["control.done"] = "Fertig"
        let skin = Skin(form)
        let a = try #require(skin.cell(tag: "a", as: TextFieldCell.self))
        #expect(a.focus())
        let bar = skin.screen.inputAccessoryBar
        #expect(a.textField.inputAccessoryView === bar)
        #expect(!bar.previousItem.isEnabled && bar.nextItem.isEnabled)
        #expect(bar.previousItem.accessibilityLabel == "Zurück" && bar.doneItem.title == "Fertig")
        bar.nextItem._tap()
        #expect(skin.window.firstResponder === skin.cell(tag: "b", as: TextFieldCell.self)?.textField)
        #expect(bar.previousItem.isEnabled && !bar.nextItem.isEnabled)
        bar.previousItem._tap()
        #expect(skin.window.firstResponder === a.textField)
        bar.doneItem._tap()
        #expect(skin.window.firstResponder == nil)
    }

    @Test func swipeToDeleteSaysTheFormsWord() throws {
        let form = Form {
            Section { NameRow { $0.value = "Ada" } }.configured {
                $0.multivalued = [.delete]
                $0.multivaluedTag = "people"
            }
        }
        form.strings["control.delete"] = "Entfernen"
        let skin = Skin(form)
        let actions = try #require(skin.table._swipeActions(at: IndexPath(row: 0, section: 0), leading: false))
        #expect(actions.actions.map(\.title) == ["Entfernen"])
    }

    @Test func aGrowingTextViewMeasuresAgainOnlyWhenItsHeightChanges() throws {
        let skin = Skin(Form { Section { TextAreaRow("notes") } })
        let cell = try #require(skin.cell(tag: "notes", as: TextViewCell.self))
        #expect(cell.focus())
        cell.textView._type("a")
        let measured = skin.table._log.filter { $0 == "batch(empty)" }.count
        cell.textView._type("bc")
        #expect(skin.table._log.filter { $0 == "batch(empty)" }.count == measured)
        cell.textView._type("\nnext line")
        #expect(skin.table._log.filter { $0 == "batch(empty)" }.count == measured + 1)
        #expect(!skin.table._scrolledRects.isEmpty)
        #expect(cell.textView.isFirstResponder)
    }

    @Test func sectionTitlesChangeInPlaceWithoutMixingConfigurations() throws {
        let section = Section("Before") { TextRow("a") }
        section.footer = "Small print"
        let skin = Skin(Form { section })
        let header = try #require(skin.table.headerView(forSection: 0))
        section.header = "After"
        section.footer = "Smaller print"
        #expect(skin.table.headerView(forSection: 0) === header)
        #expect(header.textLabel?.text == "After")
        #expect(skin.table.footerView(forSection: 0)?.textLabel?.text == "Smaller print")
    }

    @Test func newMessagesAreAnnouncedOnceQueuedBehindSpeech() throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("a") { $0.required = true }
                    TextRow("b") { $0.required = true }
                }
            })
        UIAccessibility._reset()
        _ = skin.screen.form.submit()
        let announcements = UIAccessibility.posted.filter { $0.notification == .announcement }
        #expect(announcements.count == 1)
        // Queued behind what VoiceOver is saying, never cutting it off.
        #expect(announcements.allSatisfy { $0.queued })
        _ = skin.screen.form.submit()
        #expect(UIAccessibility.posted.filter { $0.notification == .announcement }.count == 1)
    }

    @Test func textAndSymbolsScaleWithDynamicType() throws {
        let more = Section("More") { TextRow("note") { $0.title = "Note" } }
        more.isCollapsible = true
        let skin = Skin(
            Form {
                Section {
                    SliderRow("volume") {
                        $0.title = "Volume"; $0.minimum = 0; $0.maximum = 10; $0.value = 5
                    }
                    StepperRow("guests") { $0.title = "Guests" }
                    TextRow("name") { $0.title = "Name" }
                    DateRow("day") { $0.title = "Day" }
                    PickerRow<String>("size") {
                        $0.title = "Size"; $0.options = ["S"]
                    }
                    PushRow<String>("city") {
                        $0.title = "City"; $0.options = ["Tokyo"]
                    }
                }
                more
            })
        var views: [UIView] = []
        for section in 0..<skin.table.numberOfSections {
            for row in 0..<skin.table.numberOfRows(inSection: section) {
                if let cell: UITableViewCell = skin.cell(section, row) { views.append(cell) }
            }
        }
        views.append(try #require(skin.table._header(1)))
        var labels = 0
        var symbols = 0
        func check(_ view: UIView) {
            if let label = view as? UILabel, label.text != nil {
                labels += 1
                let font = label.font?.description ?? "none"
                #expect(font.hasPrefix("preferred(") || font.hasPrefix("scaled("), "\(font): \(label.text ?? "")")
                #expect(label.adjustsFontForContentSizeCategory, "\(label.text ?? "")")
            }
            if let image = view as? UIImageView, image.image?.description.hasPrefix("symbol(") == true {
                symbols += 1
                #expect(image.preferredSymbolConfiguration?.description.hasPrefix("textStyle(") == true)
                #expect(image.adjustsImageSizeForAccessibilityContentSizeCategory)
            }
            for subview in view.subviews { check(subview) }
        }
        for view in views { check(view) }
        #expect(labels >= 6 && symbols >= 1)
    }
}
