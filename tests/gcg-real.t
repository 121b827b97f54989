#!/bin/sh
# gcg-check on the real records of fixtures/gcg/real/ (third-party data,
# see its README), one by one, each with the verdict its own content
# gives, checked by hand against the rules of gcg-check(1), RULES:
#
# - every real game and fragment whose claims all hold exits 0;
# - each real record with a fault names it: its line, its column and what
#   the file says beside what the board gives;
# - each of MAGPIE's files made with one deliberate fault (kind
#   fixture-edited in SOURCES.tsv) is rejected (1) or malformed (2), as
#   gcg-check(1), EXIT STATUS, sorts them, with the line of that fault.
. "$(dirname "$0")/lib.sh"
R=fixtures/gcg/real

# faulty STATUS FILE LINE:COL REGEX WHY: FILE exits STATUS, with the
# diagnostic at LINE:COL matching REGEX.
faulty() {
	run gcg-check "$R/$2"
	status_is "$1" "$2: $5"
	err_has "^gcg-check: $R/$2:$3: $4" "$2: the fault at $3 named"
}

# Real records whose every claim holds: the games of SOURCES.tsv of kind
# human, human-vs-bot and anonymized, and the fragments, but for the four
# below.
while read -r f; do
	run gcg-check "$R/$f"
	status_is 0 "$f: every claim holds"
	out_has "^$R/$f: game 1 \(.*\): (no result yet|[^ ]+ wins|a tie): " \
	    "$f: its verdict"
