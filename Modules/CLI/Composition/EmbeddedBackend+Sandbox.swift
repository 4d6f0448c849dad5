import Sandbox

extension EmbeddedBackend {
  /// The sandbox (module `Sandbox`): every resource served from the data directory, no network.
  static let sandbox = EmbeddedBackend(
    namespace: "sandbox", name: "embedded sandbox", baseURL: SandboxTransport.baseURL,
    traceModule: "Sandbox", traceName: "SandboxTransport"
  ) { store, served in
    let resources: [SandboxResource] =
      []
      + served.resources.map { SandboxResource($0, apiPaging: Dependencies.apiPaging) }
    return SandboxTransport(store: store, resources: resources)
  }
}
