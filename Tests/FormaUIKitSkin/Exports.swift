// The UIKit layer of Forma (Sources/Forma/UIKit, linked here) compiled against the UIKit
// stand-in, so that `swift test` runs it on Linux. Never a product: apps use `Forma`.
@_exported import FormaCore
