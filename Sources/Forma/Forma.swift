@_exported import FormaCore
