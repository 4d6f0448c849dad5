import Domain

/// `--page N` and `--per-page N`, shared by every command that lists one page of something.
enum PageOptions {
  static let page = Option<Int>.positiveInteger(
    "--page", valueName: "N", help: "The page, from 1.", default: 1)

  /// `--per-page N`, its help naming what a page holds: "Articles per page, from 1 to 100."
  static func perPage(_ things: String, default size: Int = PageRequest.defaultPerPage)
    -> Option<Int>
  {
    Option<Int>.positiveInteger(
      "--per-page", valueName: "N",
      help: "\(things.prefix(1).uppercased() + things.dropFirst()) per page, from "
        + "\(PageRequest.allowedPerPage.lowerBound) to \(PageRequest.allowedPerPage.upperBound).",
      default: size)
  }

  /// The page `arguments` ask for (a command that declares only `--per-page` gets page 1), or a
  /// usage error naming the option out of range.
  static func request(
    _ arguments: ParsedArguments, command: String,
    defaultPerPage: Int = PageRequest.defaultPerPage
  ) throws(UsageError) -> PageRequest {
    // The things a page holds are only words in help: any noun reads the same value.
    let perPage = Self.perPage("items", default: defaultPerPage)
    let pageNumber = try arguments.value(of: page)
    let size = try arguments.value(of: perPage)
    do {
      return try PageRequest(page: pageNumber, perPage: size)
    } catch {
      let (option, allowed) =
        switch error {
        case .pageOutOfRange(_, let allowed): (page.declaration.name, allowed)
        case .perPageOutOfRange(_, let allowed): (perPage.declaration.name, allowed)
        }
      throw UsageError(
        message: "\(option) must be from \(allowed.lowerBound) to \(allowed.upperBound).",
        command: command)
    }
  }

  /// Whether `arguments` name a page at all, with `--page` or `--per-page`.
  static func isGiven(in arguments: ParsedArguments) -> Bool {
    arguments.values[page.declaration.name] != nil
      || arguments.values[perPage("items").declaration.name] != nil
  }
}
