/* version.h: the version every program prints with --version. */
#ifndef REFKIT_VERSION_H
#define REFKIT_VERSION_H
#define REFKIT_VERSION "0.1.0"
#endif
