#!/bin/sh
# Alphagon's words (alphagon.txt): "If the player completes or reveals a
# complete meaning word, he CLOSES the word", and "Complete meaning is
# agreed upon among the players.  For example, all dictionary terms, plus
# geographic nouns, can be admitted".  An abbreviation is no term, nor is
# a person's name a geographic noun; a table that agrees to take names
# says --names.  Each case beside its legal twin, in ag-check, ag-score,
# ag-moves and ag-show.
. "$(dirname "$0")/lib.sh"

# game NAME: ann (AEOCLNT, cards 1 2 3) and bob (AEIKCDF, cards 4 5 6) on
# the stand-in board, then the events read from standard input, into
# $WORK/NAME.rec.
game() {
	{
		printf '[Game "alphagon"]\n[Players "ann:red bob:blue"]\n'
		printf '0 ann rack AEOCLNT\n0 bob rack AEIKCDF\n'
		printf '0 ann cards 1 2 3\n0 bob cards 4 5 6\n'
		cat
	} >"$WORK/$1.rec"
}

# OKLA, Oklahoma's abbreviation (en_US has it as Okla), closed by bob.
game okla <<-EOF
	1 ann start D4 E O
	1 ann draw O
	2 bob place K
	2 bob draw K
	3 ann place L
	3 ann draw L
	4 bob place A
	4 bob draw A
	4 bob close OKLA
EOF
run ag-check "$WORK/okla.rec"
status_is 1 "OKLA, an abbreviation, is no complete meaning word"
err_is "ag-check: $WORK/okla.rec:15:13: OKLA is not a word of the dictionary (words of complete meaning)" \
    "refused at the close"
run ag-check --names "$WORK/okla.rec"
status_is 1 "--names: OKLA, an abbreviation, is still refused"
run ag-score "$WORK/okla.rec"
status_is 1 "ag-score: no points for OKLA"

# Its twin: the same letters go on to OKLAHOMA, the state, a geographic
# noun of 8 letters (6 points).  ann draws H and M for them.
game oklahoma <<-EOF
	1 ann start D4 E O
	1 ann draw O
	2 bob place K
	2 bob draw K
	3 ann place L
	3 ann draw H
	4 bob place A
	4 bob draw O
	5 ann place H
	5 ann draw M
	6 bob place O
	6 bob draw A
	7 ann place M
	7 ann draw M
	8 bob place A
	8 bob draw A
	8 bob close OKLAHOMA
EOF
run ag-check "$WORK/oklahoma.rec"
status_is 0 "OKLAHOMA, a US state, is admitted"
out_has ": ann 0, bob 6$" "8 letters score 6 for bob"

# TINA: a person's name (SCOWL's proper-names), refused unless the table
# takes names.
game tina <<-EOF
	1 ann start D4 E T
	1 ann draw T
	2 bob place I
	2 bob draw I
	3 ann place N
	3 ann draw N
	4 bob place A
	4 bob draw A
	4 bob close TINA
EOF
run ag-check "$WORK/tina.rec"
status_is 1 "TINA, a person's name, is refused by default"
err_is "ag-check: $WORK/tina.rec:15:13: TINA is not a word of the dictionary (words of complete meaning)" \
    "refused at the close"
run ag-check --names "$WORK/tina.rec"
status_is 0 "--names: TINA is admitted"
out_has ": ann 0, bob 4$" "--names: 4 letters score 4 for bob"
run ag-score "$WORK/tina.rec"
status_is 1 "ag-score: no points for TINA by default"
run ag-score --names "$WORK/tina.rec"
status_is 0 "ag-score --names: TINA scores"
out_has "^turn 4: bob \+4 \(TINA 4\)$" "ag-score --names: 4 points for TINA"
run ag-show "$WORK/tina.rec"
status_is 1 "ag-show: the close of TINA is illegal by default"
run ag-show --names "$WORK/tina.rec"
status_is 0 "ag-show --names: every event legal"

# ag-moves after TIN: the declarations it offers are words; TINA among
# them only with --names, TINAMOU either way.
head -n 12 "$WORK/tina.rec" >"$WORK/tin.rec"
run ag-moves "$WORK/tin.rec"
status_is 0 "ag-moves after TIN"
out_has "^3 ann declare TINAMOU$" "TINAMOU, a word, may be declared"
grep -q "^3 ann declare TINA$" "$OUT"; [ $? = 1 ]
ok $? "TINA, a person's name, is not offered by default"
run ag-moves --names "$WORK/tin.rec"
out_has "^3 ann declare TINA$" "--names: TINA may be declared"
run ag-moves --random --seed 1 --names
status_is 2 "--names does not go with --random (its games take no names)"
done_testing
