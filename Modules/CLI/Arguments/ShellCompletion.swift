import Foundation

/// `strata --generate-completion-script bash|zsh|fish`, written from the same declarations as
/// `--help`, so a generated feature's commands complete the day they exist. Each script holds one
/// table of what may follow the command words typed so far (`""`, `todo`, `todo add`), and finds
/// its row by walking the line's words past options and their values.
enum ShellCompletion {
  /// A shell Strata writes a completion script for.
  enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  /// The script for `shell`, completing `definitions`, without a last newline (printing adds it).
  static func script(for shell: Shell, _ definitions: [CommandDefinition]) -> String {
    let table = Table(definitions)
    return switch shell {
    case .bash: bash(table)
    case .zsh: zsh(table)
    case .fish: fish(table)
    }
  }

  /// What may follow each sequence of command words, and which options take a value.
  struct Table {
    /// Command words typed so far → the words that may come next, in order.
    var next: [(words: String, candidates: [String])] = []
    /// Every option that takes a value (`--page`), so its value is not read as a command word.
    var valueOptions: [String] = []
    /// The flags of ``SelfDescription/all`` that take a word, with their words.
    var described = SelfDescription.all.filter { !$0.choices.isEmpty }
    /// Options whose value is a directory.
    var directoryOptions = [CommonOptions.dataDirectory.declaration.name]
    /// Per full command, its options with their help, for shells that show it (fish).
    var options: [(command: String, option: OptionDeclaration)] = []

    /// Every sequence of command words that names a command or a group (`todo`, `todo add`); other
    /// words are arguments (`outbox discard 3`).
    var commandPaths: [String] { next.map(\.words).filter { !$0.isEmpty } }

    init(_ definitions: [CommandDefinition]) {
      var next: [String: [String]] = [:]
      func add(_ word: String, after words: String) {
        if !(next[words, default: []].contains(word)) { next[words, default: []].append(word) }
      }
      for definition in definitions {
        let words = definition.name.split(separator: " ").map(String.init)
        for index in words.indices {
          add(words[index], after: words[..<index].joined(separator: " "))
        }
        let own = definition.options + definition.fields + definition.commonOptions
        for option in own { add(option.name, after: definition.name) }
        add("--help", after: definition.name)
        options += own.map { (definition.name, $0) }
        valueOptions += own.filter(\.takesValue).map(\.name)
      }
      add("--help", after: "")
      add("--version", after: "")
      for description in SelfDescription.all { add(description.flag, after: "") }
      self.next = next.keys.sorted().map { ($0, next[$0] ?? []) }
      valueOptions = Array(Set(valueOptions + described.map(\.flag))).sorted()
    }
  }

  private static func bash(_ table: Table) -> String {
    let rows = table.next.map { words, candidates in
      "    \(shellWord(words))) candidates=\(shellWord(candidates.joined(separator: " "))) ;;"
    }
    return """
      # bash completion for strata, written by 'strata --generate-completion-script bash'
      # from the commands' own declarations.
      _strata_is_command() {
        case "$1" in
          \(table.commandPaths.map(shellWord).joined(separator: "|"))) return 0 ;;
        esac
        return 1
      }
      _strata() {
        # The words up to the cursor, split on spaces alone: bash's own split also breaks at
        # ':' and '=', which --base-url http://host:8080 holds.
        local line="${COMP_LINE:0:COMP_POINT}" cur="" prev="" command="" word i
        local -a words
        read -r -a words <<< "$line"
        if [[ "$line" != *[[:space:]] && ${#words[@]} -gt 0 ]]; then
          cur="${words[${#words[@]}-1]}"
          words=("${words[@]:0:${#words[@]}-1}")
        fi
        prev="${words[${#words[@]}-1]}"
        # The command typed so far: its words, options, their values and arguments aside.
        for ((i = 1; i < ${#words[@]}; i++)); do
          word="${words[i]}"
          case "$word" in
            \(table.valueOptions.joined(separator: "|"))) ((i++)) ;;
            -*) ;;
            *) _strata_is_command "${command:+$command }$word" && command="${command:+$command }$word" ;;
          esac
        done
        case "$prev" in
          \(table.directoryOptions.joined(separator: "|"))) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")); return ;;
      \(table.described.map { "    \($0.flag)) COMPREPLY=($(compgen -W \"\($0.choices.joined(separator: " "))\" -- \"$cur\")); return ;;" }.joined(separator: "\n"))
          \(table.valueOptions.joined(separator: "|"))) COMPREPLY=(); return ;;
        esac
        local candidates=""
        case "$command" in
      \(rows.joined(separator: "\n"))
        esac
        COMPREPLY=($(compgen -W "$candidates" -- "$cur"))
      }
      complete -F _strata strata
      """
  }

