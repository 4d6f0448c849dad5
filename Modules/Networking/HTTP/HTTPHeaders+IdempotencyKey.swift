/// `Idempotency-Key` (the IETF draft `draft-ietf-httpapi-idempotency-key-header`): a key that
/// makes a repeat of a write the same write. Every write endpoint sets it, the retry policy
/// retries a `POST` only when it is there, and the sandbox reads it; so its name is written once.
extension HTTPHeaders {
  /// The header's name.
  public static let idempotencyKeyName = "Idempotency-Key"

  /// A list holding only `key`, as a write sends it.
  public init(idempotencyKey key: String) {
    self.init()
    idempotencyKey = key
  }

  /// The key, when the list holds one.
  public var idempotencyKey: String? {
    get { self[Self.idempotencyKeyName] }
    set { self[Self.idempotencyKeyName] = newValue }
  }
}