done <<'LIST'
liwords/pkg__omgwords__testdata__vs_josh.gcg
liwords/pkg__puzzles__testdata__r10_james.gcg
liwords/pkg__puzzles__testdata__r11_wiegand.gcg
liwords/pkg__puzzles__testdata__r12_peter.gcg
liwords/pkg__puzzles__testdata__r13_ben.gcg
liwords/pkg__puzzles__testdata__r14_whitley.gcg
liwords/pkg__puzzles__testdata__r15_jesse.gcg
liwords/pkg__puzzles__testdata__r16_lola.gcg
liwords/pkg__puzzles__testdata__r17_mark.gcg
liwords/pkg__puzzles__testdata__r18_jen.gcg
liwords/pkg__puzzles__testdata__r19_ruth.gcg
liwords/pkg__puzzles__testdata__r1_mike.gcg
liwords/pkg__puzzles__testdata__r2_tim.gcg
liwords/pkg__puzzles__testdata__r3_ewans.gcg
liwords/pkg__puzzles__testdata__r4_lipe.gcg
liwords/pkg__puzzles__testdata__r5_conrad.gcg
liwords/pkg__puzzles__testdata__r6_betty.gcg
liwords/pkg__puzzles__testdata__r7_jesse.gcg
liwords/pkg__puzzles__testdata__r8_puneet.gcg
liwords/pkg__puzzles__testdata__r9_randi.gcg
liwords/pkg__puzzles__testdata__test_vertical_openings_1.gcg
liwords/pkg__puzzles__testdata__test_vertical_openings_2.gcg
liwords/pkg__puzzles__testdata__test_vertical_openings_3.gcg
liwords/pkg__stats__testdata__all_triple_letters_covered.gcg
liwords/pkg__stats__testdata__all_triple_words_covered.gcg
liwords/pkg__stats__testdata__combined_high_scoring.gcg
liwords/pkg__stats__testdata__combined_low_scoring.gcg
liwords/pkg__stats__testdata__doug_vs_emely.gcg
liwords/pkg__stats__testdata__every_e.gcg
liwords/pkg__stats__testdata__every_power_tile.gcg
liwords/pkg__stats__testdata__four_or_more_consecutive_bingos.gcg
liwords/pkg__stats__testdata__josh_nationals_round_1.gcg
liwords/pkg__stats__testdata__josh_nationals_round_10.gcg
liwords/pkg__stats__testdata__josh_nationals_round_11.gcg
liwords/pkg__stats__testdata__josh_nationals_round_12.gcg
liwords/pkg__stats__testdata__josh_nationals_round_13.gcg
liwords/pkg__stats__testdata__josh_nationals_round_14.gcg
liwords/pkg__stats__testdata__josh_nationals_round_15.gcg
liwords/pkg__stats__testdata__josh_nationals_round_16.gcg
liwords/pkg__stats__testdata__josh_nationals_round_17.gcg
liwords/pkg__stats__testdata__josh_nationals_round_18.gcg
liwords/pkg__stats__testdata__josh_nationals_round_19.gcg
liwords/pkg__stats__testdata__josh_nationals_round_2.gcg
liwords/pkg__stats__testdata__josh_nationals_round_20.gcg
liwords/pkg__stats__testdata__josh_nationals_round_21.gcg
liwords/pkg__stats__testdata__josh_nationals_round_22.gcg
liwords/pkg__stats__testdata__josh_nationals_round_23.gcg
liwords/pkg__stats__testdata__josh_nationals_round_24.gcg
liwords/pkg__stats__testdata__josh_nationals_round_25.gcg
liwords/pkg__stats__testdata__josh_nationals_round_26.gcg
liwords/pkg__stats__testdata__josh_nationals_round_27.gcg
liwords/pkg__stats__testdata__josh_nationals_round_28.gcg
liwords/pkg__stats__testdata__josh_nationals_round_29.gcg
liwords/pkg__stats__testdata__josh_nationals_round_3.gcg
liwords/pkg__stats__testdata__josh_nationals_round_30.gcg
liwords/pkg__stats__testdata__josh_nationals_round_31.gcg
liwords/pkg__stats__testdata__josh_nationals_round_4.gcg
liwords/pkg__stats__testdata__josh_nationals_round_5.gcg
liwords/pkg__stats__testdata__josh_nationals_round_6.gcg
liwords/pkg__stats__testdata__josh_nationals_round_7.gcg
liwords/pkg__stats__testdata__josh_nationals_round_8.gcg
liwords/pkg__stats__testdata__josh_nationals_round_9.gcg
liwords/pkg__stats__testdata__many_challenges.gcg
liwords/pkg__stats__testdata__many_double_words_covered.gcg
liwords/pkg__stats__testdata__noah_vs_mishu.gcg
liwords/pkg__stats__testdata__phonies_formed.gcg
macondo/gcgio__testdata__doug_v_emely.gcg
macondo/gcgio__testdata__doug_v_emely_double_challenge.gcg
macondo/gcgio__testdata__guy_vs_bot.gcg
macondo/gcgio__testdata__guy_vs_bot_almost_complete.gcg
macondo/gcgio__testdata__incomplete.gcg
macondo/gcgio__testdata__incomplete4.gcg
macondo/gcgio__testdata__incomplete_3.gcg
macondo/gcgio__testdata__incomplete_elise.gcg
macondo/gcgio__testdata__josh2.gcg
macondo/gcgio__testdata__name_iso8859-1.gcg
macondo/gcgio__testdata__name_utf8_noheader.gcg
macondo/gcgio__testdata__name_utf8_with_header.gcg
macondo/gcgio__testdata__noah_vs_mishu.gcg
macondo/gcgio__testdata__noah_vs_peter.gcg
macondo/gcgio__testdata__polish_endgame.gcg
macondo/gcgio__testdata__some_isc_game.gcg
macondo/gcgio__testdata__utf8_dos.gcg
macondo/gcgio__testdata__vs_andy.gcg
macondo/gcgio__testdata__vs_frentz.gcg
macondo/preendgame__testdata__issue_476.gcg
macondo/puzzles__testdata__bingo_nine_or_above.gcg
macondo/puzzles__testdata__cel_only.gcg
macondo/puzzles__testdata__equity.gcg
macondo/puzzles__testdata__only_bingo.gcg
macondo/puzzles__testdata__phony_tiles_returned.gcg
macondo/puzzles__testdata__well_played_game.gcg
magpie-data/testdata__gcgs__exchange_with_seven_in_bag.gcg
magpie-data/testdata__gcgs__muzaks_empyrean.gcg
magpie-data/testdata__gcgs__name_iso8859-1.gcg
magpie-data/testdata__gcgs__name_utf8_noheader.gcg
magpie-data/testdata__gcgs__name_utf8_with_header.gcg
magpie-data/testdata__gcgs__no_challenge_rack.gcg
magpie-data/testdata__gcgs__no_challenge_rack_mid.gcg
magpie-data/testdata__gcgs__no_challenge_rack_start.gcg
magpie-data/testdata__gcgs__oops_all_pragmas.gcg
magpie-data/testdata__gcgs__out_in_many.gcg
magpie-data/testdata__gcgs__outplay_challenge_bonus.gcg
magpie-data/testdata__gcgs__partially_known_rack_from_phonies.gcg
magpie-data/testdata__gcgs__phony_with_empty_bag.gcg
magpie-data/testdata__gcgs__resynchronized.gcg
magpie-data/testdata__gcgs__success.gcg
magpie-data/testdata__gcgs__success_five_point_challenge.gcg
magpie-data/testdata__gcgs__success_just_last_rack.gcg
magpie-data/testdata__gcgs__success_long_game.gcg
magpie-data/testdata__gcgs__success_six_pass.gcg
magpie-data/testdata__gcgs__success_standard.gcg
magpie-data/testdata__gcgs__utf8_dos.gcg
magpie-data/testdata__gcgs__vs_jeremy.gcg
quackle/quackleio__iotest__capp.gcg
quackle/test__positions__boys1.gcg
quackle/test__positions__boys2.gcg
quackle/test__positions__boys3.gcg
quackle/test__positions__boys4.gcg
quackle/test__positions__boys5.gcg
quackle/test__positions__deadwoodendgame.gcg
quackle/test__positions__fivepoint.gcg
quackle/test__positions__logan.gcg
quackle/test__positions__logan_we.gcg
quackle/test__positions__one_tile_play.gcg
quackle/test__positions__preendgame.gcg
quackle/test__positions__preendgame2.gcg
quackle/test__positions__preendgame4.gcg
quackle/test__positions__short_game_with_bad_moves.gcg
magpie-data/testdata__gcgs__incomplete_after_exchange.gcg
magpie-data/testdata__gcgs__incomplete_after_five_point_challenge.gcg
magpie-data/testdata__gcgs__incomplete_after_pass.gcg
magpie-data/testdata__gcgs__incomplete_after_phony_returned.gcg
magpie-data/testdata__gcgs__incomplete_after_tile_placement.gcg
magpie-data/testdata__gcgs__incomplete_with_last_rack_after_tile_placement.gcg
LIST

