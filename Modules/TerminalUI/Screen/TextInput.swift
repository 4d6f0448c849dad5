/// What a key does to the text of a form's field, the same in every form: a character is typed,
/// Backspace deletes the last one, Ctrl-U clears the field.
enum TextInput {
  /// The change `key` makes to a field's text, or `nil` when it is not an editing key.
  static func change(for key: Key) -> ((inout String) -> Void)? {
    switch key {
    case .character(let character): { $0.append(character) }
    case .backspace: { if !$0.isEmpty { $0.removeLast() } }
    case .control("u"): { $0 = "" }
    default: nil
    }
  }
}
