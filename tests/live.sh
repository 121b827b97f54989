# tests/live.sh: drive a live referee (PROG --live) as a person or a
# program at a table would, for the *-live.t tests.  Source it after
# lib.sh.
#
# Through a FIFO: live_start PROG ARGS... starts PROG reading the FIFO;
# live_say LINE [N] writes one line and waits for the N lines of its
# answer (1 by default) before going on, so that each answer is known to
# come before the next line is written, the input still open; live_end
# closes the input and waits for PROG's exit status ($STATUS).  The
# answers are in $LIVE_OUT, the last one's lines in $LIVE_LAST.
#
# In tmux: tmux_start PROG ARGS... runs PROG in a terminal of its own;
# tmux_type LINE types it and presses Enter; tmux_wait REGEX waits until
# the screen shows a line that matches; tmux_screen prints the screen.

LIVE_OUT=$WORK/live.out
LIVE_ERR=$WORK/live.err

live_start() {
	prog=$1
	shift
	rm -f "$WORK/live.in"
	mkfifo "$WORK/live.in" || exit 2
	"$BIN/$prog" "$@" <"$WORK/live.in" >"$LIVE_OUT" 2>"$LIVE_ERR" &
	LIVE_PID=$!
	exec 7>"$WORK/live.in"
	LIVE_SEEN=0
	LIVE_LAST=
}

# live_lines: how many lines the referee has written.
live_lines() {
	wc -l <"$LIVE_OUT" | tr -d ' '
}

# live_wait N: wait up to 20 s for the referee to have written N lines.
live_wait() {
	tries=0
	while [ "$(live_lines)" -lt "$1" ]; do
		tries=$((tries + 1))
		[ $tries -gt 400 ] && return 1
		sleep 0.05
	done
	return 0
}

live_say() {
	live_n=${2:-1}
	printf '%s\n' "$1" >&7
	live_wait $((LIVE_SEEN + live_n)) || {
		echo "# no answer to '$1' within 20 s"
		LIVE_LAST=
		return 1
	}
	LIVE_LAST=$(sed -n "$((LIVE_SEEN + 1)),$((LIVE_SEEN + live_n))p" "$LIVE_OUT")
	LIVE_SEEN=$((LIVE_SEEN + live_n))
}

# live_says LINE TEXT NAME: the answer to LINE is exactly TEXT.
live_says() {
	live_say "$1" "$(printf '%s\n' "$2" | wc -l)"
	[ "$LIVE_LAST" = "$2" ]
	r=$?
	ok $r "$3"
	[ $r = 0 ] || { echo "#   wanted: $2"; echo "#   got:    $LIVE_LAST"; }
}

# live_answer_has REGEX NAME: the last answer has a line that matches.
live_answer_has() {
	printf '%s\n' "$LIVE_LAST" | grep -Eq -- "$1"
	r=$?
	ok $r "$2"
	[ $r = 0 ] || printf '%s\n' "$LIVE_LAST" | sed 's/^/#   got: /'
}

live_end() {
	exec 7>&-
	wait $LIVE_PID
	STATUS=$?
}

# live_kill: kill the referee at once, as a power cut would.
live_kill() {
	kill -9 $LIVE_PID 2>/dev/null
	wait $LIVE_PID 2>/dev/null
	exec 7>&-
}

TMUX_SESSION=refkit-$$

tmux_start() {
	tmux kill-session -t "$TMUX_SESSION" 2>/dev/null
	tmux new-session -d -s "$TMUX_SESSION" -x 160 -y 60 \
	    "cd '$TOP' && NO_COLOR=1 '$BIN/$1' $2; echo \"exit status \$?\"; sleep 60"
}

tmux_type() {
	tmux send-keys -t "$TMUX_SESSION" -l "$1"
	tmux send-keys -t "$TMUX_SESSION" Enter
}

tmux_screen() {
	tmux capture-pane -p -t "$TMUX_SESSION" -S -200
}

