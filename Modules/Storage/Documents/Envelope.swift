import Foundation

/// The versioned wrapper around every stored document.
///
/// ```json
/// { "schemaVersion": 1, "storedAt": "2026-11-29T10:00:00Z", "payload": { … } }
/// ```
///
/// The version is read first, on its own, so a file from a newer Strata is reported as exactly
/// that instead of as garbage; `storedAt` is what "shown from the copy stored at …" quotes.
struct Envelope<Payload: Codable>: Codable {
  var schemaVersion: Int
  var storedAt: Date
  var payload: Payload
}

/// The part of an envelope read before anything else.
struct EnvelopeHeader: Decodable {
  var schemaVersion: Int
}
