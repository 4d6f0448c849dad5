import Domain
import Foundation
import Testing

@Suite("Field date", .tags(.validation))
struct FieldDateTests {
  /// 2026-12-24T09:30:00Z.
  static let morning = Date(timeIntervalSince1970: 1_798_104_600)
  /// 2026-12-24T00:00:00Z.
  static let midnight = Date(timeIntervalSince1970: 1_798_070_400)

  @Test(
    "Reads ISO 8601 with a time, fractional seconds or an offset, and a date alone",
    arguments: [
      ("2026-12-24T09:30:00Z", 1_798_104_600.0),
      ("2026-12-24T09:30:00.5Z", 1_798_104_600.5),
      ("2026-12-24T11:30:00+02:00", 1_798_104_600),
      ("2026-12-24T04:00:00-05:30", 1_798_104_600),
      ("2026-12-24", 1_798_070_400),
      ("2024-02-29", 1_709_164_800),
      ("1969-12-31", -86_400),
    ])
  func readsISO8601(text: String, seconds: Double) {
    #expect(FieldDate.parse(text) == Date(timeIntervalSince1970: seconds))
  }

  @Test(
    "Refuses what is not exactly a date, rather than read the start of it or roll it over",
    arguments: [
      "", " ", "tomorrow", "24/12/2026", "20261224", "2026-12-24junk", "2026-12-24T09:30:00Zjunk",
      "2026-12-24T09:30Z", "2026-12-24T09:30:00", "2026-12-24 09:30:00Z", "2026-12-24t09:30:00z",
      "2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "2026-12-00",
      "2026-12-24T24:00:00Z", "2026-12-24T09:60:00Z", "2026-12-24T09:30:60Z",
      "2026-12-24T09:30:00+24:00", "2026-12-24T09:30:00+0200", "-2026-12-24", "２０２６-12-24",
      "2026-12-24T09:30:00.1234567890Z", "2026-12-24\u{0}", "\u{1B}[2J2026-12-24",
      String(repeating: "2026-12-24", count: 1_000),
    ])
  func refusesGarbage(text: String) {
    #expect(FieldDate.parse(text) == nil)
  }

  @Test("Writes a date as the wire does, whole seconds in UTC")
  func formats() {
    #expect(FieldDate.format(Self.morning) == "2026-12-24T09:30:00Z")
    // Midnight UTC is written as the date alone, as a date-only field sends it; read back, it
    // is the same moment.
    #expect(FieldDate.format(Self.midnight) == "2026-12-24")
    #expect(FieldDate.format(Date(timeIntervalSince1970: 0)) == "1970-01-01")
    #expect(FieldDate.parse(FieldDate.format(Self.midnight)) == Self.midnight)
    #expect(FieldDate.format(Self.midnight.addingTimeInterval(1)) == "2026-12-24T00:00:01Z")
  }

  @Test(
    "What it writes, it reads back as the same moment",
    arguments: [1_798_104_600.0, 1_798_070_400, 0, -86_400, 951_782_400, 253_402_300_799])
  func roundTrips(seconds: Double) throws {
    let date = Date(timeIntervalSince1970: seconds)
    #expect(FieldDate.parse(FieldDate.format(date)) == date)
  }
}
