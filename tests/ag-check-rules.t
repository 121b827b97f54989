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
# (card 5's syllables RT NO BE MEN ON EN ST VE); each has 2 bonus tokens.
game() {
	name=$1
	shift
	{
		printf '[Game "alphagon"]\n[Players "ann:red bob:blue"]\n'
		for tag in "$@"; do
			printf '%s\n' "$tag"
		done
		printf '0 ann rack AEIRSTN\n0 ann cards 1 2 3\n'
		printf '0 bob rack AEOTPCD\n0 bob cards 4 5 6\n'
		printf '0 host deck'
		for card in $(seq 7 36); do
			printf ' %d' $card
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

done_testing
