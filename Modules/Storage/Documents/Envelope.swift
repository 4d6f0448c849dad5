import Foundation

/// The versioned wrapper around every stored document.
///
/// ```json
/// { "schemaVersion": 1, "storedAt": "2026-11-29T10:00:00Z", "payload": { … } }
/// ```
///
/// A document that does not decode has its version read alone, so a newer Strata's file is
/// reported as such, not as garbage. `storedAt` is what "showing the copy stored at …" quotes.
struct Envelope<Payload: Codable>: Codable {
  var schemaVersion: Int
  var storedAt: Date
  var payload: Payload
}

/// The part of an envelope read to explain a document that would not decode.
struct EnvelopeHeader: Decodable {
  var schemaVersion: Int
}
