import Domain
import DomainMocks
import Foundation
public import Networking

/// The contract a paging convention is held to: items served by ``Networking/ServedPage`` and read
/// back by ``Networking/ListResource`` come back page by page, with the total if the convention has
/// one, the end where it is and nothing past it. An app tests its own so:
///
/// ```swift
/// let spring = Paging(
///   pageParameter: "page", pagesFromZero: true, sizeParameter: "size", itemsKey: "content",
///   totalKey: "page.totalElements")
/// #expect(PagingContract.problems(of: spring) == [])
/// ```
///
/// It proves the two halves of the declaration agree; only a real server (`scripts/servers`) proves
/// the declaration is the server's.
public enum PagingContract {
  /// What does not hold together in `paging`, as sentences; none for a sound convention.
  public static func problems(of paging: Paging) -> [String] {
    let notes = (1...7).map { Note(id: $0, boardID: 1, title: "n\($0)") }
    let counts = paging.totalHeader != nil || paging.totalKey != nil || !paging.pagesOnServer
    var problems: [String] = []
    var cursor: String?
    for number in 1...4 {
      // By cursor, each page needs the cursor the page before named; the last names none.
      if paging.cursorParameter != nil, number > 1, cursor == nil {
        if number <= 3 { problems.append("page \(number - 1) named no cursor for the next") }
        break
      }
      let expected = Array(notes.dropFirst((number - 1) * 3).prefix(3))
      do {
        let endpoint = ListResource<Note>(
          Note.Address(boardID: 1), page: try PageRequest(page: number, perPage: 3),
          paging: paging, cursor: cursor)
        let served = try ServedPage(notes, query: try endpoint.request().query, paging: paging)
        let page = try endpoint.decode(
          try JSONEncoder().encode(served), HTTPResponse(statusCode: 200, headers: served.headers))
        if page.items != expected {
          problems.append(
            "page \(number) read back items \(page.items.map(\.id)), not \(expected.map(\.id))")
        }
        if page.totalCount != (counts ? 7 : nil) {
          problems.append(
            "page \(number) read back a total of \(page.totalCount.map(String.init) ?? "none")")
        }
        if number < 3, page.isLast { problems.append("page \(number) read back as the last") }
        cursor = page.nextCursor
      } catch {
        problems.append("page \(number) could not be served and read back: \(error)")
      }
    }
    return problems
  }
}
