"""The work behind each CLI command, kept out of click so it can be called and tested directly."""