# The faults of the real records, each checked by hand:
# r20_peter line 19, BRUnCH..Y at N1 down: B 3, R 1 on N2 (double word),
# U 1, the blank n 0, C 3, H 4 on N6 (triple letter) 12, I 1 and F 4
# already down, Y 4: 29, doubled 58; YE 5; all seven tiles 50: 113.  The
# file says 115, the blank counted as an N (1, doubled).  The play is
# withdrawn on the next line, but its score was claimed wrong.
faulty 1 liwords/pkg__puzzles__testdata__r20_peter.gcg 19:30 \
    'the file scores N1 BRUnCH\.\.Y 115, the board gives 113 ' \
    "the blank of BRUnCH..Y scored as a letter"
# A fragment Quackle's tests keep to crash it: Nicole_Gorham's rack
# BCDEITZ has no F for F.Z.
faulty 1 quackle/test__positions__multiplayer-crash.gcg 7:28 \
    'F\.Z takes 1 F from the rack BCDEITZ, which holds 0' \
    "a tile played that the rack lacks"
# Macondo's test of an encoding it refuses: ISO8859-6.
faulty 2 macondo/gcgio__testdata__name_weird_encoding_with_header.gcg 1:21 \
    "the character encoding is UTF-8 or ISO-8859-1, not 'ISO8859-6'" \
    "an encoding that is neither UTF-8 nor ISO-8859-1"
# Both players nicknamed NoName: no event can say whose it is.
faulty 2 quackle/test__positions__consonant_heaviness_tendency.gcg 2:10 \
    'players 1 and 2 have one nickname, NoName' "two players, one nickname"

# MAGPIE's files with one deliberate fault each (the fault is what the
# file differs by from the MAGPIE success file it was made from).
M=magpie-data/testdata__gcgs_
faulty 2 ${M}_empty.gcg 1:1 'no GCG record in the input' "an empty file"
faulty 2 ${M}_unsupported_character_encoding.gcg 1:21 \
    "the character encoding is UTF-8 or ISO-8859-1, not 'ASCII'" \
    "an encoding gcg-check does not read"
faulty 2 ${M}_encoding_wrong_place.gcg 20:2 \
    '#character-encoding comes before the events' \
    "the encoding given after the events"
faulty 2 ${M}_duplicate_nicknames.gcg 3:10 \
    'players 1 and 2 have one nickname, Tim' "two players, one nickname"
faulty 2 ${M}_duplicate_names.gcg 3:10 \
    'players 1 and 2 have one name, Tim Weiss' "two players, one name"
faulty 2 ${M}_description_after_events.gcg 31:2 \
    '#description comes before the events' "a header pragma after events"
faulty 2 ${M}_move_before_player.gcg 3:2 \
    'an event comes after the players' "an event before #player2"
