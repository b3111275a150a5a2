import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Device review r4, N6: a screen dismissed with a row open, or with an action awaiting its
/// completion, must let go of every handler. The table leaving its window closes the row without
/// animation, drops the pending completion and releases the actions, so handlers that capture
/// the screen strongly no longer keep it alive.
@Suite("Swipe: the table leaves its window")
struct SwipeWindowTests {
  /// The app's screen, captured strongly by its handlers.
  final class Screen {}

  /// An app that keeps what each action's handler needs, as the UIKit skin's catalog keeps the
  /// app's `SwipeableAction`s, until the engine releases them.
  final class CatalogApp: SwipeActionsProvider {
    let table: SimulatedTable
    /// The kept handlers, each capturing the screen.
    var catalog: [() -> Screen] = []
    var held: [SwipeActionCompletion] = []
    var calls = 0

    init(table: SimulatedTable) { self.table = table }

    func keep(_ screen: Screen) { catalog.append { screen } }

    func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeableEdge) -> SwipeActionSet? {
      edge == .trailing ? trailingSet(2) : nil
    }

    func performSwipeAction(
      _ action: SwipeAction, forRowAt indexPath: IndexPath, completion: SwipeActionCompletion
    ) {
      calls += 1
      held.append(completion)
    }

    func swipeActionsReleased() { catalog.removeAll() }
  }

  struct Fixture {
    let table = SimulatedTable(
      sections: [SimulatedSection.uniform(rows: 10, height: 44)],
      viewportSize: CGSize(width: 320, height: 600))
    let host: SimulatedSwipeHost
    let app: CatalogApp
    let controller: SwipeController

    init() {
      host = SimulatedSwipeHost(table: table)
      app = CatalogApp(table: table)
      controller = SwipeController(table: table, host: host, provider: app)
      host.forwardTableViewChanges(to: controller)
    }

    /// A screen only the app's kept handlers hold, and row 1 open; returns a weak view of it.
    func openRowKeepingAScreen() -> WeakScreen {
      let screen = Screen()
      app.keep(screen)
      controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
      return WeakScreen(screen)
    }
  }

  /// A weak reference to a screen.
  final class WeakScreen {
    weak var screen: Screen?
    init(_ screen: Screen) { self.screen = screen }
  }

  @Test func leavingTheWindowWithARowOpenClosesItAtOnceAndReleasesEveryHandler() {
    let f = Fixture()
    let released = f.openRowKeepingAScreen()
    #expect(f.host.offset(at: ip(0, 1)) != 0)
    #expect(released.screen != nil)
    f.table.moveToWindow(false)
    #expect(f.controller.isIdle)
    #expect(!f.controller.needsFrames)
    #expect(f.host.offsetRowIDs.isEmpty)
    #expect(f.host.buttonRows.isEmpty)
    #expect(released.screen == nil, "a kept handler kept the screen alive")
  }

  @Test func leavingTheWindowWithAnActionAwaitingItsCompletionDropsIt() throws {
    let f = Fixture()
    let released = f.openRowKeepingAScreen()
    let frame = try #require(f.host.buttonFrames.first { $0.actionIndex == 1 })
    f.controller.tap(at: CGPoint(x: frame.visibleMinX + 2, y: 66))
    #expect(f.app.calls == 1)
    #expect(f.controller.isPerformingAction)
    f.table.moveToWindow(false)
    #expect(f.controller.isIdle)
    #expect(released.screen == nil, "an action awaiting its completion kept the screen alive")
    // The completion, called later, changes nothing.
    f.app.held.first?(true)
    #expect(f.controller.isIdle)
    #expect(f.host.offsetRowIDs.isEmpty)
  }

  @Test func backInTheWindowRowsSwipeAgain() {
    let f = Fixture()
    f.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: false)
    f.table.moveToWindow(false)
    f.table.moveToWindow(true)
    f.controller.showActions(forRowAt: ip(0, 2), edge: .trailing, animated: false)
    #expect(f.controller.activeRow == ip(0, 2))
    #expect(f.host.offset(at: ip(0, 2)) != 0)
  }
}
