/// The preview page's own files, served from memory: one HTML page, its script and its
/// style sheet, hand-written, with nothing fetched from elsewhere (the page works offline).
enum PageFiles {
    static let html = PageHTML.text
    static let script = PageScript.text
    static let style = PageStyle.text
}