# tmux_wait REGEX NAME: the screen shows a line that matches, within 20 s.
tmux_wait() {
	tries=0
	while ! tmux_screen | grep -Eq -- "$1"; do
		tries=$((tries + 1))
		if [ $tries -gt 400 ]; then
			ok 1 "$2"
			tmux_screen | tail -15 | sed 's/^/#   screen: /'
			return 1
		fi
		sleep 0.05
	done
	ok 0 "$2"
}

tmux_end() {
	tmux kill-session -t "$TMUX_SESSION" 2>/dev/null
}

# record_events FILE: the file's lines but comments and blank lines.
record_events() {
	grep -v '^[ 	]*\(#.*\)\{0,1\}$' "$1"
}

# live_crash_test PROG GAME FROM: PROG --live --record FILE, killed
# (SIGKILL, as a power cut) after each of the first k lines of the file
# GAME in turn, k from 1 to all of them, every line legal: FILE holds
# exactly the k lines, which were all accepted, and from k = FROM on
# PROG's batch check of FILE ends the game as a live session of those k
# lines ends it (their JSON objects, the live session's own keys and
# the file aside).
live_crash_test() {
	crash_prog=$1
	crash_game=$2
	crash_from=$3
	crash_lines=$(wc -l <"$crash_game")
	crash_k=1
	while [ $crash_k -le $crash_lines ]; do
		rm -f "$WORK/crash.rec"
		live_start "$crash_prog" --live --json --record "$WORK/crash.rec"
		head -n $crash_k "$crash_game" >"$WORK/sent"
		while IFS= read -r crash_line; do
			live_say "$crash_line" || break
		done <"$WORK/sent"
		live_kill
		grep -v '^#' "$WORK/crash.rec" >"$WORK/kept"
		jq -r 'select(.answer == "accepted") | .input' "$LIVE_OUT" \
		    >"$WORK/accepted"
		cmp -s "$WORK/kept" "$WORK/accepted" &&
		    cmp -s "$WORK/kept" "$WORK/sent"
		ok $? "killed after $crash_k lines: the record file holds exactly the $crash_k lines accepted"
		if [ $crash_k -ge "$crash_from" ]; then
			"$BIN/$crash_prog" --json "$WORK/crash.rec" 2>/dev/null |
			    jq -c 'del(.file)' >"$WORK/batch" 2>/dev/null
			"$BIN/$crash_prog" --live --json <"$WORK/sent" \
			    2>/dev/null | jq -c 'select(.answer == "end") |
			    del(.file, .answer, .input, .said)' >"$WORK/live"
			[ -s "$WORK/batch" ] && cmp -s "$WORK/batch" "$WORK/live"
			ok $? "killed after $crash_k lines: $crash_prog on the file agrees with the live session's end"
		fi
		crash_k=$((crash_k + 1))
	done
}

# live_random_game PROG GAME BAD: PROG --live --record FILE reads BAD, the
# game GAME with one illegal line put in: exactly one line is refused,
# FILE is GAME (comments aside in both), and the live end object is
# PROG's batch object of GAME.  Returns 1 after a TAP comment saying what
# differs; the live answers are left in $WORK/r.out.
live_random_game() {
	rg_prog=$1
	rm -f "$WORK/r.live"
	rg_refused=$("$BIN/$rg_prog" --live --json --record "$WORK/r.live" \
	    <"$3" 2>/dev/null | tee "$WORK/r.out" | jq -r .answer |
	    grep -c '^refused$')
	grep -v '^#' "$2" >"$WORK/r.want"
	"$BIN/$rg_prog" --json <"$2" >"$WORK/r.batch" 2>/dev/null
	if [ "$rg_refused" != 1 ]; then
		echo "# $rg_refused lines refused"
	elif ! grep -v '^#' "$WORK/r.live" | cmp -s - "$WORK/r.want"; then
		echo "# the record file is not the game"
	elif ! jq -c 'select(.answer == "end") | del(.answer, .input, .said)' \
	    "$WORK/r.out" | cmp -s - "$WORK/r.batch"; then
		echo "# the live end is not $rg_prog's"
	else
		return 0
	fi
	return 1
}
