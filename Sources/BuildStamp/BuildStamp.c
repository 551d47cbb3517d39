// The values `scripts/stamp-build` writes into build_stamp.generated.h (not in git) before
// scripts/run, scripts/package and scripts/test build; a plain `swift build` without it
// falls back to "unknown" and the compiler's date.
#include "BuildStamp.h"
#if __has_include("build_stamp.generated.h")
#include "build_stamp.generated.h"
#endif
#ifndef BUILD_STAMP_COMMIT
#define BUILD_STAMP_COMMIT "unknown"
#endif
#ifndef BUILD_STAMP_DATE
#define BUILD_STAMP_DATE __DATE__
#endif

const char *build_stamp_commit(void) { return BUILD_STAMP_COMMIT; }
const char *build_stamp_date(void) { return BUILD_STAMP_DATE; }
