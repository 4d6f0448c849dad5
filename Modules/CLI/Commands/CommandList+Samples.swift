extension CommandList {
  /// The samples' commands: the profile, the articles and the bookmarks.
  static let samples: [any Command.Type] = [
    ProfileCommand.self,
    ArticlesCommand.self,
    EditProfileCommand.self,
    BookmarkAddCommand.self,
    BookmarkRemoveCommand.self,
    BookmarksCommand.self,
  ]
}
