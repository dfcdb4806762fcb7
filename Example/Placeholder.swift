import Forma
