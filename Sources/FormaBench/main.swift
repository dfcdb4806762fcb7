import FormaCore
print("forma-bench")
