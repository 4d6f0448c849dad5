/// One item of a generated feature's list, as `strata browse` shows it: a row (its id and a
/// summary), and a screen of its own with every field.
///
/// The feature's command makes it from its model, with the same field names and values its text
/// output prints, so the app and `strata <feature>` show one thing in two ways.
public struct BrowseRecord: Sendable {
  /// The item's id, the first column of its row.
  public var id: Int
  /// The text of its row, such as a comment's name.
  public var summary: String
  /// Every field, in order, as a label and a value.
  public var fields: [(label: String, value: String)]

  /// Creates a record.
  public init(id: Int, summary: String, fields: [(label: String, value: String)]) {
    self.id = id
    self.summary = summary
    self.fields = fields
  }
}
