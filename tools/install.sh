#!/bin/sh
# tools/install.sh: what make install and make uninstall do.
#
#	sh tools/install.sh install ROOT DIR:MODE:FILE...
#	sh tools/install.sh uninstall ROOT
#
# install copies each FILE into ROOT/DIR with MODE, making the directories
# it needs, and writes ROOT/share/refkit/manifest: a line "f PATH" for each
# file written and "d PATH" for each directory made, PATH relative to ROOT
# ("." is ROOT itself).  The lines of a manifest an earlier install left
# there are kept, so that uninstall removes what every install wrote.
# uninstall removes the manifest's files, then the manifest, then its
# directories, the last made first, each only if it is empty.
# ROOT is $(DESTDIR)$(PREFIX).

MANIFEST=share/refkit/manifest

die() {
	echo "install.sh: $*" >&2
	exit 1
}

# made REL: make ROOT/REL and each parent it lacks, noting each one made.
made() {
	[ -d "$root/$1" ] && return 0
	case $1 in
	*/*)	made "${1%/*}" ;;
	.)	;;
	*)	made . ;;
	esac
	if [ "$1" = . ]; then
		mkdir -p "$root" || die "cannot make $root"
	else
		mkdir "$root/$1" || die "cannot make $root/$1"
	fi
	echo "d $1" >>"$list"
}

# install_all DIR:MODE:FILE...: copy the files and write the manifest.
install_all() {
	list=$(mktemp "${TMPDIR:-/tmp}/refkit-manifest.XXXXXX") || exit 1
	trap 'rm -f "$list"' EXIT
	if [ -f "$root/$MANIFEST" ]; then
		cat "$root/$MANIFEST" >>"$list" || exit 1
	fi
	for item; do
		dir=${item%%:*}
		rest=${item#*:}
		mode=${rest%%:*}
		file=${rest#*:}
		[ -f "$file" ] || die "$file: no such file (run make first)"
		made "$dir"
		echo "install -m $mode $file $root/$dir"
		install -m "$mode" "$file" "$root/$dir/" ||
		    die "cannot install $file"
		echo "f $dir/${file##*/}" >>"$list"
	done
	made "${MANIFEST%/*}"
	awk '!seen[$0]++' "$list" >"$root/$MANIFEST.tmp" &&
	    mv "$root/$MANIFEST.tmp" "$root/$MANIFEST" ||
	    die "cannot write $root/$MANIFEST"
	chmod 644 "$root/$MANIFEST"
}

# uninstall_all: remove what the manifest lists.
uninstall_all() {
	[ -f "$root/$MANIFEST" ] ||
	    die "nothing to uninstall: no $root/$MANIFEST (was refkit installed with this PREFIX and DESTDIR?)"
	while read -r kind path; do
		case $path in
		/*|..|../*|*/..|*/../*)
			die "$root/$MANIFEST: a path out of the prefix: $path" ;;
		esac
		case $kind in
		f|d)	;;
		*)	die "$root/$MANIFEST: not a manifest line: $kind $path" ;;
		esac
	done <"$root/$MANIFEST"
	sed -n 's/^f //p' "$root/$MANIFEST" | while read -r path; do
		echo "rm -f $root/$path"
		rm -f "$root/$path" || exit 1
	done || exit 1
	dirs=$(sed -n 's/^d //p' "$root/$MANIFEST" | awk '{ l[NR] = $0 }
	    END { for (i = NR; i > 0; i--) print l[i] }')
	rm -f "$root/$MANIFEST" || exit 1
	echo "$dirs" | while read -r path; do
		[ -n "$path" ] || continue
		dir=$root/$path
		[ "$path" = . ] && dir=$root
		[ -d "$dir" ] || continue
		if rmdir "$dir" 2>/dev/null; then
			echo "rmdir $dir"
		else
			echo "left $dir: not empty"
		fi
	done
}

[ $# -ge 2 ] || die "usage: install.sh install|uninstall ROOT [DIR:MODE:FILE...]"
what=$1
root=$2
shift 2
[ -n "$root" ] || die "an empty PREFIX"
case $what in
install)	install_all "$@" ;;
uninstall)	uninstall_all ;;
*)		die "install or uninstall, not $what" ;;
esac
