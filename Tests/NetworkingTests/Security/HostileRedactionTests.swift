import Networking
import TestSupport
import Testing

/// Whatever text surrounds it, in whatever letter case, the token never survives redaction.
@Suite("Hostile redaction", .tags(.hostile, .security))
struct HostileRedactionTests {
  @Test("The token never survives, in any case, anywhere in any text")
  func tokenNeverSurvives() async throws {
    try await GeneratedCases.run { random in
      let length = Int.random(in: APIToken.minimumLength...40, using: &random)
      let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
      let secret = String((0..<length).map { _ in alphabet.randomElement(using: &random) ?? "a" })
      let echoed = [secret, secret.lowercased(), secret.uppercased()].randomElement(using: &random)
      let text =
        HostileValues.text(using: &random) + (echoed ?? secret) + HostileValues.text(using: &random)
      let redacted = Redactor(secrets: [secret]).redact(text)
      #expect(!redacted.lowercased().contains(secret.lowercased()), "seed \(random.seed)")
    }
  }
}
