#!/bin/sh
# ag-check and ag-score as an outside tester sees them: records written
# by hand from the rules text, each small, a rule's legal case beside its
# nearest illegal twin, at the edges the text draws (the rule quoted in
# the comment), and what each program says of them.
. "$(dirname "$0")/lib.sh"
F=fixtures/ag/check

# game NAME [TAG...]: a game of ann and bob, the stand-in board and deck,
# its setup, then the events read from standard input, into
# $WORK/NAME.rec.  ann holds AEIRSTN (or $ANN_RACK) and cards 1 2 3 (card
# 1's syllables TH HA TO DE FU TA TER ER, silhouette EEE), bob AEOTPCD (or
# $BOB_RACK) and cards 4 5 6 (card 5's syllables RT NO BE MEN ON EN ST
# VE), or $BOB_CARDS; each has 2 bonus tokens; the deck holds the other
# cards in order.
game() {
	name=$1
	shift
	{
		printf '[Game "alphagon"]\n[Players "ann:red bob:blue"]\n'
		for tag in "$@"; do
			printf '%s\n' "$tag"
		done
		printf '0 ann rack %s\n0 ann cards 1 2 3\n' "${ANN_RACK:-AEIRSTN}"
		printf '0 bob rack %s\n0 bob cards %s\n' "${BOB_RACK:-AEOTPCD}" \
		    "${BOB_CARDS:-4 5 6}"
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
# upto N: ten.rec to turn N, without its Result tag.
upto() {
	awk -v n="$1" '/^\[Result/ { next } /^[0-9]/ && $1 > n { exit } { print }' \
	    $F/ten.rec >"$WORK/upto$1.rec"
}
# Each corner: turn N puts the letter on it; where the next one goes.
for corner in "3 A8 A7 north level-with-the-start,-7-rows-north-against-5" \
    "10 A1 B1 east away-from-the-start-is-west,-off-the-board" \
    "22 M1 M2 south away-from-the-start-is-north,-off-the-board" \
    "34 M13 L13 west 4-sides:-toward-the-start" \
    "46 A13 A12 north toward-the-start" \
    "49 A10 B10 east A9-would-touch-A8:-toward-the-start"; do
	set -- $corner
	upto $1
	run ag-check --json "$WORK/upto$1.rec"
	out_has "\"next\":\"$3\",\"direction\":\"$4\"" \
	    "ten.rec, turn $1, corner $2: $4 ($(echo $5 | tr - ' '))"
done
# "if the polygon under construction has at least 4 sides ... I will
# choose the direction that approaches the starting point. Conversely, if
# the number of sides constructed is less than 4, I will choose the
# direction that moves away": closed.rec's corners, each a free choice
# (both ways open), the start point D4.
for corner in "5 H4 H5 south level:-9-rows-south-against-3" \
    "10 H8 I8 east 2-sides:-away,-east-of-D" \
    "14 K8 K9 south 3-sides:-away,-south-of-row-4" \
    "17 K10 J10 west 4-sides:-toward,-west-to-D" \
    "25 D10 D9 north 5-sides:-toward,-north-to-row-4"; do
	set -- $corner
	awk -v n="$1" '/^\[Result/ { next } /^[0-9]/ && $1 > n { exit } { print }' \
	    $F/closed.rec >"$WORK/closed$1.rec"
	run ag-check --json "$WORK/closed$1.rec"
	out_has "\"next\":\"$3\",\"direction\":\"$4\"" \
	    "closed.rec, turn $1, the '+' on $2: $4 ($(echo $5 | tr - ' '))"
done
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

# --- Stars, clouds, bonus tokens -----------------------------------------

# "If the player puts one of his own letters ... on a square with STAR, he
# gains 1 bonus token. ... on a square with CLOUD, he loses 1 bonus token.
# In case he has no bonus, the player loses a letter of his choice."
# A star on E4 (ann's S), a cloud on F4 (bob's T).
{ sta | sed 3q; printf '2 bob draw S\n'; } | game star '[Stars "E4"]' '[Clouds "F4"]'
run ag-score "$WORK/star.rec"
status_is 0 "a letter on a star, one on a cloud"
out_has "^ann 0: .*; 3 bonus tokens, 7 letters$" "the star gives ann a token"
out_has "^bob 0: .*; 1 bonus token, 7 letters$" "the cloud takes one of bob's"
# bob spends both tokens (a change before placing, two letters), then
# his second letter lands on the cloud on I4: a letter is owed.
cloud() {
	cat <<-EOF
	1 ann start D4 E S
	1 ann draw R
	2 bob change C B
	2 bob place T
	2 bob draw S
	3 ann place A
	3 ann draw E
	4 bob place PB bonus
	4 bob draw LM
	EOF
}
{ cloud; echo "5 ann place N"; } | game cloud-owed '[Clouds "I4"]'
run ag-check "$WORK/cloud-owed.rec"
status_is 1 "a cloud on a player with no token: the turn waits for a letter"
err_has "cloud-owed.rec:18:1: turn 5 cannot begin: turn 4: bob owes 1 letter\(s\) \(a penalty or a cloud\): 'lose LETTER'$" \
    "the next turn is refused, the letter owed named"
{ cloud; echo "4 bob lose D"; echo "5 ann place N"; } | game cloud-lose '[Clouds "I4"]'
run ag-score "$WORK/cloud-lose.rec"
status_is 0 "the letter given up"
out_has "^bob 0: .*; 0 bonus tokens, 6 letters$" "bob has no token and 6 letters"
{ cloud; echo "4 bob lose D"; echo "5 ann place N"; echo "5 ann draw K"; echo "6 bob change E A"; } |
    game change-none '[Clouds "I4"]'
run ag-check "$WORK/change-none.rec"
status_is 1 "\"If he wants to do this BEFORE placing the letter he must invest 1 bonus\": none"
err_has "change-none.rec:21:1: changing a letter before placing costs a bonus token, and bob has none$" \
    "is refused"
{ cloud; echo "4 bob lose D"; echo "5 ann place N"; echo "5 ann draw K"; echo "6 bob place E"; echo "6 bob draw O"; echo "6 bob change O A"; } |
    game change-after '[Clouds "I4"]'
run ag-check "$WORK/change-after.rec"
status_is 0 "\"Otherwise, he can do it afterwards for free\""
{ cloud; echo "4 bob lose D"; echo "5 ann place N"; echo "5 ann draw K"; echo "6 bob place EO bonus"; } |
    game two-none '[Clouds "I4"]'
run ag-check "$WORK/two-none.rec"
status_is 1 "\"By investing 1 bonus the player can place 2 letters\": none left"
err_has "two-none.rec:21:16: bob has no bonus token for a second letter$" "is refused"
{ cloud; echo "4 bob lose D"; echo "4 bob change E O"; } | game change-kind '[Clouds "I4"]'
run ag-check "$WORK/change-kind.rec"
status_is 0 "a vowel changed for a vowel, after placing"
{ cloud; echo "4 bob lose D"; echo "4 bob change L E"; } | game change-other '[Clouds "I4"]'
run ag-check "$WORK/change-other.rec"
status_is 1 "a consonant changed for a vowel"
err_has "change-other.rec:19:16: L is a consonant and E a vowel: a letter is changed for one of the same kind, from its own sack$" \
    "is refused, both letters named"
# A change in a turn with no letter placed (a pass) is not "afterwards":
# it costs a token (ag-check(1) says so).
{ cloud; echo "4 bob lose D"; echo "5 ann pass"; echo "5 ann change R T"; } |
    game change-pass '[Clouds "I4"]'
run ag-score "$WORK/change-pass.rec"
status_is 0 "a pass, then a change"
out_has "^ann 0: .*; 0 bonus tokens, 7 letters$" "each cost ann a token"
# "pass the turn to the next player, losing 1 bonus (in case he does not
# have them, he loses a letter of his choice)"
{ cloud; echo "4 bob lose D"; echo "5 ann place N"; echo "5 ann draw K"; echo "6 bob pass"; } |
    game pass-none '[Clouds "I4"]'
run ag-check "$WORK/pass-none.rec"
status_is 1 "a pass without a token or a letter named"
err_has "pass-none.rec:21:1: bob has no bonus token: a pass costs a letter of their choice \('pass LETTER'\)$" \
    "is refused"
{ cloud; echo "4 bob lose D"; echo "5 ann place N"; echo "5 ann draw K"; echo "6 bob pass E";
  echo "7 ann pass"; echo "7 ann suspend"; } | game pass-letter '[Clouds "I4"]'
run ag-score "$WORK/pass-letter.rec"
status_is 0 "a pass for a letter, then a pass for a token, and the word suspended"
out_has "^ann 0: .*; 1 bonus token, 7 letters$" "ann's pass cost a token"
out_has "^bob 0: .*; 0 bonus tokens, 5 letters$" "bob's a letter"
{ cloud; echo "4 bob lose D"; echo "5 ann pass S"; } | game pass-token '[Clouds "I4"]'
run ag-check "$WORK/pass-token.rec"
status_is 1 "a pass for a letter by a player who has a token"
err_has "pass-token.rec:19:12: ann has a bonus token: a pass costs a token, a letter only without one$" \
    "is refused"

# --- The sacks ----------------------------------------------------------------

# "In each consonant sack there are: 4 C, N, R, S, T ... 2 H, J, Q, X, Z".
# bob starts with 4 C: a 5th cannot be drawn; with 3, the 4th can.
{ sta | sed 2q; printf '2 bob place T\n2 bob draw C\n'; } | game sack5
sed -i 's/^0 bob rack AEOTPCD$/0 bob rack AEOCCCC/; s/^2 bob place T$/2 bob place C/' "$WORK/sack5.rec"
run ag-check "$WORK/sack5.rec"
status_is 1 "a 5th C: the sack held 4"
err_has "sack5.rec:11:12: bob's sacks have run short: they do not hold C$" "is refused"
sed 's/^0 bob rack AEOCCCC$/0 bob rack AEOCCCT/' "$WORK/sack5.rec" >"$WORK/sack4.rec"
run ag-check "$WORK/sack4.rec"
status_is 0 "the 4th C"
sed 's/^0 bob rack AEOCCCC$/0 bob rack AEOHHHT/' "$WORK/sack5.rec" >"$WORK/sack-h.rec"
run ag-check "$WORK/sack-h.rec"
status_is 1 "a rack of 3 H: the sack holds 2"
err_has "sack-h.rec:5:12: bob's sacks do not hold AEOHHHT \(the appendix's counts\)$" "is refused"

# --- Syllables -------------------------------------------------------------

# "he earns a 3-point token and must exchange the polygon card ... The
# player can find only one syllable on his turn".  ST (card 5, bob's) in
# ST; TER (card 1, ann's) in STER.
syl() {
	cat <<-EOF
	1 ann start D4 E S
	1 ann draw R
	2 bob place T
	2 bob draw S
	2 bob syllable 5 ST
	EOF
}
{ syl; printf '3 ann place ER bonus\n3 ann draw IK\n3 ann syllable 1 TER\n'; } | game syllables
run ag-score "$WORK/syllables.rec"
status_is 0 "a syllable of 2 letters, then one of 3"
out_has "^turn 2: bob \+3 \(syllable 3\)$" "ST scores bob 3"
out_has "^turn 3: ann \+3 \(syllable 3\)$" "TER scores ann 3"
{ syl; printf '2 bob syllable 7 ST\n'; } | game syllable-twice
run ag-check "$WORK/syllable-twice.rec"
status_is 1 "a second syllable in a turn"
err_has "syllable-twice.rec:13:1: no syllable by bob now \(turn 2, bob to play\): one syllable is found a turn$" \
    "is refused"
{ syl | sed '$d'; printf '2 bob syllable 1 TA\n'; } | game syllable-card
run ag-check "$WORK/syllable-card.rec"
status_is 1 "a syllable on a card bob does not hold"
err_has "syllable-card.rec:12:16: bob does not hold card 1$" "is refused"
{ syl; printf '3 ann syllable 7 ST\n'; } | game syllable-drawn
run ag-check "$WORK/syllable-drawn.rec"
status_is 1 "card 7, the deck's top, went to bob for his card 5"
err_has "syllable-drawn.rec:13:16: ann does not hold card 7$" "ann does not hold it"
{ syl | sed '$d'; printf '2 bob syllable 5 RT\n'; } | game syllable-absent
run ag-check "$WORK/syllable-absent.rec"
status_is 1 "a syllable of the card not in the word"
err_has "syllable-absent.rec:12:18: RT is not in the word under construction, ST$" "is refused"

# --- Declaring in advance: the correction ----------------------------------

# "he can correct the turn player's unique meaning word, if he finds a
# shorter one": SANDALS (7) corrected to SANDAL (6); SANDBAG, as long,
# is no correction.
decl() {
	cat <<-EOF
	1 ann start D4 E S
	1 ann draw R
	2 bob place A
	2 bob draw E
	3 ann place N
	3 ann draw T
	4 bob place D
	4 bob draw B
	4 bob declare SANDALS
	EOF
}
{ decl; echo "4 ann correct SANDAL"; } | game correct-shorter
run ag-check "$WORK/correct-shorter.rec"
status_is 0 "a correction one letter shorter"
out_has "ann 0, bob 5$" "SANDAL, 6 letters: 5 points"
{ decl; echo "4 ann correct SANDBAG"; } | game correct-equal
run ag-check "$WORK/correct-equal.rec"
status_is 1 "a correction as long as the declaration"
err_has "correct-equal.rec:17:15: SANDBAG is not shorter than the 7 letters the declaration scores by: a correction names a shorter word$" \
    "is refused"

# "even if the opponent does not find a word with the same root but
# different meaning, he can correct the turn player's unique meaning
# word ... to reduce his score": a correction is of the declarer's word.
# Once contradicted the declarer scores nothing for it ("the first player
# to contradict him CLOSES the word"), so a correction after a
# contradiction is refused; one before it stands, and the contradiction
# still follows: ann closes SANDBAG (7 letters, 5 points), bob gives up
# a letter.
{ decl; printf '4 ann correct SANDAL\n4 ann contradict SANDBAG\n4 bob lose P\n'; } |
    game correct-contra
run ag-check "$WORK/correct-contra.rec"
status_is 0 "a correction, then a contradiction"
out_has "ann 5, bob 0$" "SANDBAG, 7 letters: 5 points to ann; bob none"
{ decl; printf '4 ann contradict SANDBAG\n4 ann correct SANDAL\n'; } |
    game contra-correct
run ag-check "$WORK/contra-correct.rec"
status_is 1 "a correction after a contradiction"
err_is "ag-check: $WORK/contra-correct.rec:18:1: no correct by ann now (turn 4, bob to play): the declaration was contradicted: a correction is of the declarer's word, to lower their score, and they score nothing for it now" \
    "is refused"

# --- Turns and passes with three players --------------------------------------

# "If a round of the table is completed in passing the turn, the last
# player may suspend the word in progress": ann, bob and cat pass; cat,
# the last, suspends: the referee puts cat's '+' on H4, level with the
# start D4, and the side turns south, toward the farther edge.
three() {
	cat <<-EOF
	[Game "alphagon"]
	[Players "ann:red bob:blue cat:green"]
	0 ann rack AEIRSTN
	0 ann cards 1 2 3
	0 bob rack AEOTPCD
	0 bob cards 4 5 6
	0 cat rack AEILMNR
	0 cat cards 7 8 9
	1 ann start D4 E S
	1 ann draw R
	2 bob place T
	2 bob draw S
	3 cat place A
	3 cat draw O
	4 ann pass
	5 bob pass
	EOF
}
{ three; printf '6 cat pass\n6 cat suspend\n7 ann place N\n'; } >"$WORK/round.rec"
run ag-check --json "$WORK/round.rec"
status_is 0 "three passes, the third player suspends"
out_has '"turn":7,"to_play":"ann","next":"H6","direction":"south"' \
    "the '+' on H4 turns the side south; ann's N on H5"
{ three; printf '5 bob suspend\n'; } >"$WORK/round2.rec"
run ag-check "$WORK/round2.rec"
status_is 1 "two passes of three are no round of the table"
err_has "round2.rec:17:1: no suspend by bob now \(turn 5, bob to play\): the word is suspended by the last of a round of the table that passed$" \
    "the suspension is refused"
{ three | sed 's/^3 cat place A$/3 bob place A/'; } >"$WORK/order.rec"
run ag-check "$WORK/order.rec"
status_is 1 "bob plays cat's turn"
err_has "order.rec:13:1: no place by bob now \(turn 3, cat to play\): it is not their turn; turns go in the order of the Players tag$" \
    "is refused"

# --- The goal ------------------------------------------------------------------

# "Whoever first reaches the GOAL score ... 20 for 6 players": goal6.rec
# says how ann makes 24 in two turns.
run ag-check $F/goal6.rec
status_is 0 "six players: the goal is 20"
out_has "ann wins \(ann reached the goal of 20 points\): ann 24, bob 0, cat 0, dan 0, eve 0, fay 0$" \
    "ann reaches it on turn 13"
run ag-score $F/goal6.rec
out_has "^turn 13: ann \+12 \(STARTLING 6, syllable 3, shape 3\)$" "ag-score: turn 13's tokens"
out_has "^ann wins: ann reached the goal of 20 points$" "ag-score: the winner"
sed 's/^\[Clouds ""\]$/&\n[Goal "25"]/' $F/goal6.rec >"$WORK/goal25.rec"
run ag-check "$WORK/goal25.rec"
status_is 0 "a Goal tag of 25"
out_has "no result yet, turn 13, ann to play; the polygon goes on at M11 east: ann 24," \
    "24 does not reach it: the game goes on"
sed 's/^\[Clouds ""\]$/&\n[Result "bob"]/' $F/goal6.rec >"$WORK/goal-result.rec"
run ag-check "$WORK/goal-result.rec"
status_is 1 "a Result tag naming bob"
err_has "Result says bob, but another player wins" "disagrees with the goal reached"

# --- The turn that ends the game ----------------------------------------

# "Whoever has the most points when closing the polygon" wins, and "If
# the player completes ... a complete meaning word, he CLOSES the word":
# the letter that closes the polygon may complete a word, and its player
# closes it in that turn (oxide.rec).
run ag-check $F/oxide.rec
status_is 0 "OXIDE completed by the letter that closes the polygon, and closed"
out_is "$F/oxide.rec: game 1 (ann v bob): bob wins (the polygon closed on its start point): ann 0, bob 4" \
    "its 4 points count: bob wins"
run ag-score $F/oxide.rec
out_has "^turn 30: bob \+4 \(OXIDE 4\)$" "ag-score: the word's token"
sed '$d; s/^\[Result "bob"\]$/[Result "tie"]/' $F/oxide.rec >"$WORK/oxide-open.rec"
run ag-check "$WORK/oxide-open.rec"
status_is 0 "left unclosed, the game ends 0 to 0"
out_has "a shared win \(the polygon closed on its start point\): ann 0, bob 0$" "a shared win"
sed '$d' $F/oxide.rec >"$WORK/oxide-declare.rec"
echo "30 bob declare OXIDES" >>"$WORK/oxide-declare.rec"
run ag-check "$WORK/oxide-declare.rec"
status_is 1 "no declaration after the end: no letter can follow"
err_has "oxide-declare.rec:$(wc -l <$F/oxide.rec | tr -d ' '):1: no declare by bob now \(turn 30, the game over \(closed\)\): the game is over; " \
    "is refused"
{ cat $F/oxide.rec; echo "31 ann pass"; } >"$WORK/oxide-after.rec"
run ag-check "$WORK/oxide-after.rec"
status_is 1 "a turn after the end"
err_has "the game is over \(closed\): no turn follows$" "is refused"


# --- The letters run out ------------------------------------------------

# "the game stops if ... its construction cannot be continued": letters
# are drawn only to replace letters placed, so once a turn's play leaves
# no player a letter nobody can place one again (letters.rec: every letter
# given up for a token and each turn passed; ann's ROAD, admitted after
# bob's doubt, and bob's D lost for it).  The most points win.
run ag-check $F/letters.rec
status_is 0 "no player holds a letter after turn 14: the game ends"
out_is "$F/letters.rec: game 1 (ann v bob): ann wins (no player holds a letter: the polygon cannot be continued): ann 4, bob 0" \
    "ann wins with the most points, the end named"
run ag-check --json $F/letters.rec
out_has '"ended":"no player holds a letter: the polygon cannot be continued","winner":"ann",' \
    "--json: the end and the winner"
run ag-score $F/letters.rec
out_has "^ann wins: no player holds a letter: the polygon cannot be continued$" \
    "ag-score names the end"
run ag-show $F/letters.rec
out_has "turn 14, the game over \(no letters\)$" "ag-show names the end"
{ cat $F/letters.rec; echo "15 ann pass"; } >"$WORK/letters-after.rec"
run ag-check "$WORK/letters-after.rec"
status_is 1 "a turn after the letters ran out"
err_has "letters-after.rec:$(($(wc -l <$F/letters.rec) + 1)):1: the game is over \(no letters\): no turn follows$" \
    "is refused"
# A player who holds no letter while another holds one: play goes on.
sed '/^\[Result /d; /^14 /d' $F/letters.rec >"$WORK/letters13.rec"
{ cat "$WORK/letters13.rec"; printf '14 bob place D\n14 bob draw K\n15 ann pass\n'; } \
    >"$WORK/letters-on.rec"
run ag-check "$WORK/letters-on.rec"
status_is 0 "bob holds a letter, ann none: play goes on, ann passes"
out_has ": no result yet, turn 15, ann to play; " "no end"
sed '$d' "$WORK/letters-on.rec" >"$WORK/letters-place.rec"
echo "15 ann place S" >>"$WORK/letters-place.rec"
run ag-check "$WORK/letters-place.rec"
status_is 1 "ann, who holds no letter, places one"
err_has "letters-place.rec:$(wc -l <"$WORK/letters-on.rec" | tr -d ' '):14: ann does not hold S: ann holds no letter$" \
    "is refused, at the letter"

# PENALIZING "means to lose 1 letter of his choice": a player who holds
# none has nothing to give, and owes nothing.  ann, without letters,
# states RQ after bob's doubt: not admitted, she is penalized.
{ cat "$WORK/letters13.rec"; printf '14 bob doubt\n14 ann state RQ\n15 ann pass\n'; } \
    >"$WORK/lapse.rec"
run ag-check "$WORK/lapse.rec"
status_is 0 "a penalty on a player without letters lapses: the next turn begins"
sed '$d' "$WORK/lapse.rec" >"$WORK/lapse-lose.rec"
echo "14 ann lose S" >>"$WORK/lapse-lose.rec"
run ag-check "$WORK/lapse-lose.rec"
status_is 1 "a letter lost for it"
err_has "no lose by ann now .*: a letter is lost for a penalty or a cloud, and none is owed$" \
    "is refused: none is owed"
# A letter owed is lost, not given up for a bonus token (that would leave
# nothing to pay the penalty with).
sed '$s/^14 bob lose D$/14 bob giveup D/' $F/letters.rec >"$WORK/letters-giveup.rec"
run ag-check "$WORK/letters-giveup.rec"
status_is 1 "bob gives up the D he owes for a token"
err_has "letters-giveup.rec:$(wc -l <$F/letters.rec | tr -d ' '):15: bob owes 1 letter\(s\) and holds 1: a letter owed is lost \('lose LETTER'\), not given up for a bonus token$" \
    "is refused"

# --- Readings an independent model of the rules had to settle -----------
# (each found by replaying thousands of random and mutated games through a
# second referee written from this man page; ag-check(1) RULES states it)

# The first play puts the '+' on a flag: turn 1 begins with it.  A change
# (free after placing) follows the start; before it, it is refused.
{ printf '1 ann start D4 E S\n1 ann change A E\n1 ann draw R\n'; } | game start-change
run ag-check "$WORK/start-change.rec"
status_is 0 "a change after the start (free: a letter was placed)"
{ printf '1 ann change A E\n1 ann start D4 E S\n'; } | game change-start
run ag-check "$WORK/change-start.rec"
status_is 1 "a change before the start"
err_has "change-start.rec:8:1: no change by ann now \(turn 1, ann to play\): the game begins with the first player's start" \
    "is refused: the game begins with the start"

# A letter is changed "for another of the same kind": not for itself.
{ sta; printf '3 ann draw EK\n3 ann change E I\n'; } | game change-other
run ag-check "$WORK/change-other.rec"
status_is 0 "E changed for I after placing"
{ sta; printf '3 ann draw EK\n3 ann change E E\n'; } | game change-same
run ag-check "$WORK/change-same.rec"
status_is 1 "E changed for E"
err_has "change-same.rec:14:16: a letter is changed for another" "is refused"

# A doubt is of the word under construction: after the '+' of a declared
# word there is none (STANDARD declared on STAN), after a letter there is.
{ sta; printf '3 ann draw EK\n3 ann declare STANDARD\n4 bob doubt\n'; } | game doubt-none
run ag-check "$WORK/doubt-none.rec"
status_is 1 "a doubt right after the '+'"
err_has "doubt-none.rec:15:1: .*no word is under construction to doubt" "is refused"
{ sta; printf '3 ann draw EK\n3 ann declare STANDARD\n4 bob place E\n4 bob draw A\n5 ann doubt\n5 bob state EAST\n5 ann lose R\n'; } |
    game doubt-one
run ag-check "$WORK/doubt-one.rec"
status_is 0 "a doubt of one letter, E: bob states EAST, admitted"
out_has "ann 6, bob 4$" "STANDARD 6 to ann, EAST (4 letters) 4 to bob"

# "After a doubt the previous player states a word": before anything else
# in the turn.  bob gives up a letter before his doubt, not between it and
# ann's statement.
{ sta; printf '3 ann draw EK\n4 bob giveup A\n4 bob doubt\n4 ann state STAND\n4 bob lose E\n'; } |
    game doubt-giveup
run ag-check "$WORK/doubt-giveup.rec"
status_is 0 "giveup, doubt, STAND stated (admitted), bob's penalty"
out_has "ann 4, bob 0$" "STAND, 5 letters, scores 4 for ann"
{ sta; printf '3 ann draw EK\n4 bob doubt\n4 bob giveup A\n4 ann state STAND\n'; } |
    game doubt-between
run ag-check "$WORK/doubt-between.rec"
status_is 1 "a giveup between the doubt and the statement"
err_has "doubt-between.rec:15:1: no giveup by bob now .*the previous player states it first" \
    "is refused"

# The doubter may find a syllable in the word the doubted player closed in
# the doubter's turn, in its letters on the board (STAN), not in the rest
# of the word stated (STAND's D): bob holds card 5 (ST) and card 11 (ND).
{ sta; printf '3 ann draw EK\n4 bob doubt\n4 ann state STAND\n4 bob lose E\n4 bob syllable 5 ST\n'; } |
    BOB_CARDS="4 5 11" game syl-doubt
run ag-check "$WORK/syl-doubt.rec"
status_is 0 "ST found in STAN, closed by ann after bob's doubt"
out_has "ann 4, bob 3$" "the syllable scores 3"
{ sta; printf '3 ann draw EK\n4 bob doubt\n4 ann state STAND\n4 bob lose E\n4 bob syllable 11 ND\n'; } |
    BOB_CARDS="4 5 11" game syl-stated
run ag-check "$WORK/syl-stated.rec"
status_is 1 "ND, only in the part of STAND not on the board"
err_has "syl-stated.rec:17:19: ND is not in the word under construction, STAN$" "is refused"

# A declarer's letter given up for the cloud under the '+' is part of the
# declaration: bob may still contradict, takes the cloud (a token: he holds
# 2), and that letter is ann's penalty.  G4 is a cloud that takes ann's
# last token, I4 (the '+') one that takes her letter.
cloudy() {
	{ sta; printf '3 ann draw EK\n3 ann declare STANDARD\n3 ann lose E\n'; cat; } |
	    game "$1" '[Stars ""]' '[Clouds "G4 I4"]' "$2"
}
printf '3 bob contradict STANDS\n4 bob place E\n' | cloudy cloud-contra '[Goal "40"]'
run ag-check "$WORK/cloud-contra.rec"
status_is 0 "a contradiction after the declarer's letter for the cloud"
out_has "ann 0, bob 5$" "STANDS, 6 letters, scores 5 for bob; STANDARD nothing"
printf '3 bob contradict STANDS\n3 ann lose R\n' | cloudy cloud-twice '[Goal "40"]'
run ag-check "$WORK/cloud-twice.rec"
status_is 1 "a second letter from ann for her penalty"
err_has "cloud-twice.rec:20:1: no lose by ann now .*none is owed$" "is refused: the first was it"
{ sta; printf '3 ann draw EK\n3 ann declare STANDARD\n3 ann giveup R\n3 bob contradict STANDS\n'; } |
    game contra-late
run ag-check "$WORK/contra-late.rec"
status_is 1 "a contradiction after the declarer gave up a letter for a token"
err_has "contra-late.rec:16:1: no contradict by bob now" "is refused"

# Points a dispute takes back do not reach the goal: STANDARD (6) reaches
# a goal of 6, STANDS contradicts it, and play goes on.
printf '3 bob contradict STANDS\n4 bob place E\n' | cloudy goal-contra '[Goal "6"]'
run ag-check "$WORK/goal-contra.rec"
status_is 0 "the goal reached by a contradicted declaration: play goes on"
out_has "no result yet, turn 4, " "no winner"
printf '4 bob place E\n' | cloudy goal-kept '[Goal "6"]'
run ag-check "$WORK/goal-kept.rec"
status_is 1 "without the contradiction ann has won: no turn 4"
err_has "goal-kept.rec:19:1: the game is over \(goal\): no turn follows$" "is refused"

# "Apart from totaling the GOAL score, the game stops if ... its
# construction cannot be continued": a word's points come before its '+',
# so a declaration that reaches the goal and whose '+' leaves the polygon
# no way on is won by the goal, and a dispute that takes the points back
# finds the end again in that order.  CAT goes north from A4 to the edge;
# bob declares CATALOG (7 letters, 5 points); his '+' on B1 turns the side
# north, off the board, or south, to B2 beside A2 (early closure): stuck.
catalog() {
	{
		cat <<-EOF
		1 ann start A4 N C
		1 ann draw C
		2 bob place A
		2 bob draw A
		3 ann place T
		3 ann draw T
		4 bob declare CATALOG
		EOF
		cat
	} | ANN_RACK=AEOCLNT BOB_RACK=AEIKCDF game "$1" "[Goal \"$2\"]" \
	    '[Flags "A4"]' '[Stars ""]' '[Clouds ""]'
}
catalog cat-goal 4 </dev/null
run ag-check "$WORK/cat-goal.rec"
status_is 0 "CATALOG declared, 5 points, a goal of 4"
out_has "bob wins \(bob reached the goal of 4 points\): ann 0, bob 5$" \
    "bob reached the goal"
echo "4 ann correct CATS" | catalog cat-correct 4
run ag-check "$WORK/cat-correct.rec"
status_is 0 "CATALOG corrected to CATS, 4 points, a goal of 4"
out_has "bob wins \(bob reached the goal of 4 points\): ann 0, bob 4$" \
    "bob is still at the goal: he reached it"
echo "4 ann correct CATS" | catalog cat-correct5 5
run ag-check "$WORK/cat-correct5.rec"
status_is 0 "CATALOG corrected to CATS, 4 points, a goal of 5"
out_has "bob wins \(the polygon cannot be continued\): ann 0, bob 4$" \
    "below the goal: the polygon's end, the most points win"
printf '4 ann contradict CATCH\n4 bob lose K\n' | catalog cat-contra 4
run ag-check "$WORK/cat-contra.rec"
status_is 0 "CATALOG contradicted by CATCH, 4 points, a goal of 4"
out_has "ann wins \(ann reached the goal of 4 points\): ann 4, bob 0$" \
    "the contradictor reached the goal"
printf '4 ann contradict CATCH\n4 bob lose K\n' | catalog cat-contra5 5
run ag-check "$WORK/cat-contra5.rec"
status_is 0 "CATALOG contradicted by CATCH, 4 points, a goal of 5"
out_has "ann wins \(the polygon cannot be continued\): ann 4, bob 0$" \
    "below the goal: the polygon's end, the most points win"

# A close that reaches the goal still puts the closer's '+': STAN (4
# points) reaches a goal of 4, and its '+' on I4, a cloud, takes a letter
# from ann (G4's cloud took her last token).  Without the cloud on I4 no
# letter is owed.  STAN is a person's name: the table takes names.
{ sta; printf '3 ann draw EK\n3 ann close STAN\n3 ann lose E\n'; } |
    game goal-plus '[Goal "4"]' '[Stars ""]' '[Clouds "G4 I4"]'
run ag-check --names "$WORK/goal-plus.rec"
status_is 0 "the '+' of a close that reaches the goal lands on a cloud"
out_has "ann wins \(ann reached the goal of 4 points\): ann 4, bob 0$" "ann wins"
{ sta; printf '3 ann draw EK\n3 ann close STAN\n3 ann lose E\n'; } |
    game goal-noplus '[Goal "4"]' '[Stars ""]' '[Clouds "G4"]'
run ag-check --names "$WORK/goal-noplus.rec"
status_is 1 "no cloud under the '+': a letter lost"
err_has "goal-noplus.rec:18:1: no lose by ann now .*none is owed$" "is refused"

# Two letters go down one after the other, after the token they cost:
# ann pays her second-last token for AN, the cloud under A (G4) takes her
# last, and the one under N (H4) a letter.  With a cloud under N alone it
# takes the token, and no letter is owed.
{ sta; printf '3 ann draw EK\n3 ann lose E\n'; } | game two-clouds '[Stars ""]' '[Clouds "G4 H4"]'
run ag-check "$WORK/two-clouds.rec"
status_is 0 "clouds under both letters: a token, then a letter"
{ sta; printf '3 ann draw EK\n3 ann lose E\n'; } | game one-cloud '[Stars ""]' '[Clouds "H4"]'
run ag-check "$WORK/one-cloud.rec"
status_is 1 "a cloud under the second letter only: a letter lost"
err_has "one-cloud.rec:16:1: no lose by ann now .*none is owed$" "is refused: it took her token"

done_testing
