// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (iPad names spell sizes as swift-snapshot-testing does: iPad10_2, iPadPro12_9.)

import ReelCore

/// The devices by name, as `DevicePreset.iPhone15`: each is ReelCore's `DeviceScreen` entry
/// (DeviceScreen+Table.swift, with its sources).
extension DevicePreset {
    public static let iPhoneSE1stGeneration = DevicePreset(.iPhoneSE1stGeneration)
    /// iPhone SE (2nd and 3rd generation).
    public static let iPhoneSE = DevicePreset(.iPhoneSE)
    public static let iPhone8 = DevicePreset(.iPhone8)
    public static let iPhone8Plus = DevicePreset(.iPhone8Plus)
    public static let iPhoneX = DevicePreset(.iPhoneX)
    public static let iPhoneXR = DevicePreset(.iPhoneXR)
    public static let iPhoneXSMax = DevicePreset(.iPhoneXSMax)
    public static let iPhone12 = DevicePreset(.iPhone12)
    public static let iPhone12Pro = DevicePreset(.iPhone12Pro)
    public static let iPhone12ProMax = DevicePreset(.iPhone12ProMax)
    public static let iPhone13Mini = DevicePreset(.iPhone13Mini)
    public static let iPhone13 = DevicePreset(.iPhone13)
    public static let iPhone13Pro = DevicePreset(.iPhone13Pro)
    public static let iPhone13ProMax = DevicePreset(.iPhone13ProMax)
    public static let iPhone14 = DevicePreset(.iPhone14)
    public static let iPhone15 = DevicePreset(.iPhone15)
    public static let iPhone15Pro = DevicePreset(.iPhone15Pro)
    public static let iPhone15ProMax = DevicePreset(.iPhone15ProMax)
    public static let iPadMini = DevicePreset(.iPadMini)
    public static let iPad9_7 = DevicePreset(.iPad9_7)
    public static let iPad10_2 = DevicePreset(.iPad10_2)
    public static let iPadPro10_5 = DevicePreset(.iPadPro10_5)
    public static let iPadPro11 = DevicePreset(.iPadPro11)
    /// iPad Pro 12.9-inch (3rd generation and later: a home indicator).
    public static let iPadPro12_9 = DevicePreset(.iPadPro12_9)
    /// iPad Pro 12.9-inch (2nd generation: a home button), upstream's `.iPadPro12_9`.
    public static let iPadPro12_9SecondGeneration = DevicePreset(.iPadPro12_9SecondGeneration)
}
