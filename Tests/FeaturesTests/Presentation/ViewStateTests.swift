import Features
import FeaturesMocks
import Testing

@Suite("View state")
struct ViewStateTests {
  @Test("map changes a loaded value, keeps its notices, and leaves every other state alone")
  func map() {
    let error = UserFacingError(PreviewSamples.cannotConnect)
    let states: [(ViewState<Int>, ViewState<String>)] = [
      (.idle, .idle), (.loading, .loading),
      (
        .loaded(7, notices: [PreviewSamples.offlineNotice]),
        .loaded("7", notices: [PreviewSamples.offlineNotice])
      ),
      (.failed(error), .failed(error)),
    ]
    for (state, expected) in states {
      #expect(state.map(String.init) == expected)
    }
  }
}
