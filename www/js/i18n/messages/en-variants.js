// The English catalog, the variants' part: the narration of the classic mistakes' wrong verdicts and of brute
// force (with the page's variant selector; an element's when its variant is not the correct search). See en.js.
export default String.raw`
narration-same-diagonal-reject = Row { $row }, square { $square } { $pair } rejected: row + col = { $sum } is in the down set{ $owner ->
        [square] {" "}by the queen on { $by }
       *[none] {""}
    }, since this variant puts row + col there; that is the up diagonal, so the down diagonals (row − col) are never checked.
narration-forgot-undo-reject = Row { $row }, square { $square } { $pair } { $alone ->
        [yes] rejected by the bug, though no queen on the board attacks it:
       *[no] rejected by the bug (a queen attacks it along another line, but the check stops here):
    } its down diagonal (row − col = { $value }) is still marked used by { $ghost ->
        [square] the queen that stood on { $ghostSquare } { $ghostPair }
       *[none] a queen that has left
    }, since this variant never frees a down diagonal.
narration-sized-n-reject = Row { $row }, square { $square } { $pair } { $alone ->
        [yes] rejected by the bug, though no queen on the board attacks it:
       *[no] rejected by the bug (a queen attacks it along another line, but the check stops here):
    } the down table has only { $n } slots, so row − col = { $value } wraps to slot { $slot }{ $owner ->
        [square] , the slot of the queen on { $by } (row − col = { $byValue } wraps to { $slot } too)
       *[none] {""}
    }.
narration-missed-placement = Queen placed on { $square } { $pair } although the queen on { $above } { $abovePair } attacks it along the down diagonal row − col = { $value }: this variant puts row + col in the down set, so down diagonals are never checked.
narration-false-solution = False solution: the code records { $squares }, { $placement } = [{ $columns }], as solution { $number } after { $nodes } nodes, but the queens on { $upper } { $upperPair } and { $lower } { $lowerPair } attack each other along the { $line ->
        [column] column col = { $value }
        [down] down diagonal row − col = { $value }
       *[up] up diagonal row + col = { $value }
    }{ $why ->
        [same-diagonal] : this variant never checks the down diagonals
       *[none] {""}
    }.
narration-permutation-solution = Permutation { $number }{ $of ->
        [known] {" "}of { $factorial }
       *[unknown] {""}
    } checked: { $squares }, columns = { $columns } counting from 0. No two queens share a diagonal: solution { $solution }.
narration-permutation-clash = Permutation { $number }{ $of ->
        [known] {" "}of { $factorial }
       *[unknown] {""}
    } checked: { $squares }, columns = { $columns } counting from 0. The queens on { $first } { $firstPair } and { $second } { $secondPair } share a diagonal (lower − upper = { $lower } − { $upper } = |{ $lowerCol } − { $upperCol }|), so it is no solution.
narration-brute-done = Brute force finished: { $permutations } { $permutations ->
        [one] permutation
       *[other] permutations
    } checked, { $solutions } { $solutions ->
        [one] solution
       *[other] solutions
    }, { $pairs } { $pairs ->
        [one] pair
       *[other] pairs
    } of queens compared.
`;
