# The package's public names for type checkers (__init__.py loads the API lazily).
from asmscope.api import Codegen as Codegen
from asmscope.api import CodegenError as CodegenError
from asmscope.api import Session as Session
from asmscope.api import codegen as codegen
from asmscope.api import codegen_spec as codegen_spec
from asmscope.api import codegen_variants as codegen_variants
from asmscope.api import tensor as tensor
from asmscope.api import toolchain_missing as toolchain_missing

__version__: str
__all__: list[str]
