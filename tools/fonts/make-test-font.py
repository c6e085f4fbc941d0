#!/usr/bin/python3
"""Writes Reel's test brand font, "Reel Pixel", Regular, SemiBold and Bold, as TrueType files.

Every glyph is drawn on a 5 × 7 grid of square pixels, so text set in it cannot be mistaken
for DejaVu or any other installed font when a rendered frame is looked at. The Bold face
draws each run of pixels one cell wider (6 × 7 grid), the SemiBold face half a cell wider, so
the three weights are told apart by the width of their ink. Lower case maps to the upper-case glyphs.
Only ASCII letters, digits and a little punctuation are drawn: other characters fall back
to the installed fonts, which is what the tests of fallbacks rely on.

Made with fontTools (Debian: python3-fonttools). Run from the repository root:

    /usr/bin/python3 tools/fonts/make-test-font.py Tests/ReelTests/Fixtures/fonts

The output is the same bytes on every run (fixed timestamps). The glyph drawings are
Reel's own and the files are under the project's licence.
"""
import sys
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

GLYPHS = {
    "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
    "B": ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
    "C": [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
    "D": ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
    "E": ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
    "F": ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
    "G": [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"],
    "H": ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
    "I": [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
    "J": ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
    "K": ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
    "L": ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
    "M": ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
    "N": ["#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"],
    "O": [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    "P": ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
    "Q": [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"],
    "R": ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
    "S": [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
    "T": ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
    "U": ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    "V": ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
    "W": ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."],
    "X": ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
    "Y": ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
    "Z": ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"],
    "0": [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."],
    "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
    "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
    "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
    "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
    "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
    "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
    "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
    "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
    "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
    ".": [".....", ".....", ".....", ".....", ".....", ".##..", ".##.."],
    ",": [".....", ".....", ".....", ".....", ".##..", "..#..", ".#..."],
    "-": [".....", ".....", ".....", "#####", ".....", ".....", "....."],
    "!": ["..#..", "..#..", "..#..", "..#..", "..#..", ".....", "..#.."],
    "$": ["..#..", ".####", "#.#..", ".###.", "..#.#", "####.", "..#.."],
    "%": ["##...", "##..#", "...#.", "..#..", ".#...", "#..##", "...##"],
}

UNITS = 1000
CELL = 100  # one pixel of the grid, in font units
ASCENT, DESCENT = 800, 200


def glyph_name(ch):
    return {".": "period", ",": "comma", "-": "hyphen", "!": "exclam", "$": "dollar", "%": "percent"}.get(
        ch, ch if ch.isalpha() else "digit" + ch)


# Per style: the OS/2 weight class and how much wider (in cells) each run of pixels is drawn.
STYLES = {"Regular": (400, 0), "SemiBold": (600, 0.5), "Bold": (700, 1)}


def draw(rows, extra):
    pen = TTGlyphPen(None)
    width = 5 + extra
    for r, row in enumerate(rows):
        y0 = (6 - r) * CELL
        c = 0
        while c < len(row):
            if row[c] != "#":
                c += 1
                continue
            start = c
            while c < len(row) and row[c] == "#":
                c += 1
            # A run of pixels as one rectangle; heavier styles extend each run to the right.
            x0 = 50 + start * CELL
            x1 = 50 + int((c + extra) * CELL)
            pen.moveTo((x0, y0))
            pen.lineTo((x0, y0 + CELL))
            pen.lineTo((x1, y0 + CELL))
            pen.lineTo((x1, y0))
            pen.closePath()
    return pen.glyph(), int((width + 1) * CELL)


def build(style, path):
    weight, extra = STYLES[style]
    bold = style == "Bold"
    order = [".notdef", "space"] + [glyph_name(ch) for ch in GLYPHS]
    fb = FontBuilder(UNITS, isTTF=True)
    fb.setupGlyphOrder(order)
    cmap = {32: "space"}
    for ch in GLYPHS:
        cmap[ord(ch)] = glyph_name(ch)
        if ch.isalpha():
            cmap[ord(ch.lower())] = glyph_name(ch)
    fb.setupCharacterMap(cmap)
    glyphs, metrics = {}, {}
    notdef = TTGlyphPen(None)
    for (x0, y0, x1, y1) in [(50, 0, 550, 700), (150, 100, 450, 600)]:
        notdef.moveTo((x0, y0)); notdef.lineTo((x0, y1)); notdef.lineTo((x1, y1)); notdef.lineTo((x1, y0))
        notdef.closePath()
    glyphs[".notdef"] = notdef.glyph()
    metrics[".notdef"] = (600, 50)
    glyphs["space"] = TTGlyphPen(None).glyph()
    metrics["space"] = (600, 0)
    for ch, rows in GLYPHS.items():
        g, advance = draw(rows, extra)
        glyphs[glyph_name(ch)] = g
        metrics[glyph_name(ch)] = (advance, 50)
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=ASCENT, descent=-DESCENT)
    fb.setupNameTable({"familyName": "Reel Pixel", "styleName": style,
                       "uniqueFontIdentifier": "Reel Pixel " + style, "fullName": "Reel Pixel " + style,
                       "psName": "ReelPixel-" + style, "version": "Version 1.000"})
    fb.setupOS2(sTypoAscender=ASCENT, sTypoDescender=-DESCENT, usWinAscent=ASCENT, usWinDescent=DESCENT,
                usWeightClass=weight, fsSelection=0x20 if bold else 0x40)
    fb.setupPost()
    fb.setupHead(unitsPerEm=UNITS, created=0, modified=0, macStyle=1 if bold else 0)
    fb.font["head"].checkSumAdjustment = 0
    fb.save(path)


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    for style in STYLES:
        build(style, out + "/ReelPixel-" + style + ".ttf")