faulty 2 ${M}_player_number_redundant.gcg 3:2 \
    'player 1 is declared twice' "#player1 twice"
faulty 2 ${M}_player_does_not_exist.gcg 30:2 \
    'no player has the nickname Jack' "an event by no player"
faulty 2 ${M}_note_before_events.gcg 4:2 \
    'a note follows the event it is about' "a note before any event"
faulty 2 ${M}_redundant_pragma.gcg 5:2 '#title is given twice' "#title twice"
faulty 2 ${M}_unrecognized_game_variant.gcg 2:12 \
    'the game type is classic, not lonify' "a game type not classic"
faulty 2 ${M}_no_matching_token.gcg 10:16 'no move of that form' \
    "a word without its square"
faulty 2 ${M}_invalid_tile_placement.gcg 27:9 \
    'a square is a row 1-15 and a column A-O' "the square M70"
faulty 2 ${M}_malformed_play.gcg 11:22 "'D\.CR2IaLS' is no word" \
    "a digit in a word"
faulty 2 ${M}_malformed_rack.gcg 30:12 "'KLMO8RTV' holds a character that is no tile" \
    "a digit in a rack"
faulty 2 ${M}_exchange_malformed.gcg 6:28 "'-K\.OI' holds a character that is no tile" \
    "a . among the tiles exchanged"
faulty 2 ${M}_pass_rack_malformed.gcg 28:23 "'HLMOO3Y' holds a character that is no tile" \
    "a digit in a pass's rack"
faulty 2 ${M}_challenge_bonus_rack_malformed.gcg 24:16 \
    "'DEII--R' holds a character that is no tile" "dashes in a rack"
faulty 2 ${M}_malformed_challenge_rack.gcg 13:8 \
    "'~!#' holds a character that is no tile" "symbols for a rack"
faulty 2 ${M}_end_points_rack_malformed.gcg 45:19 \
    "'\(#\)' holds a character that is no tile" "a # among rack points"
faulty 2 ${M}_end_penalty_rack_malformed.gcg 15:19 \
    "'\?AEE3TT' holds a character that is no tile" "a digit in a penalty's rack"
faulty 2 ${M}_event_after_last_rack.gcg 37:2 \
    'no event may follow the last racks' "an event after #rack1"
faulty 1 ${M}_first_rack_not_in_bag.gcg 13:18 \
    'the rack AAENZZZ holds 3 Z, but 1 is off the board' "three Z, one in the set"
faulty 1 ${M}_midgame_rack_not_in_bag.gcg 35:18 \
    'the rack HMOYZZZ holds 3 Z, but 0 are off the board' "three Z, the Z down"
faulty 1 ${M}_last_rack1_not_in_bag.gcg 14:8 \
    'the rack ZZZZZZZ holds 7 Z, but 0 are off the board' "#rack1 of seven Z"
faulty 1 ${M}_last_rack2_not_in_bag.gcg 13:8 \
    'the rack AENRSKK holds 2 K, but 1 is off the board' "#rack2 with two K"
faulty 1 ${M}_exchange_not_in_rack.gcg 6:26 \
    'the exchange -KOIII gives back 3 I, but the rack DEIIKOR holds 2' \
    "an exchange of tiles the rack lacks"
faulty 1 ${M}_played_tile_not_in_rack.gcg 9:18 \
    'UNITERS takes 1 R from the rack EIINSTU, which holds 0' \
    "a tile played that the rack lacks"
faulty 1 ${M}_play_out_of_bounds.gcg 18:19 \
    '\.PILATES runs off the board: from H9 it would end at H16' \
    "a word past row 15"
faulty 1 ${M}_standard_cumulative_scoring_error.gcg 15:41 \
    "the file says RightBehindYou's total is 103, but 22 \+ 77 is 99" \
    "a wrong total"
faulty 1 ${M}_six_pass_cumulative_scoring_error.gcg 17:40 \
    "the file says Ben_Schoenbrun's total is -17, but 0 - 16 is -16" \
    "a wrong total after a rack penalty"
faulty 1 ${M}_end_rack_points_incorrect.gcg 36:19 \
    'the file counts \(RELATCH\) 14, the board gives 24' \
    "rack points not twice the rack"
faulty 1 ${M}_last_rack_penalty_incorrect.gcg 17:36 \
    'the file takes off 18 for \(EIOQRRT\), the board gives -16' \
    "a rack penalty not the rack's value"
faulty 1 ${M}_six_pass_last_rack_malformed.gcg 16:23 \
    "a rack penalty takes off the player's own rack, \?AEIOTT, not \(\?AEEOTT\)" \
    "a penalty for a rack not the player's"
