import Foundation

/// A rule of the app's own for a field's value, typed by its property and checked before sending:
///
/// ```swift
/// let fields = [
///   ResourceField<Book>(.title, \.title, rules: [.length(1...80)]),
///   ResourceField(.pages, \.pages, rules: [.range(1...5_000)]),
///   ResourceField(.isbn, \.isbn, rules: [.pattern("[0-9-]{10,17}", "an ISBN: digits and dashes")]),
///   ResourceField(
///     .finishedOn, \.finishedOn,
///     rules: [.check { date in date > .now ? "must not be in the future" : nil }]),
/// ]
/// ```
///
/// A rule on an optional field checks a value when there is one. The command line refuses a
/// broken rule with exit 64; a form shows the problem beside the field as it is typed.
public struct FieldRule<Value: FieldRepresentable>: Sendable {
  /// The problem with `value`, or `nil` when it keeps the rule.
  public let problem: @Sendable (Value) -> FieldProblem?

  /// A rule that finds `problem` with a value.
  public init(_ problem: @escaping @Sendable (Value) -> FieldProblem?) {
    self.problem = problem
  }

  /// A rule of the app's own: `reason` says what is wrong with a value ("must not be in the
  /// future"), or `nil` when nothing is.
  public static func check(_ reason: @escaping @Sendable (Value) -> String?) -> FieldRule {
    FieldRule { value in reason(value).map { .refusedByRule(reason: $0) } }
  }
}

extension FieldRule where Value == String {
  /// Text of `range.lowerBound` to `range.upperBound` characters, white space around it aside.
  public static func length(_ range: ClosedRange<Int>) -> FieldRule {
    FieldRule { text in
      let count = FieldText.trimmed(text).count
      if count < range.lowerBound { return .tooShort(minimum: range.lowerBound) }
      if count > range.upperBound { return .tooLong(maximum: range.upperBound) }
      return nil
    }
  }

  /// Text the regular expression `pattern` matches whole, described for people as `shape`
  /// ("a slug"); an invalid pattern refuses every value, saying so, rather than letting one by.
  public static func pattern(_ pattern: String, _ shape: String) -> FieldRule {
    FieldRule { text in
      guard let expression = try? NSRegularExpression(pattern: pattern) else {
        return .refusedByRule(reason: "has a rule whose pattern is not a regular expression")
      }
      let whole = NSRange(text.startIndex..<text.endIndex, in: text)
      let match = expression.firstMatch(in: text, range: whole)
      return match?.range == whole ? nil : .doesNotMatch(shape: shape)
    }
  }
}

extension FieldRule where Value == Int {
  /// A whole number in `range`.
  public static func range(_ range: ClosedRange<Int>) -> FieldRule {
    FieldRule { number in
      if number < range.lowerBound { return .tooSmall(minimum: Double(range.lowerBound)) }
      if number > range.upperBound { return .tooLarge(maximum: Double(range.upperBound)) }
      return nil
    }
  }
}

extension FieldRule where Value == Double {
  /// A number in `range`.
  public static func range(_ range: ClosedRange<Double>) -> FieldRule {
    FieldRule { number in
      if number < range.lowerBound { return .tooSmall(minimum: range.lowerBound) }
      if number > range.upperBound { return .tooLarge(maximum: range.upperBound) }
      return nil
    }
  }
}
