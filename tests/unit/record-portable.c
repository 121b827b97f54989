/*
 * record-portable.c: unit-record's tests, on the reader as it is built
 * for a machine without SSE2 (REC_SCAN_PORTABLE: the usual event line
 * scanned 8 bytes at a time in 64-bit words), so that both of
 * take_event()'s scans are tested on this one.  The reader is compiled
 * here, and the library's is then not linked.
 */
#define _GNU_SOURCE	/* processor affinity, for test_each_bound() */
#define REC_SCAN_PORTABLE
#include "../../lib/record.c"
#include "record.c"
