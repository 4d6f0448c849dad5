extension HelpScreen {
  /// The keys of the samples' screens, between the home screen's and a list's.
  static let sampleSections: [(title: String, keys: [KeyHelp])] = [
    (
      "Articles",
      [
        KeyHelp("j, ↓ / k, ↑", "move down / up"), KeyHelp("PgDn, Space / PgUp", "a page down / up"),
        KeyHelp("g, Home / G, End", "first / last loaded"), KeyHelp("Enter, →, l", "open"),
        KeyHelp("b", "bookmark, or remove the bookmark"), KeyHelp("B", "the bookmarks"),
        KeyHelp("p", "your profile"), KeyHelp("s", "sync for offline use"),
        KeyHelp("r", "reload, or retry loading more"),
      ]
    ),
    (
      "Article",
      [
        KeyHelp("j, ↓ / k, ↑", "scroll"), KeyHelp("PgDn, Space / PgUp", "a page down / up"),
        KeyHelp("b", "bookmark, or remove the bookmark"), KeyHelp("p", "the author's profile"),
      ]
    ),
    (
      "Bookmarks",
      [KeyHelp("Enter", "open"), KeyHelp("b", "remove the bookmark"), KeyHelp("r", "reload")]
    ),
    ("Profile", [KeyHelp("e", "edit the name and email"), KeyHelp("r", "reload")]),
    (
      "Edit profile",
      [
        KeyHelp("Tab, ↑, ↓", "next field"), KeyHelp("Backspace", "delete"),
        KeyHelp("Ctrl-U", "clear the field"), KeyHelp("Enter", "save"),
        KeyHelp("Esc", "cancel without saving"),
      ]
    ),
  ]
}
