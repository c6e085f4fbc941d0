// The preview page's style sheet.
enum PageStyle {
    static let text = #"""
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px/1.4 system-ui, sans-serif; background: #1d1f23; color: #e6e6e6; }
        header { display: flex; gap: 1em; align-items: baseline; padding: 8px 12px; background: #26292e; }
        #status { color: #9aa0a6; }
        #problems, #paramProblems { margin: 0; padding: 8px 12px 8px 28px; background: #5c1f1f; color: #ffd7d7;
          font-family: ui-monospace, monospace; }
        main { display: flex; gap: 12px; padding: 12px; }
        #viewer { flex: 1; min-width: 0; }
        #well { height: 60vh; overflow: auto; display: flex; background: #111 repeating-conic-gradient(#181818 0 25%,
          #111 0 50%) 0 0 / 16px 16px; }
        #stage { position: relative; margin: auto; }
        #frame { display: block; }
        #outline { position: absolute; border: 1px solid #39f; background: #39f2; pointer-events: none; }
        #transport, #options { display: flex; gap: 10px; align-items: center; margin-top: 8px; }
        #scrub { flex: 1; }
        #position { font-variant-numeric: tabular-nums; min-width: 12em; }
        #loopIn, #loopOut { width: 5em; }
        #dropped.dropping { color: #ff8a65; }
        .hint { color: #9aa0a6; }
        aside { width: 340px; }
        h2 { font-size: 13px; margin: 12px 0 6px; color: #9aa0a6; text-transform: uppercase; }
        #params label { display: flex; justify-content: space-between; gap: 8px; margin: 4px 0; }
        #params input[type=text], #params input[type=number] { width: 170px; }
        #layers { list-style: none; margin: 0; padding: 0; max-height: 30vh; overflow: auto; }
        #layers li { padding: 1px 4px; cursor: pointer; font-family: ui-monospace, monospace; }
        #layers li.selected { background: #39f4; }
        #values { font-family: ui-monospace, monospace; font-size: 12px; }
        #values td:first-child { color: #9aa0a6; padding-right: 8px; vertical-align: top; }
        button { background: #33373d; color: inherit; border: 1px solid #4a4f57; border-radius: 4px;
          padding: 3px 10px; }
        a { color: #8ab4f8; }
        """#
}
