import CCairo

extension cairo_status_t {
    /// Cairo's own words for the status.
    var message: String { String(cString: cairo_status_to_string(self)) }

    /// Throws `RenderError.cairo` unless the status is `CAIRO_STATUS_SUCCESS`.
    func check(_ operation: String) throws(RenderError) {
        guard self != CAIRO_STATUS_SUCCESS else { return }
        throw RenderError.cairo(operation: operation, status: message)
    }
}
