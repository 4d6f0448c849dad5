import Domain
import Storage

/// Safe, collision-free document names for values a person or a server chose, such as a
/// collection's parameters: `resource-todos-list-userId_3a_1`.
enum DocumentName {
  /// The longest name a store accepts.
  static let maximumLength = 100

  /// `parts` joined with `-`, each escaped: letters and digits are kept, anything else (`-` and
  /// `_` included) becomes `_<hex code>_`, so two lists of parts never share a name. A name too
  /// long for a file keeps its start and ends in a hash of the whole.
  static func make(_ parts: [String]) -> String {
    let escaped = parts.map { part in
      part.unicodeScalars.map { scalar in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
          ? String(scalar) : "_" + String(scalar.value, radix: 16) + "_"
      }.joined()
    }.joined(separator: "-")
    guard escaped.count > maximumLength else { return escaped }
    let hash = String(StableHash.fnv1a(escaped), radix: 16)
    return String(escaped.prefix(maximumLength - hash.count - 1)) + "-" + hash
  }

  /// An address's parts as parts of a name: each name, then its value, in name order.
  static func parts(of values: FieldValues) -> [String] {
    values.keys.sorted().flatMap { key in [key, text(of: values[key] ?? .null)] }
  }

  /// A part's value as its name writes it: `1` for a number, the text itself for text.
  private static func text(of value: FieldValue) -> String {
    switch value {
    case .integer(let number): String(number)
    case .text(let text): text
    default: ""
    }
  }
}