faulty 1 ${M}_phony_tiles_returned_mismatch.gcg 22:18 \
    'the rack ADGKOOV is not the rack of the play withdrawn' \
    "a withdrawal with another rack"
faulty 1 ${M}_phony_tiles_returned_with_no_play.gcg 35:15 \
    'a phony is withdrawn, but no play stands before it' \
    "a withdrawal after a pass"
faulty 1 ${M}_invalid_phony_tiles_player_index.gcg 22:2 \
    "a phony is withdrawn, but the play before it is RightBehindYou's, not HastyBot's" \
    "the other player withdraws"
faulty 1 ${M}_challenge_bonus_without_play.gcg 24:20 \
    'a challenge bonus is claimed, but no play stands before it' \
    "a challenge bonus after a pass"
faulty 1 ${M}_invalid_challenge_bonus_player_index.gcg 24:2 \
    "a challenge bonus is claimed, but the play before it is HastyBot's, not RightBehindYou's" \
    "the challenger claims the bonus"
faulty 1 ${M}_game_event_off_turn.gcg 15:2 \
    "it is RightBehindYou's turn, not HastyBot's" "a player plays twice"
faulty 1 ${M}_move_event_after_game_end.gcg 45:2 \
    'the game is over: a player went out with the bag empty' \
    "a play after the end"
faulty 1 ${M}_end_game_event_before_game_end.gcg 18:19 \
    'a time penalty comes at the end, after the last turn' \
    "a time penalty mid-game"
faulty 1 ${M}_time_penalty_first_event.gcg 12:19 \
    'a time penalty comes at the end, after the last turn' \
    "a time penalty first"
faulty 1 ${M}_time_penalty_midgame.gcg 15:19 \
    'a time penalty comes at the end, after the last turn' \
    "a time penalty mid-game"
faulty 1 ${M}_time_penalty_before_rack_points.gcg 45:19 \
    'a time penalty comes at the end, after the rack points and penalties' \
    "a time penalty before the rack points"
faulty 1 ${M}_time_penalty_before_rack_penalties.gcg 15:16 \
    'a time penalty comes at the end, after the rack points and penalties' \
    "a time penalty before the rack penalties"
faulty 1 ${M}_time_penalty_between_rack_penalties.gcg 16:19 \
    'a time penalty comes at the end, after the rack points and penalties' \
    "a time penalty between the rack penalties"
faulty 1 ${M}_time_penalty_duplicate.gcg 47:2 \
    "RightBehindYou has had a time penalty already" "two time penalties"
# MAGPIE stops reading at too many events; the events it repeats are
# plays on squares already covered, and the first of them, line 19,
# claims a rack (GRUU) whose G is down already.
faulty 1 ${M}_game_events_overflow.gcg 19:7 \
    'the rack GRUU holds 1 G, but 0 are off the board' \
    "the repeated plays: the first one's rack"

# Two of MAGPIE's fault files break no rule of the game, and are read:
# lexicon_missing.gcg is success.gcg byte for byte (MAGPIE needs a
# lexicon to play; checking a record needs none), and line_overflow.gcg
# has a note of 514 bytes, past MAGPIE's line buffer, while real records
# here have notes of 555 (four_or_more_consecutive_bingos.gcg).
for f in lexicon_missing line_overflow; do
	run gcg-check "$R/${M}_$f.gcg"
	status_is 0 "$f.gcg: no rule of the game broken"
done
cmp -s "$R/${M}_lexicon_missing.gcg" "$R/${M}_success.gcg"
ok $? "lexicon_missing.gcg is success.gcg"

# Every record of the folder is in one list above, with its verdict.
for f in $(awk -F'\t' 'NR > 2 && $6 == "fixture-edited" { print $1 }' \
    $R/SOURCES.tsv); do
	g=${f#magpie-data/testdata__gcgs__}
	grep -q "{M}_${g%.gcg}[. ]\|^for f in .*${g%.gcg}" "$0" ||
	    { ok 1 "$g: MAGPIE's fault file has its row here"; continue; }
done
ok 0 "every fault file of MAGPIE has its row here"
n=$(awk -F'\t' 'NR > 2' $R/SOURCES.tsv | wc -l)
[ "$n" = 191 ]; ok $? "SOURCES.tsv lists 191 records"
ls $R/*/*.gcg | wc -l | grep -qx 191; ok $? "191 records in the folder"

done_testing
