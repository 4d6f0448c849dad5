import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import RepositoriesMocks
import TerminalUI
import TerminalUIMocks
import TestSupport
import Testing

/// Every way in and out of the app, and what happens to the terminal on each: taken over once,
/// given back once, whatever ended the run.
@MainActor
@Suite("Lifecycle", .hangGuard)
struct LifecycleTests: FlowSuite {
  let fixture = Fixture.servingNotes()

  @Test("Ctrl-C quits as interrupted and restores the terminal")
  func controlC() async throws {
    let run = try await fixture.openBoard(1)
    terminal.press(.control("c"))
    #expect(try await run.value == .interrupted)
    #expect(terminal.restoreCount == 1)
  }

  @Test(
    "Ctrl-Z, or a suspend asked from outside, gives the terminal back and draws everything after",
    arguments: ["Ctrl-Z", "SIGTSTP"])
  func suspend(how: String) async throws {
    let run = try await fixture.openBoard(1)
    if how == "Ctrl-Z" {
      terminal.press(.control("z"))
    } else {
      terminal.requestSuspend()
    }
    // The mock wipes its screen while "stopped": only a full redraw brings the list back.
    try await terminal.waitForText("Notes · Board ID 1 · 10 of 25")
    #expect(terminal.suspendCount == 1)
    #expect(terminal.isTakenOver)
    terminal.press(.down)
    try await terminal.waitForText(" ›  2   Note 2")
    try await expectQuits(run)
  }

  @Test("A terminal that cannot be taken over again after a suspend ends the run with its error")
  func suspendFails() async throws {
    let run = try await fixture.openBoard(1)
    terminal.failStart(with: .rawModeFailed("Input/output error"))
    terminal.press(.control("z"))
    await #expect(throws: TerminalError.rawModeFailed("Input/output error")) {
      try await run.value
    }
  }

  @Test("A terminal that closes ends the run and is restored")
  func closed() async throws {
    let run = try await fixture.openBoard(1)
    terminal.close()
    #expect(try await run.value == .inputEnded)
    #expect(terminal.restoreCount == 1)
  }

  @Test("A terminal that refuses raw mode is an error, and nothing is drawn")
  func refusesRawMode() async {
    terminal.failStart(with: .rawModeFailed("Inappropriate ioctl for device"))
    let run = fixture.run(fixture.homeApp(features: [fixture.notesFeature()]))
    await #expect(throws: TerminalError.rawModeFailed("Inappropriate ioctl for device")) {
      try await run.value
    }
    #expect(terminal.writes.isEmpty)
    #expect(fixture.notes.list.calls.isEmpty)
  }

  @Test("Writes that fail do not end the run: the next key still works")
  func writesFail() async throws {
    let run = try await fixture.openBoard(1)
    terminal.failWrites(with: .writeFailed(code: 5))
    terminal.press(.down, .down)
    try await expectQuits(run)
    #expect(terminal.restoreCount == 1)
  }

  @Test("A resize redraws at the new size; below 40×12 it asks for a larger window")
  func resize() async throws {
    let run = try await fixture.openBoard(1)
    terminal.resize(to: TerminalSize(columns: 120, rows: 40))
    try await terminal.waitForText(
      " j/k move · Enter open · a add · r reload · Esc back · q quit")
    #expect(terminal.screen.count == 40)
    terminal.resize(to: TerminalSize(columns: 30, rows: 10))
    try await terminal.waitForText("Make the window larger")
    terminal.press(.down)
    terminal.resize(to: TerminalSize(columns: 40, rows: 12))
    try await terminal.waitForText(" ›  2   Note 2")
    try await expectQuits(run)
  }

  @Test(
    "After the first frame, a key that changes one row rewrites only that row and the one before")
  func diffedRedraw() async throws {
    let run = try await fixture.openBoard(1)
    let before = terminal.writes.count
    terminal.press(.down)
    try await terminal.waitForText(" ›  2   Note 2")
    let write = try #require(terminal.writes.dropFirst(before).first)
    #expect(!write.contains("\u{1B}[2J"))
    #expect(write.components(separatedBy: "\u{1B}[K").count - 1 == 2)
    try await expectQuits(run)
    #expect(terminal.virtualScreen.unexpected.isEmpty)
  }
}
