#!/bin/sh
# ag-check and ag-score as an outside tester sees them: records written
# by hand from the rules text, each small, a rule's legal case beside its
# nearest illegal twin, at the edges the text draws (the rule quoted in
# the comment), and what each program says of them.
. "$(dirname "$0")/lib.sh"
F=fixtures/ag/check

# game NAME [TAG...]: a game of ann and bob, the stand-in board and deck,
# its setup, then the events read from standard input, into
# $WORK/NAME.rec.  ann holds AEIRSTN and cards 1 2 3 (card 1's syllables
# TH HA TO DE FU TA TER ER, silhouette EEE), bob AEOTPCD and cards 4 5 6
# (card 5's syllables RT NO BE MEN ON EN ST VE), or $BOB_CARDS; each has
# 2 bonus tokens; the deck holds the other cards in order.
game() {
	name=$1
	shift
	{
		printf '[Game "alphagon"]\n[Players "ann:red bob:blue"]\n'
		for tag in "$@"; do
			printf '%s\n' "$tag"
		done
		printf '0 ann rack AEIRSTN\n0 ann cards 1 2 3\n'
		printf '0 bob rack AEOTPCD\n0 bob cards %s\n' "${BOB_CARDS:-4 5 6}"
		printf '0 host deck'
		for card in $(seq 4 36); do
			case " ${BOB_CARDS:-4 5 6} " in
			*" $card "*) ;;
			*) printf ' %d' $card ;;
			esac
		done
		printf '\n'
		cat
	} >"$WORK/$name.rec"
}

# STA on D4's side: ann's S on E4, bob's T on F4, ann's A and N on G4 and
# H4 for a bonus token (she holds 1 then).
sta() {
	cat <<-EOF
	1 ann start D4 E S
	1 ann draw R
	2 bob place T
	2 bob draw S
	3 ann place AN bonus
	EOF
}

# --- Closing a long word: the reward -------------------------------------

# "if the word exceeds 8 letters, the player ... can get 1 bonus or 1
# letter of his choice, but only if he is under the initial allocation"
# (2 bonus tokens, 7 letters).  STANDARDS, 9 letters, declared on STAN.
{ sta; printf '3 ann draw EK\n3 ann declare STANDARDS\n3 ann reward bonus\n'; } |
    game reward9
run ag-check "$WORK/reward9.rec"
status_is 0 "STANDARDS (9 letters): ann, holding 1 bonus token, takes one"
out_has "ann 6, bob 0$" "9 letters score 6"
run ag-score "$WORK/reward9.rec"
out_has "^ann 6: 1 word 6, .*; 2 bonus tokens, 7 letters$" \
    "ag-score: the reward's token is held"
{ sta; printf '3 ann draw EK\n3 ann declare STANDARD\n3 ann reward bonus\n'; } |
    game reward8
run ag-check "$WORK/reward8.rec"
status_is 1 "STANDARD (8 letters) earns no reward"
err_is "ag-check: $WORK/reward8.rec:15:1: no reward by ann now (turn 3, ann to play): the reward goes to the closer of a word of more than 8 letters, once" \
    "the reward is refused where it is taken"
{ sta; printf '3 ann draw EK\n3 ann declare STANDARDS\n3 ann reward K\n'; } |
    game reward-full
run ag-check "$WORK/reward-full.rec"
status_is 1 "a letter to a player who holds 7, the initial allocation"
err_has "reward-full.rec:15:14: ann holds 7 letters: the reward is for a player under the first allocation \(7\)$" \
    "is refused"
# Taken before the draw, the letter would leave ann with 8: the letters
# still owed for those placed count.
{ sta; printf '3 ann declare STANDARDS\n3 ann reward K\n3 ann draw EK\n'; } |
    game reward-early
run ag-check "$WORK/reward-early.rec"
status_is 1 "a letter taken before drawing for the 2 placed (5 + 2 = 7)"
err_has "reward-early.rec:14:14: ann holds 7 letters, counting those still to draw for the letters placed: " \
    "is refused: the player is not under the initial allocation"
{ sta; printf '3 ann draw EK\n3 ann giveup K\n3 ann declare STANDARDS\n3 ann reward K\n'; } |
    game reward-letter
run ag-check "$WORK/reward-letter.rec"
status_is 0 "a letter to a player holding 6 (one given up for a token)"
run ag-score "$WORK/reward-letter.rec"
out_has "^ann 6: .*; 2 bonus tokens, 7 letters$" \
    "back to 7 letters; the token given for the letter is held"

# --- Shapes: turned and flipped ---------------------------------------------

