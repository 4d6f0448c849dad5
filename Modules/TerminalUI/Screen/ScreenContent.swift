/// What a screen shows.
public struct ScreenContent: Sendable {
  /// The rows under the title bar.
  public var lines: [Frame.Line]
  /// A line above them that must not be missed, such as "a stored copy from 3 hours ago".
  public var banner: String?
  /// The bottom row.
  public var footer: Footer

  /// The `lines` of a screen, with an optional `banner` above them and the `footer` below.
  public init(lines: [Frame.Line], banner: String? = nil, footer: Footer) {
    self.lines = lines
    self.banner = banner
    self.footer = footer
  }
}
