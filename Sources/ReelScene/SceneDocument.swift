import ReelCore

/// The scene document format version this build reads and writes (`"reel": 1`).
public let sceneFormatVersion = 1