  private static func zsh(_ table: Table) -> String {
    let rows = table.next.map { words, candidates in
      "    \(shellWord(words))) candidates=(\(candidates.map(shellWord).joined(separator: " "))) ;;"
    }
    return """
      #compdef strata
      # zsh completion for strata, written by 'strata --generate-completion-script zsh' from the
      # commands' own declarations. Install it as `_strata` in a directory of $fpath.
      _strata_is_command() {
        case $1 in
          \(table.commandPaths.map(shellWord).joined(separator: "|"))) return 0 ;;
        esac
        return 1
      }
      _strata() {
        emulate -L zsh
        local command="" word
        local -i i=2
        # The command typed so far: its words, options, their values and arguments aside.
        while (( i < CURRENT )); do
          word=${words[i]}
          case $word in
            \(table.valueOptions.joined(separator: "|"))) (( i++ )) ;;
            -*) ;;
            *) _strata_is_command "${command:+$command }$word" && command="${command:+$command }$word" ;;
          esac
          (( i++ ))
        done
        case ${words[CURRENT-1]} in
          \(table.directoryOptions.joined(separator: "|"))) _files -/; return ;;
      \(table.described.map { "    \($0.flag)) compadd -- \($0.choices.joined(separator: " ")); return ;;" }.joined(separator: "\n"))
          \(table.valueOptions.joined(separator: "|"))) return ;;
        esac
        local -a candidates
        case $command in
      \(rows.joined(separator: "\n"))
        esac
        compadd -- $candidates
      }
      # Autoloaded from $fpath, this file is the function's body; sourced, it registers it.
      if [[ $funcstack[1] == _strata ]]; then _strata "$@"; else compdef _strata strata; fi
      """
  }

  private static func fish(_ table: Table) -> String {
    var lines = [
      "# fish completion for strata, written by 'strata --generate-completion-script fish' from",
      "# the commands' own declarations.",
      "function __strata_command",
      "    set -l words (commandline -opc)",
      "    set -e words[1]",
      "    set -l command",
      "    set -l skip 0",
      "    set -l known \(table.commandPaths.map(fishWord).joined(separator: " "))",
      "    for word in $words",
      "        if test $skip = 1",
      "            set skip 0",
      "            continue",
      "        end",
      "        switch $word",
      "            case \(table.valueOptions.joined(separator: " "))",
      "                set skip 1",
      "            case '-*'",
      "            case '*'",
      "                if contains -- (string join ' ' -- $command $word) $known",
      "                    set command $command $word",
      "                end",
      "        end",
      "    end",
      "    string join ' ' -- $command",
      "end",
      "function __strata_is",
      "    set -l command (__strata_command)",
      "    test \"$command\" = \"$argv[1]\"",
      "end",
      "complete -c strata -f",
    ]
    for (words, candidates) in table.next {
      // Command words are letters and hyphens: quoted plainly inside the condition.
      let condition = "-n \"__strata_is '\(words)'\""
      let commands = candidates.filter { !$0.hasPrefix("-") }
      if !commands.isEmpty {
        lines.append(
          "complete -c strata \(condition) -a \(fishWord(commands.joined(separator: " ")))")
      }
      for option in candidates where option.hasPrefix("--") {
        let declaration = table.options.first { $0.command == words && $0.option.name == option }
        var line = "complete -c strata \(condition) -l \(option.dropFirst(2))"
        if table.directoryOptions.contains(option) {
          line += " -xa '(__fish_complete_directories)'"
        } else if let described = table.described.first(where: { $0.flag == option }) {
          line += " -xa \(fishWord(described.choices.joined(separator: " ")))"
        } else if declaration?.option.takesValue == true {
          line += " -r"
        }
        if let declaration { line += " -d \(fishWord(declaration.option.help))" }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `text` as one word for fish: in single quotes, with `\\` and `'` escaped.
  static func fishWord(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "'", with: "\\'") + "'"
  }

  /// `text` as one word for a shell: in single quotes, a quote inside ended, escaped, reopened.
  static func shellWord(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

extension SelfDescription {
  /// `--generate-completion-script bash|zsh|fish`.
  static let completionScript = SelfDescription(
    flag: "--generate-completion-script", summary: "Print a completion script for the shell.",
    texts: ShellCompletion.Shell.allCases.map { shell in
      Text(word: shell.rawValue) { ShellCompletion.script(for: shell, $0) }
    })
}
