// README block checked as a whole file.
// README-BLOCK
