import Foundation

/// The most rows a viewport of `height` points can show at once over `sections`: the drag does
/// work for every row on screen at every display frame, so the frame limit is shared among them.
///
/// Rows are laid out top to bottom with the sections' headers and footers between them; the
/// count is the most rows whose tops fall inside any window of the viewport's height, plus one
/// for a row cut at the window's top.
func mostRowsOnScreen(_ sections: [ScriptSection], height: CGFloat) -> Int {
  var tops: [CGFloat] = []
  var y: CGFloat = 0
  for section in sections {
    y += section.headerHeight
    for rowHeight in section.rowHeights {
      tops.append(y)
      y += rowHeight
    }
    y += section.footerHeight
  }
  guard !tops.isEmpty else { return 0 }
  var most = 0
  var last = 0
  for first in tops.indices {
    last = Swift.max(last, first)
    while last + 1 < tops.count, tops[last + 1] < tops[first] + height { last += 1 }
    most = Swift.max(most, last - first + 1)
  }
  return Swift.min(tops.count, most + 1)
}
