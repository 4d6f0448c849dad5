import Foundation

/// The public types and members declared in `Modules/`: what a SwiftUI block, which cannot be
/// compiled here, may name. A capitalised name that is none of them, nor the document's, nor in
/// ``apple``, is a Strata name that no longer exists (or an Apple one to add there).
struct StrataNames {
  /// Apple's names the SwiftUI blocks use.
  static let apple: Set<String> = [
    "App", "Binding", "Bindable", "Button", "ContentUnavailableView", "EmptyView",
    "EnvironmentKey", "EnvironmentValues", "Environment", "ForEach", "Form", "Group",
    "Identifiable", "LabeledContent", "List", "MainActor", "Observable", "ProgressView", "Preview",
    "Scene", "State", "String", "SwiftUI", "Task", "Text", "TextField", "TimelineView", "URL",
    "Value", "View", "WindowGroup", "Self", "Bool", "Int", "Void",
  ]

  var types: Set<String> = []
  var members: Set<String> = []

  /// Names given, for a test.
  init(types: Set<String>, members: Set<String>) {
    self.types = types
    self.members = members
  }

  init(sources: [URL]) {
    for url in sources {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      types.formUnion(
        text.matches(
          of:
            #/\b(?:public|open)\s+(?:final\s+)?(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)/#
            .wordBoundaryKind(.simple)
        ).map { String($0.output.1) })
      for match in text.matches(
        of:
          #/\bpublic(?:\s+\w+\(set\))?\s+(?:static\s+)?(?:nonisolated\s+)?(?:func|var|let)\s+(\w+)|\bcase\s+(\w+)/#
          .wordBoundaryKind(.simple)
      ) {
        if let name = match.output.1 ?? match.output.2 { members.insert(String(name)) }
      }
    }
  }

  /// The problems, a sentence each, with the Strata names `code` (a SwiftUI block of `document`)
  /// uses; a type the document declares, or a package module the block imports, counts.
  func problems(in code: String, of document: String, root: URL) -> [String] {
    let code = Self.codeOnly(code)
    var declared = Set(
      Self.codeOnly(document).matches(
        of: #/\b(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)/#.wordBoundaryKind(.simple)
      )
      .map { String($0.output.1) })
    for match in code.matches(of: #/(?m)^import\s+(\w+)/#) {
      let module = String(match.output.1)
      if FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Modules/\(module)").path)
      {
        declared.insert(module)
      }
    }
    var problems: [String] = []
    let capitalised = Set(
      SwiftSource.matches(of: #/[A-Z]\w*/#, in: code).map { String($0.output) })
    for name in capitalised.sorted()
    where !types.contains(name) && !declared.contains(name) && !Self.apple.contains(name) {
      problems.append(
        "'\(name)' is neither a Strata type nor one of Apple's this check knows (StrataNames.apple in scripts/TemplateTools)"
      )
    }
    var typed: [String: String] = [:]
    for match in code.matches(
      of: #/@Environment\((\w+)\.self\)[^\n]*?\bvar\s+(\w+)|\b(?:var|let)\s+(\w+)\s*:\s*(\w+)/#
        .wordBoundaryKind(.simple))
    {
      if let type = match.output.1, let name = match.output.2 {
        typed[String(name)] = String(type)
      } else if let name = match.output.3, let type = match.output.4, types.contains(String(type)) {
        typed[String(name)] = String(type)
      }
    }
    for match in SwiftSource.matches(of: #/(\w+)\.([a-z]\w*)/#, in: code) {
      let receiver = String(match.output.1)
      let member = String(match.output.2)
      let owner = typed[receiver] ?? (types.contains(receiver) ? receiver : nil)
      if let owner, !members.contains(member), member != "self" {
        problems.append("'\(receiver).\(member)': \(owner) has no public member '\(member)'")
      }
    }
    return problems
  }

  /// `code` without comments and the text of string literals (an interpolation's code stays).
  static func codeOnly(_ code: String) -> String {
    var output = ""
    var characters = Array(code)[...]
    var inString = false
    while let character = characters.first {
      if !inString, characters.starts(with: ["/", "/"]) {
        characters = characters.drop { $0 != "\n" }
        continue
      }
      if inString {
        if characters.starts(with: ["\\", "("]) {
          characters = characters.dropFirst(2)
          var depth = 1
          var interpolated = ""
          while let next = characters.first, depth > 0 {
            depth += next == "(" ? 1 : next == ")" ? -1 : 0
            if depth > 0 { interpolated.append(next) }
            characters = characters.dropFirst()
          }
          output += " \(interpolated) "
          continue
        }
        if character == "\"" { inString = false }
        characters = characters.dropFirst()
        continue
      }
      if character == "\"" {
        inString = true
        output += "\"\""
      } else {
        output.append(character)
      }
      characters = characters.dropFirst()
    }
    return output
  }
}
