/// What `tablesim --help` prints.
@_spi(Headless) public enum HelpText {
  private typealias L = ScriptLimits

  public static var text: String {
    """
    tablesim: run drag-to-reorder and swipe gestures on TableGestureKit's simulated table,
    print what happened and draw a storyboard of the key moments.

    USAGE
      swift run tablesim [--out DIR] [--seed N] [--scenario NAME]
      swift run tablesim --script FILE.json [--out DIR]
      swift run tablesim --feel
      swift run tablesim --help

    WITHOUT --script
      Runs the built-in scenarios:
        drag-across-sections  a drag across sections of mixed heights that autoscrolls
                              down to the end and back up to the top
        pinned-row            a press on a pinned row is refused; a row dragged towards it
                              waits below it
        outside-handle        a press outside the drag handle: the drag never begins
        random-drag           a random table and finger path (see --seed)
        system-swipe          circular, custom-view and system-look swipe buttons at
                              several reveal stages
        engine-transitions    the library's own swipe engine: every transition style
                              at several offsets
        engine-full-swipe-delete  a full swipe fills the row and the app deletes it
        engine-delete-rollback    a delete the app did not make rolls back
        engine-handover       one open row hands over to another in one gesture;
                              scroll, tap, programmatic open and first-run hint
        engine-reloaded-row   an open row reloaded (a fresh cell): a tap where its
                              button was runs no action
        engine-animated-delete  a deleted row keeps its fill until its cell leaves
        engine-width-change   an open row snaps to its new open width as the table
                              narrows and widens
        list-inset-grouped    an inset-grouped collection-view list: separators beside
                              the open row hide, rounded corners stay, a header row
                              is left alone
        list-diffable-delete  a full swipe on a list deletes through the app's
                              diffable apply
        list-drag-across-sections  a drag across the sections of an inset-grouped
                              list that autoscrolls and drops into an empty section
      and prints a summary of each: every move with from and to (index paths are
      (section, row)), the distance autoscrolled, the cells check and the final order.

    OPTIONS
      --script FILE    Replay a gesture script (JSON): the table (sections, row heights,
                       header and footer heights, insets, viewport), the rules (pinned rows,
                       handle area, commit mode) and timed events (press, move, tick, release,
                       cancel, reload), and optional swipe-engine steps (swipeEngine); with
                       "host": "list" in the table, a collection-view list (plain, grouped,
                       insetGrouped) that runs them. The format is in docs/tablesim.md,
                       "Gesture scripts".
      --out DIR        Where to write the storyboard (default: storyboard). It gets
                       index.html (every frame inline, with the text summaries) and each
                       frame as its own SVG file, e.g. drag-across-sections-01.svg.
      --seed N         Seed of the random-drag scenario (default: 1). The same seed gives
                       the same scenario.
      --scenario NAME  Run only this built-in scenario.
      --feel           Instead of scenarios, replay finger paths (slow and fast vertical
                       scrolls, diagonals, swipes on rows with and without actions, both
                       layout directions, a pushed iOS 26 screen, a press that moves)
                       through the simulated table's gesture arbitration and print, for a
                       plain table, a swipeable one and UIKit's own swipe, the finger travel
                       before the table scrolls and before the row follows. Exit status 3
                       if a swipeable table scrolls later than a plain one or swipes later
                       than UIKit's. Then the same paths on an inset-grouped collection-view
                       list, against a plain list and UIKit's own list swipe (the same
                       goal). See docs/gesture-arbitration.md.
      -h, --help       Show this help.

    LIMITS
      A script beyond these is refused with one line on stderr before anything runs:
        file size          \(L.maximumFileBytes) bytes
        table              \(L.maximumRows) rows, \(L.maximumSections) sections; lengths up to \(Fmt.plain(L.maximumLength)) pt
        drag events        \(L.maximumEvents) events, within \(Fmt.plain(L.maximumDuration)) s; at most \(L.maximumFrameRate) frames a second
                           and \(L.maximumDisplayFrames) display frames in all (the frame rate times the
                           time of the last event); with more than 20 rows on screen at once
                           (with those one frame autoscrolls past), frames and events times
                           those rows at most \(L.maximumRowFrames)
        swipe engine       \(L.maximumSwipeEngineSteps) swipe-engine steps (each transitions fraction
                           counts as one), within \(Fmt.plain(L.maximumDuration)) s of simulated time
                           (a swipe takes 1/\(SwipeEngineTiming.frameRate) s per \(Fmt.plain(SwipeEngineTiming.pointsPerFrame)) pt, a settle up to \(SwipeEngineTiming.maximumSettleFrames / SwipeEngineTiming.frameRate) s);
                           \(L.maximumButtons) buttons per row and edge; titles up to \(L.maximumTitleLength) characters
        labels             \(L.maximumLabelLength) characters, no control characters
        name               \(L.maximumNameLength) characters, no control characters
      The storyboard keeps the first \(L.maximumFrames) pictures of each script (later ones are
      counted, never drawn), the summary the first \(L.maximumLogLines) lines of its event log.
      An error line is at most \(L.maximumErrorBytes) bytes.

    OUTPUT
      The same input always gives byte-identical output (summary and storyboard), so
      storyboards can be compared with diff. The run ends with a verdict line:
      "15 scenarios, all checks passed", or which scenarios failed which check.

    EXIT STATUS
      0  success
      1  the storyboard could not be written
      2  bad arguments or a malformed script; one line on stderr names the problem and its
         place, e.g.  error: drag.json: events[3].y: expected a number, found a string
      3  a check failed (the verdict line names it): a bug in the library

    """
  }
}
