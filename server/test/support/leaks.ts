/**
 * What only a leaked internal error would contain: a database's or a framework's message, a stack
 * frame. The fuzz suites assert no answer matches it.
 */
export const LEAKS =
  /invalid byte sequence|syntax error|violates|relation "|column "|SQLSTATE|FST_|\bat .+\.js:\d+|stack/i;
