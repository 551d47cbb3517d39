#ifndef BUILD_STAMP_H
#define BUILD_STAMP_H
/// The git commit the binary was built from (short hash, "-dirty" when the tree was modified),
/// or "unknown" when the build was not stamped (`scripts/stamp-build`).
const char *build_stamp_commit(void);
/// The build date (YYYY-MM-DD when stamped, else the compiler's __DATE__).
const char *build_stamp_date(void);
#endif
