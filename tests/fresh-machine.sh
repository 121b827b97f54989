#!/bin/sh
# tests/fresh-machine.sh DIR REPO [BRANCH]: the README's two commands on a
# fresh Debian 12 machine.  DIR (absent or empty) becomes a Debian 12
# root made by debootstrap (minbase) with only build-essential and git
# installed in it; REPO (a directory, whose .git is bind-mounted
# read-only, or a URL) is cloned into DIR/root/refkit (BRANCH, or the
# branch checked out in the directory, or the URL's HEAD), and there, as
# root in a chroot, `make demo` then `make check` run, their outputs
# logged in LOGS (DIR-logs by default).  It exits 1 if either fails.
# Needs root, debootstrap and the Debian mirror (MIRROR, as the host's
# apt sources name it, or deb.debian.org); make check does not run it.
# The chroot's mounts (DIR on itself, /proc, /sys, /dev, /dev/pts, the
# REPO) are unmounted at the end; DIR is kept, the clone and its build
# in it.
set -eu

usage() {
	echo "usage: tests/fresh-machine.sh DIR REPO [BRANCH]" >&2
	exit 2
}
[ $# -ge 2 ] && [ $# -le 3 ] || usage
DIR=$1
REPO=$2
BRANCH=${3:-}
SUITE=bookworm
[ "$(id -u)" = 0 ] || { echo "fresh-machine.sh: run it as root" >&2; exit 2; }
command -v debootstrap >/dev/null ||
	{ echo "fresh-machine.sh: apt-get install debootstrap first" >&2; exit 2; }
if [ -d "$DIR" ] && [ -n "$(ls -A "$DIR")" ]; then
	echo "fresh-machine.sh: $DIR is not empty: a fresh machine starts empty" >&2
	exit 2
fi
mkdir -p "$DIR"
DIR=$(cd "$DIR" && pwd)
LOGS=${LOGS:-$DIR-logs}
mkdir -p "$LOGS"
LOGS=$(cd "$LOGS" && pwd)

# The mirror the host's apt uses, unless MIRROR says.
if [ -z "${MIRROR:-}" ]; then
	MIRROR=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list \
	    /etc/apt/sources.list.d/*.sources 2>/dev/null |
	    sed -n 's|^URIs: *\(http[^ ]*/debian\)/*$|\1|p;
		s|^deb  *\(\[[^]]*\]  *\)\{0,1\}\(http[^ ]*/debian\)/* .*|\2|p' |
	    head -n 1)
	MIRROR=${MIRROR:-http://deb.debian.org/debian}
fi
SECURITY=$(echo "$MIRROR" | sed 's,/debian$,/debian-security,')

say() { printf '\n== %s\n' "$*"; }
MOUNTS=""
unmount_all() {
	for m in $MOUNTS; do
		umount "$m" 2>/dev/null || umount -l "$m" || true
	done
	MOUNTS=""
}
trap unmount_all EXIT
trap 'exit 130' INT TERM
mount_on() {
	# mount_on TARGET ARGS...: mount, and remember it to unmount first.
	t=$1
	shift
	mkdir -p "$t"
	mount "$@" "$t"
	MOUNTS="$t $MOUNTS"
}
in_root() {
	# A root login's environment, nothing of the host's.
	chroot "$DIR" /usr/bin/env -i HOME=/root USER=root LOGNAME=root \
	    SHELL=/bin/sh TERM="${TERM:-dumb}" \
	    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
	    "$@"
}

say "debootstrap --variant=minbase $SUITE $DIR $MIRROR"
debootstrap --variant=minbase "$SUITE" "$DIR" "$MIRROR" \
    >"$LOGS/debootstrap.log" 2>&1 ||
	{ tail -n 20 "$LOGS/debootstrap.log"; exit 1; }
cat >"$DIR/etc/apt/sources.list" <<EOF
deb $MIRROR $SUITE main
deb $MIRROR $SUITE-updates main
deb $SECURITY $SUITE-security main
EOF
cp /etc/resolv.conf "$DIR/etc/resolv.conf"
echo "sources: $MIRROR, $SECURITY"

# DIR on itself: the chroot's / is a mount point, as a machine's is, so
# that unshare --mount can make it private (tests/install.t hides the
# tree so, and says it cannot where / is no mount point).
mount_on "$DIR" --bind "$DIR"
mount_on "$DIR/proc" -t proc proc
mount_on "$DIR/sys" -t sysfs sysfs
mount_on "$DIR/dev" --bind /dev
mount_on "$DIR/dev/pts" --bind /dev/pts
chmod 1777 "$DIR/tmp"

say "apt-get install build-essential git ca-certificates"
in_root apt-get update -qq >"$LOGS/apt.log" 2>&1 &&
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    build-essential git ca-certificates >>"$LOGS/apt.log" 2>&1 ||
	{ tail -n 20 "$LOGS/apt.log"; exit 1; }

SRC=$REPO
if [ -d "$REPO" ]; then
	# A worktree's branch is in its repository's own .git: that is
	# mounted, and the worktree's branch cloned.
	GITDIR=$(git -C "$REPO" rev-parse --path-format=absolute \
	    --git-common-dir 2>/dev/null) || GITDIR=$REPO
	[ -n "$BRANCH" ] ||
		BRANCH=$(git -C "$REPO" symbolic-ref -q --short HEAD) || BRANCH=
	mount_on "$DIR/mnt/repo" --bind "$GITDIR"
	mount -o remount,bind,ro "$DIR/mnt/repo"
	SRC=/mnt/repo
fi
say "git clone ${BRANCH:+-b $BRANCH }$REPO /root/refkit"
in_root git -c safe.directory='*' clone -q ${BRANCH:+-b "$BRANCH"} \
    "$SRC" /root/refkit
in_root git -C /root/refkit log -1 --format='%h %s' | cut -c1-76

status=0
for target in demo check; do
	say "make $target (log: $LOGS/$target.log)"
	start=$(date +%s)
	rc=0
	in_root sh -c "cd /root/refkit && make $target" \
	    >"$LOGS/$target.log" 2>&1 || rc=$?
	echo "exit $rc after $(($(date +%s) - start)) s; the log ends:"
	tail -n 12 "$LOGS/$target.log"
	[ "$rc" = 0 ] || status=1
done
say "$(if [ $status = 0 ]; then echo passed; else echo FAILED; fi)"
exit $status
