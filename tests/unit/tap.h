/*
 * tap.h: a tiny TAP producer for the C unit tests, run by prove.
 *
 * Each check prints "ok N - name" or "not ok N - name"; tap_done() prints
 * the plan and returns the exit status (1 if anything failed).
 */
#ifndef REFKIT_TAP_H
#define REFKIT_TAP_H

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int tap_count, tap_failed;

static int tap_ok(int, const char *, ...) __attribute__((format(printf, 2, 3)));
static int
tap_ok(int pass, const char *fmt, ...)
{
	va_list	 ap;

	tap_count++;
	if (!pass)
		tap_failed++;
	printf("%s %d - ", pass ? "ok" : "not ok", tap_count);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	return pass;
}

#define tap_is_int(got, want, ...) do {					\
	long long tap_g = (got), tap_w = (want);			\
	if (!tap_ok(tap_g == tap_w, __VA_ARGS__))			\
		printf("#   got %lld, expected %lld\n", tap_g, tap_w);	\
} while (0)

#define tap_is_str(got, want, ...) do {					\
	const char *tap_g = (got), *tap_w = (want);			\
	if (!tap_ok(strcmp(tap_g, tap_w) == 0, __VA_ARGS__))		\
		printf("#   got '%s', expected '%s'\n", tap_g, tap_w);	\
} while (0)

static int
tap_done(void)
{
	printf("1..%d\n", tap_count);
	fflush(stdout);
	return tap_failed > 0;
}

#endif
