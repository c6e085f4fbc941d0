// The preview page's markup: the frame and its transport on the left, parameters, layers and
// export on the right. Element ids are what app.js and the browser test use.
enum PageHTML {
    static let text = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>reel preview</title>
        <link rel="stylesheet" href="/app.css">
        <script src="/app.js" defer></script>
        </head>
        <body>
        <header>
          <strong id="file">reel preview</strong>
          <span id="status">loading…</span>
        </header>
        <ul id="problems" hidden></ul>
        <main>
          <section id="viewer">
            <div id="well">
              <div id="stage">
                <img id="frame" alt="the current frame">
                <div id="outline" hidden></div>
              </div>
            </div>
            <div id="transport">
              <button id="play" title="Play or pause (space)">▶</button>
              <input id="scrub" type="range" min="0" max="0" value="0" step="1" aria-label="frame">
              <span id="position">frame 0 · 0.000 s</span>
            </div>
            <div id="options">
              <label>zoom <select id="zoom">
                <option value="fit">fit</option><option value="1">1×</option><option value="2">2×</option>
              </select></label>
              <label>loop <input id="loopIn" type="number" min="0" value="0"></label>
              <label>to <input id="loopOut" type="number" min="0" value="0"></label>
              <span id="rate"></span>
              <span id="dropped">dropped 0</span>
            </div>
            <p class="hint">← → one frame · shift ← → one second · space play · I / O set the loop</p>
          </section>
          <aside>
            <h2>Parameters</h2>
            <form id="params" autocomplete="off"></form>
            <ul id="paramProblems" hidden></ul>
            <h2>Layers</h2>
            <ul id="layers"></ul>
            <table id="values"></table>
            <h2>Export</h2>
            <button id="exportMp4">MP4</button> <button id="exportGif">GIF</button>
            <progress id="exportProgress" value="0" max="1" hidden></progress>
            <span id="exportStatus"></span>
          </aside>
        </main>
        </body>
        </html>
        """#
}
