// ReelEncode re-exports ReelMedia: its writers throw ReelMedia's `EncodeError`, write through
// `TemporaryOutput`, and `reel join` and the tests read videos back with `VideoReader`, so a
// user who imports ReelEncode gets the whole media surface with one import, as before the split.
@_exported import ReelMedia
