#!/usr/bin/env python3
"""Measures tablesim on generated hostile scripts against the bounds docs/tablesim.md promises.

For every script: CPU (user + system) under 2 s per megabyte of script (at least 3 s for a script
under 1.5 megabytes: a drag of 10,000 events that each swing the row past every row on screen is
160,000 swaps; drawing 100 storyboard frames of a 1,000-row table is most of the rest), peak memory
(maximum resident set size) under 150 MiB, output (stdout and the storyboard folder) under 40 MB,
stderr empty or one line of at most 2,000 bytes, and, for some scripts, what the output must say
(an echo cut at 200 characters, the order a drag left). Megabytes of script and output are
10^6 bytes; memory is in MiB (2^20 bytes), as /usr/bin/time reports kibibytes. Uses
/usr/bin/time -v, so Linux only; not run by CI (timings belong outside unit tests). Run it on the
debug build (what `swift run` uses) and on the release build.

Usage: Scripts/measure-tablesim-bounds.py [path/to/tablesim] [NAME-FILTER]
       (default: the debug build; with a filter, only the scripts whose name contains it)
"""
import json, os, random, shutil, subprocess, sys, tempfile

TABLESIM = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/tablesim"
ONLY = sys.argv[2] if len(sys.argv) > 2 else ""
ROWS = 1000
MEMORY_MIB = 150


def table(rows=5, height=60, viewport=(360, 300)):
    return {"viewport": {"width": viewport[0], "height": viewport[1]},
            "sections": [{"rowHeights": [height] * rows}]}


def buttons(n, title="Delete"):
    return [{"title": title, "style": "destructive"} for _ in range(n)]


def swipe_script(steps, rows=5, height=60, viewport=(360, 300), nbuttons=2, per_row=False):
    actions = [{"edge": "trailing", "expansion": "destructiveAfterFill", "buttons": buttons(nbuttons)}]
    if per_row:
        for i in range(rows):
            for edge in ("leading", "trailing"):
                actions.append({"row": "A%d" % (i + 1), "edge": edge, "buttons": buttons(nbuttons)})
    return {"table": table(rows, height, viewport), "swipeEngine": {"actions": actions, "steps": steps}}


def drag_script(events, rows=ROWS, rate=240):
    return {"table": table(rows, 44, (320, 480)), "tuning": {"frameRate": rate}, "events": events}


def compact(script):
    """`script` as JSON text without spaces, to fit more values in the size limit."""
    return json.dumps(script, separators=(",", ":"))


