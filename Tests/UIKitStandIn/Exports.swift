// UIKit re-exports Foundation; so does its stand-in.
@_exported import Foundation
