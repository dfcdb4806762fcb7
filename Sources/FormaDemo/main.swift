import Forma
print("forma-demo")
