from asmscope.cli import main

main()