def scripts():
    full = [{"answer": "keepData"}, {"swipe": "A2", "by": -300, "velocity": -300}, {"settle": []}]
    yield "issue: 400 full swipes (refused: too much simulated time)", swipe_script(full * 400)
    # The most work the limit allows: 171 swipe-and-settle pairs on 1,000 rows, 20 buttons a row.
    yield "budget: 171 full swipes, 1000 rows, 20 buttons per row and edge", swipe_script(
        [{"swipe": "A%d" % (i % 900 + 2), "by": -300, "velocity": -300} if j == 0 else {"settle": [0.1]}
         for i in range(171) for j in range(2)], rows=ROWS, nbuttons=20, per_row=True)
    yield "budget: 3 swipes of 100000 pt, 20 buttons", swipe_script(
        [{"swipe": "A2", "by": -100000}] * 3 + [{"settle": []}], nbuttons=20)
    yield "issue: 1,000,000 pictures in one swipe (4 MB)", swipe_script(
        [{"swipe": "A2", "by": -300, "pictures": [-1] * 990000}])
    yield "issue: 1000 rows, 120 transition fractions", swipe_script(
        [{"transitions": [0.5] * 120}], rows=ROWS)
    yield "1000 rows of 10 pt in a 10000 pt viewport, 1000 transition fractions, 20 buttons", swipe_script(
        [{"transitions": [0.25, 0.5, 1, 1.25] * 250}], rows=ROWS, height=10, viewport=(10000, 10000),
        nbuttons=20)
    yield "1000 rows of 42 pt in a 10000 pt viewport, 1000 transition fractions, 20 buttons", swipe_script(
        [{"transitions": [0.25, 0.5, 1, 1.25] * 250}], rows=ROWS, height=42, viewport=(10000, 10000),
        nbuttons=20)
    yield "1000 rows of 10 pt in a 10000 pt viewport, swipes with 100 pictures", swipe_script(
        [{"swipe": "A%d" % (i + 1), "by": -400, "pictures": list(range(-4, -401, -4))} for i in range(100)],
        rows=ROWS, height=10, viewport=(10000, 10000), nbuttons=20)
    yield "issue: 8000 buttons (refused)", swipe_script([{"swipe": "A2", "by": -300}], nbuttons=8000)
    yield "4 MB row name echoed in an error", swipe_script([{"swipe": "x" * 3_900_000, "by": -10}])
    yield "4 MB edge name echoed in an error", swipe_script([{"show": "A1", "edge": "\u001b\n" * 1_300_000}])
    yield "1000 steps of hide", swipe_script([{"hide": True}] * 1000)
    # Drag scripts: the most display frames (300 s at 60 frames a second) and the most events.
    events = [{"t": 0, "type": "press", "y": 100}]
    events += [{"t": round(0.03 * i, 3), "type": "move", "y": 470 if (i // 1000) % 2 == 0 else 5}
               for i in range(1, 9999)]
    events.append({"t": 300, "type": "release"})
    yield "drag: 10000 events over 300 s at 60 frames a second, 1000 rows", drag_script(events, rate=60)
    yield "drag: 600 s at 240 frames a second (refused)", drag_script(
        [{"t": 0, "type": "press", "y": 100}, {"t": 600, "type": "release"}])
    presses = [{"t": round(0.03 * i, 2), "type": "press", "x": 10, "y": 470} for i in range(10000)]
    yield "drag: 10000 refused presses on 1000 rows", {
        **drag_script(presses, rate=60), "rules": {"handleArea": {"from": 300, "to": 320}}}
    wide = [{"t": round(0.03 * i, 2), "type": "press", "x": 5000, "y": 200 + i % 9000} for i in range(10000)]
    yield "drag: 10000 presses, 1000 rows of 10 pt all on a 10000 pt screen, 60 frames a second", {
        "table": table(ROWS, 10, (10000, 10000)), "tuning": {"frameRate": 60}, "events": wide}
    events = [{"t": round(0.011 * i, 3), "type": "move", "y": 100 + i} for i in range(1, 200)]
    yield "drag: 1000 rows of 10 pt on a 10000 pt screen, the most frames and events allowed", {
        "table": table(ROWS, 10, (10000, 10000)), "tuning": {"frameRate": 60},
        "events": [{"t": 0, "type": "press", "x": 5000, "y": 100}] + events + [
            {"t": 2.2, "type": "move", "y": 9990}, {"t": 5.8, "type": "release"}]}
    yield "swipe: 1000 rows on a 10000 pt screen, 3 swipes of 100000 pt", swipe_script(
        [{"swipe": "A%d" % (i * 300 + 1), "by": -100000, "pictures": [-50000]} for i in range(3)],
        rows=ROWS, height=10, viewport=(10000, 10000), nbuttons=20)
    drags = []
    for i in range(2500):
        drags += [{"t": round(0.12 * i, 2), "type": "press", "y": 60},
                  {"t": round(0.12 * i + 0.05, 2), "type": "move", "y": 470},
                  {"t": round(0.12 * i + 0.1, 2), "type": "release"}]
    yield "drag: 2500 drags to the bottom edge on 1000 rows, 60 frames a second", drag_script(
        drags[:10000], rate=60)
    # Strings full of escapes (any string field): parsing is linear, whatever the escapes.
    for megabytes in (1, 2, 3.9):
        count = int(megabytes * 1_000_000 / 2) - 10
        yield "escapes: a %.1f MB name of \\n escapes" % megabytes, {"name": "\n" * count}
    yield "escapes: a 3.9 MB name of \\/ escapes (no control character)", (
        '{"name": "' + "\\/" * 1_949_990 + '"}')
    yield "escapes: a 3.9 MB swipe row name of \\u0041 escapes", (
        '{"table": {"viewport": {"width": 360, "height": 300}, "sections": [{"rowHeights": [60]}]},'
        ' "swipeEngine": {"steps": [{"swipe": "' + "\\u0041" * 649_990 + '", "by": -10}]}}')
    yield "escapes: 3.9 MB of keys with \\t escapes", (
        "{" + ",".join('"%d\\t\\t":0' % i for i in range(270_000)) + "}")
    # Pictures past the 100th are only counted: a swipe then a settle asking for ~a million.
    for megabytes in (2, 3.9):
        count = int(megabytes * 1_000_000 / 4) - 100
        yield "pictures: a swipe then a settle asking for %d pictures (%.1f MB)" % (count, megabytes), \
            compact(swipe_script([{"swipe": "A2", "by": -300}, {"settle": [0.1] * count}]))
    yield "pictures: a settle asking for 1,990,000 pictures at 0 s (4 MB)", compact(swipe_script(
        [{"swipe": "A2", "by": -300}, {"settle": [0] * 1_990_000}]))
    # Width changes on 1,000 rows on screen, a row open with 20 buttons.
    yield "resize: 999 width changes, 1000 rows on screen, a row open", swipe_script(
        [{"swipe": "A2", "by": -3000}] + [{"resize": 5000 + i % 2 * 100} for i in range(998)],
        rows=ROWS, height=10, viewport=(10000, 10000), nbuttons=20)
    yield "resize: 999 width changes, 1000 rows on screen, none open", swipe_script(
        [{"resize": 5000 + i % 2 * 100} for i in range(999)], rows=ROWS, height=10,
        viewport=(10000, 10000), nbuttons=20)
    # Peak memory: a 4 MB script of a million small values, refused or run.
    yield "memory: 1.33 M empty objects as events (4 MB, refused)", (
        '{"events": [' + ",".join(["{}"] * 1_329_990) + "]}")
    yield "memory: 1.33 M empty strings as events (4 MB, refused)", (
        '{"events": [' + ",".join(['""'] * 1_329_990) + "]}")
    yield "memory: 2 M row heights (4 MB, refused)", (
        '{"table": {"viewport": {"width": 360, "height": 300}, "sections": [{"rowHeights": ['
        + ",".join(["1"] * 1_990_000) + "]}]}, \"events\": []}")
    # The "number is too large" error cuts the number it echoes at 200 characters.
    yield "echo: a 3.9 MB number too large", (
        '{"table": {"viewport": {"width": 360, "height": 300}, "sections": [{"rowHeights": [60]}]},'
        ' "events": [{"t": 1' + "0" * 3_900_000 + ', "type": "tick"}]}'), \
        lambda out, err: "…(3899801 more) is too large" in err and len(err.encode()) < 400
    # One table through the whole script: the swipe sees the order the drag left.
    yield "drag then swipe: the final order keeps the drag's move", {
        "table": table(5), "events": [{"t": 0, "type": "press", "y": 30},
                                      {"t": 0.2, "type": "move", "y": 100},
                                      {"t": 0.4, "type": "release"}],
        "swipeEngine": {"actions": [{"edge": "trailing", "buttons": buttons(2)}],
                        "steps": [{"swipe": "A3", "by": -100}, {"settle": []}]}}, \
        lambda out, err: "section 0: A2 A1 A3 A4 A5" in out
    # Crafted shapes. A long name is refused (it was written four times, escaped for HTML).
    yield "name: a 3.9 MB name of & (refused)", {"name": "&" * 3_899_000, "table": table(5),
                                                "events": [{"t": 0, "type": "tick"}]}
    yield "colour: a colour with a control character (refused)", swipe_script(
        [{"swipe": "A2", "by": -100}], nbuttons=1) | {"swipeEngine": {
            "actions": [{"edge": "trailing", "buttons": [{"title": "a", "colour": "\u001b[31mred"}]}],
            "steps": []}}
    # A row swung between both edges at every event: every event moves it past every row on screen.
    def swing(sections, rate=60, step=0.03, viewport=480, tuning=None, count=10000, rules=None):
        events = [{"t": 0, "type": "press", "y": min(100, viewport // 2)}]
        edge = min(10, viewport // 8)  # inside both edge zones
        events += [{"t": round(step * i, 4), "type": "move", "y": viewport - edge if i % 2 else edge}
                   for i in range(1, count - 1)]
        events.append({"t": round(step * (count - 1), 4), "type": "release"})
        script = {"table": {"viewport": {"width": 320, "height": viewport}, "sections": sections},
                  "tuning": {"frameRate": rate, **(tuning or {})}, "events": events}
        return script | ({"rules": rules} if rules else {})
    yield "swing: 10000 events swinging a row between the edges, 16 rows of 30 pt on screen", swing(
        [{"rowHeights": [30] * ROWS}])
    yield "swing: the same at 240 frames a second", swing([{"rowHeights": [30] * ROWS}], 240, 0.0075)
    yield "swing: the same on drop", swing([{"rowHeights": [30] * ROWS}], rules={"commitMode": "onDrop"})
    yield "swing: 100 sections of 10 rows with headers and footers", swing(
        [{"header": 10, "footer": 10, "rowHeights": [30] * 10} for _ in range(100)])
    yield "swing: 1000 rows of 1 pt autoscrolled at 100000 pt/s (refused: rows a frame passes)", swing(
        [{"rowHeights": [1] * ROWS}], viewport=19, tuning={"maximumSpeed": 100000, "edgeZoneHeight": 6})
    yield "swing: 1000 rows of 1 pt autoscrolled at 100000 pt/s, the most frames allowed", swing(
        [{"rowHeights": [1] * ROWS}], viewport=19, tuning={"maximumSpeed": 100000, "edgeZoneHeight": 6},
        count=240, step=0.02)
    yield "swing: the same at 240 frames a second, a flip every other frame, the most allowed", swing(
        [{"rowHeights": [1] * ROWS}], rate=240, viewport=19,
        tuning={"maximumSpeed": 100000, "edgeZoneHeight": 6}, count=425, step=2 / 240)
    # Reloads with a thousand rows on screen: a swipe step's reload gives one row a cell.
    yield "reload: 999 swipe reload steps, 1000 rows on screen, a row open", swipe_script(
        [{"swipe": "A2", "by": -3000}] + [{"reload": "A%d" % (i % 1000 + 1)} for i in range(998)],
        rows=ROWS, height=10, viewport=(10000, 10000), nbuttons=20)
    yield "reload: 999 swipe reload steps, 1000 rows on screen, 2 buttons", swipe_script(
        [{"reload": "A%d" % (i % 1000 + 1)} for i in range(999)], rows=ROWS, height=10,
        viewport=(10000, 10000))
    yield "reload: 555 drag reloads of 1000 rows, all on screen", {
        "table": table(ROWS, 10, (320, 10000)), "tuning": {"frameRate": 0},
        "events": [{"t": i * 0.01, "type": "reload", "sections": [{"rowHeights": [10] * ROWS}]}
                   for i in range(555)]}
    # Random mixes.
    rng = random.Random(19)
    for n in range(12):
        rows = rng.choice([3, 40, ROWS])
        steps = []
        for _ in range(rng.choice([10, 100, 400])):
            kind = rng.choice(["swipe", "swipe", "settle", "tap", "tapButton", "scroll", "show", "hide",
                               "hint", "answer", "complete", "transitions"])
            label = "A%d" % rng.randint(1, rows)
            steps.append({
                "swipe": {"swipe": label, "by": rng.choice([-400, -120, 150, 600]),
                          "pictures": [rng.randint(-400, 400) for _ in range(rng.choice([0, 3, 50]))]},
                "settle": {"settle": [0.05, 0.1]}, "tap": {"tap": label}, "tapButton": {"tapButton": rng.randint(0, 3)},
                "scroll": {"scroll": rng.choice([-50, 0, 80])}, "show": {"show": label, "edge": "leading"},
                "hide": {"hide": True}, "hint": {"hint": label},
                "answer": {"answer": rng.choice(["deleteRow", "keepData", "fail", "hold"])},
                "complete": {"complete": rng.choice([True, False])},
                "transitions": {"transitions": [0.5, 1.25]},
            }[kind])
        yield "random swipe mix %d (%d rows, %d steps)" % (n, rows, len(steps)), swipe_script(
            steps, rows=rows, height=rng.choice([20, 60]), nbuttons=rng.choice([1, 3, 20]),
            per_row=rng.random() < 0.5)


def measure(name, script, folder, check=None):
    path = os.path.join(folder, "script.json")
    with open(path, "w") as handle:
        if isinstance(script, str):
            handle.write(script)
        else:
            json.dump(script, handle)
    size = os.path.getsize(path)
    out = os.path.join(folder, "out")
    shutil.rmtree(out, ignore_errors=True)
    run = subprocess.run(["/usr/bin/time", "-v", TABLESIM, "--script", path, "--out", out],
                         capture_output=True, text=True, errors="replace")
    lines = run.stderr.splitlines()
    stats = {l.split(":")[0].strip(): l.rsplit(":", 1)[1].strip() for l in lines if l.startswith("\t")}
    own = [l for l in lines if not l.startswith("\t") and not l.startswith("Command exited")]
    cpu = float(stats["User time (seconds)"]) + float(stats["System time (seconds)"])
    memory = int(stats["Maximum resident set size (kbytes)"]) / 1024  # MiB
    output = len(run.stdout.encode()) + sum(
        os.path.getsize(os.path.join(out, f)) for f in os.listdir(out)) if os.path.isdir(out) else len(run.stdout.encode())
    megabytes = size / 1_000_000
    allowed = max(3.0, 2 * megabytes)
    ok = cpu < allowed and memory < MEMORY_MIB and output < 40_000_000 and len(own) <= 1 \
        and all(len(l.encode()) <= 2000 for l in own) \
        and (check is None or check(run.stdout, "\n".join(own)))
    first = own[0][:90] if own else (run.stdout.strip().splitlines() or [""])[-1][:90]
    print("%-4s %-78s %8.0f KB  exit %d  cpu %5.2f s (allowed %4.1f)  mem %5.1f MiB  out %6.2f MB  | %s" % (
        "ok" if ok else "FAIL", name[:78], size / 1000, run.returncode, cpu, allowed, memory, output / 1e6, first))
    return ok


def main():
    folder = tempfile.mkdtemp(prefix="tablesim-bounds-")
    try:
        results = [measure(name, script, folder, *check) for name, script, *check in scripts()
                   if ONLY in name]
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print("%d scripts, %d within every bound" % (len(results), sum(results)))
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