# "he finds on one of his polygon cards a sequence of squares
# corresponding to the last section of the polygon".  From the flag J4
# east: J4 (+) K4 L4 M4, and M4 is on the board's edge, so the side turns
# (level with the start point: toward the farther edge, south) to M5.
# bob holds card 16 (EEES, as printed), 9 (EEEN: the same flipped) and
# 15 (EES: the last 4 squares).
shapes() {
	cat <<-EOF
	1 ann start J4 E S
	1 ann draw R
	2 bob place T
	2 bob draw S
	3 ann place A
	3 ann draw E
	4 bob place P
	4 bob draw P
	EOF
}
for card in 16 9 15; do
	{ shapes; echo "4 bob shape $card"; } | BOB_CARDS="9 16 15" game shape$card
done
run ag-check "$WORK/shape16.rec"
status_is 0 "EEES, as printed, is J4 K4 L4 M4 M5"
out_has "the polygon goes on at M6 south: ann 0, bob 3$" "a shape scores 3"
run ag-check "$WORK/shape9.rec"
status_is 0 "EEEN, flipped, is J4 K4 L4 M4 M5"
run ag-check "$WORK/shape15.rec"
status_is 0 "EES is the last 4 squares"
run ag-check --shapes-as-printed "$WORK/shape16.rec"
status_is 0 "--shapes-as-printed: EEES as printed"
run ag-check --shapes-as-printed "$WORK/shape9.rec"
status_is 1 "--shapes-as-printed: EEEN is not found flipped"
err_is "ag-check: $WORK/shape9.rec:16:13: card 9's silhouette (EEEN) is not the end of the polygon, as printed (--shapes-as-printed)" \
    "the silhouette and the option are named"
run ag-score --shapes-as-printed "$WORK/shape9.rec"
status_is 1 "ag-score --shapes-as-printed: the same"
{ shapes; echo "4 bob shape 16"; echo "4 bob shape 15"; } |
    BOB_CARDS="9 16 15" game shape-twice
run ag-check "$WORK/shape-twice.rec"
status_is 1 "\"only one shape on his turn\""
err_has "shape-twice.rec:17:1: no shape by bob now \(turn 4, bob to play\): one shape is found a turn$" \
    "the second is refused"
unset BOB_CARDS
# Turned a quarter: from D4 south, D4 (+) D5 D6 D7 is card 1's EEE.
printf '1 ann start D4 S S\n1 ann draw R\n2 bob place T\n2 bob draw S\n3 ann place A\n3 ann draw E\n3 ann shape 1\n' |
    game shape-turned
run ag-check "$WORK/shape-turned.rec"
status_is 0 "EEE turned a quarter: D4 to D7"
out_has "ann 3, bob 0$" "scores 3"
run ag-check --shapes-as-printed "$WORK/shape-turned.rec"
status_is 1 "--shapes-as-printed: EEE is not found turned"

# --- The polygon's geometry --------------------------------------------------

# "If the starting point is at the same latitude or longitude, the
# direction where the opposite side of the board is furthest away is
# chosen": STAN closed by a declaration puts ann's '+' on I4, level with
# the start D4; south has 9 rows, north 3.
{ sta; printf '3 ann draw EK\n3 ann declare STANDARDS\n'; } | game level
run ag-check --json "$WORK/level.rec"
out_has '"next":"I5","direction":"south"' "level with the start: south, the farther edge"
# ten.rec: a letter a turn, each side ended at the edge or before early
# closure; the fixture draws each side and says why it turns where.
# "Since 10 is the maximum number of sides of the polygon" and "the game
# stops if ... the sides of the polygon are at least 10".
run ag-check $F/ten.rec
status_is 0 "ten sides: the Result tag says tie"
out_is "$F/ten.rec: game 1 (ann v bob): a shared win (the polygon has 10 sides): ann 0, bob 0" \
    "the 10th side's corner on C6 ends the game"
run ag-score $F/ten.rec
out_has "^a shared win: the polygon has 10 sides$" "ag-score: the same end"
sed '$d' $F/ten.rec | sed '$d' >"$WORK/nine.rec"
run ag-check --json "$WORK/nine.rec"
status_is 1 "one turn short of the end, the Result tag is early"
out_has '"next":"C6","direction":"south","ended":null' \
    "the 10th side goes on south, to C6"
{ cat $F/ten.rec; echo "78 bob place S"; } >"$WORK/eleven.rec"
run ag-check "$WORK/eleven.rec"
status_is 1 "a turn after the 10th side"
err_has "eleven.rec:185:1: the game is over \(ten sides\): no turn follows$" \
    "is refused"

done_testing
