// The English catalog, first part: the studio's words, all any first board needs, the page's and an element's
// (Project Fluent's syntax, https://projectfluent.org/fluent/guide/). With en-panels.js (the teaching panels'
// markup), en-page.js (the page's own), en-element.js (the element's own) and en-later.js (the panels' running
// words, the lesson, the sections) it is the catalog every other is checked against.
export default String.raw`
## How whole sentences are set one after another.
sentence-gap = {" "}

## The narration: one sentence (or a few) for each step of the search. Squares have chess names (a1, b3);
## pairs such as (1, 2), formulas such as row − col and the code's names (placement, place_queen_in) are the
## code's and stay as they are.
narration-empty-zero = An empty 0×0 board.
narration-start = Step 0: an empty { $n }×{ $n } board. The search fills row 1 first, { $n ->
        [1] trying a1
       *[other] trying { $first } to { $last } from left to right
    }. Press Step (rather than Play) to see each try on its own.
narration-place = Queen placed on { $square } (row { $row }): { $first ->
        [yes] no queen is on the board yet
       *[no] no queen attacks it
    }{ $full ->
        [yes] {" "}— every row now has a queen
       *[no] {""}
    }.
narration-reject-column = Row { $row }, square { $square } rejected: its column { $column } is held by { $owner ->
        [square] the queen on { $by }
       *[row] the queen in row { $byRow }
    }.
narration-reject-diagonal = Row { $row }, square { $square } rejected: its { $line ->
        [down] down
       *[up] up
    } diagonal is held by { $owner ->
        [square] the queen on { $by } (counting from 0, { $square } is { $pair } and { $by } is { $byPair }
       *[row] the queen in row { $byRow } (counting from 0, { $square } is { $pair }
    }: { $line ->
        [down] row − col
       *[up] row + col
    } = { $value }).
narration-row-attacked = Every square of row { $row } is attacked: no queen fits there with { $count ->
        [one] the queen on { $queens }
       *[other] queens on { $queens }
    }.
narration-first-backtrack-filled = { $call } found every row filled and returned: that return is the first backtrack.
narration-first-backtrack = { $call } ran out of columns and returned: that return is the backtrack.
narration-a1-given = The { $steps } { $steps ->
        [one] step
       *[other] steps
    } since a1 was placed at step 1 { $solutions ->
        [0] proved it
        [one] tried every board that starts with a1 ({ $solutions } solution among them)
       *[other] tried every board that starts with a1 ({ $solutions } solutions among them)
    }: { $rejections } { $rejections ->
        [one] square
       *[other] squares
    } rejected, { $placed } { $placed ->
        [one] queen
       *[other] queens
    } placed under a1 and { $lifted } lifted, a1 last.
narration-lift-after-solution = Backtrack after the solution: the queen on { $square } is lifted and row { $row } moves on to column { $column }.
narration-lift-after-solution-last = Backtrack after the solution: the queen on { $square } is lifted and row { $row } has no column left to try either.
## $next is one of the three narration-next-* clauses.
narration-next-square = so the row-{ $row } queen moves on to { $square }
narration-next-over = and row 1 has no column left to try: the search is over
narration-next-none = and row { $row } has no column left to try either
narration-row-failed = All of row { $row } failed with the queen on { $square }: no solution starts with { $squares }, { $next }.
narration-lifted-for-good = The queen on { $square } is lifted for good, { $next }.
narration-row-tried = Every square of row { $row } has been tried with the queen on { $square }, { $next }.
narration-row-tried-solution = Every square of row { $row } has been tried with the queen on { $square } (solution { $number } starts with { $squares }), { $next }.
narration-solution = Solution { $number } found after { $nodes } nodes: { $squares }, which the code records as { $placement } = [{ $columns }] (the columns, row 0 first, counting from 0).
narration-solution-of = Solution { $number } found after { $nodes } of the { $total } nodes: { $squares }, which the code records as { $placement } = [{ $columns }] (the columns, row 0 first, counting from 0).
narration-done = Search finished: { $solutions } { $solutions ->
        [one] solution
       *[other] solutions
    }.
narration-scale = It examined { $nodes } { $nodes ->
        [one] partial board
       *[other] partial boards
    } (its nodes), against { $permutations } { $permutations ->
        [one] permutation
       *[other] permutations
    } ({ $n }!) and { $placements } { $placements ->
        [one] placement
       *[other] placements
    } of { $n } { $n ->
        [one] queen
       *[other] queens
    } on { $squares } { $squares ->
        [one] square
       *[other] squares
    } (C({ $squares }, { $n })).
board-empty = Empty { $n }×{ $n } board
board-queens = { $n }×{ $n } board with { $count } { $count ->
        [one] queen
       *[other] queens
    }: { $squares }
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

## What the narration says while the search runs, and around a step.
narration-playing = Playing at { $speed }…
narration-running = Running the whole search…
narration-seeking-solution = Looking for the next solution…
narration-past-end = Step { $goal } is past the end of this search, which stops at step { $steps }: here is its end.
narration-back = Back to step { $step }.
speed-max = as fast as possible
speed-steps = { $speed } { $speed ->
        [one] step per second
       *[other] steps per second
    }

## A board size refused: $echo is what was typed, as the message repeats it.
size-empty = Enter a board size: a whole number from { $min } to { $max }.
size-not-a-number = “{ $echo }” is not a number: enter a whole number from { $min } to { $max }.
size-not-whole = { $echo } is not a whole number: enter a whole number from { $min } to { $max }.
size-negative = A board cannot have { $echo } squares on a side: enter a whole number from { $min } to { $max }.
size-too-small = { $echo } is too small: the smallest board here is { $min }×{ $min }.
size-too-large = { $echo } is too large: the largest board here is { $max }×{ $max }.
size-stays = { $problem } The { $n }×{ $n } board stays.
size-range = ({ $min } to { $max })
labels-too-small = The squares are too small for the diagonal numbers at this width: widen the window or choose a smaller board.
size-label = Board size
labels-field-html = Show diagonal numbers (row &minus; col, row + col)
loading-search = Loading the search…
board-area = Board
board-empty-label = Empty board
search-controls = Search controls
progress-label = Progress
element-more = Step, speed and size
button-play = Play
    .title = Play or pause (Space)
button-pause = Pause
button-step = Step
    .title = One step forward (→)
button-step-back = Step back
    .title = One step back (←)
button-next-solution = Next solution
    .title = Run to the next solution (N)
button-run-to-end = Run to end
    .title = Run the whole search (E); press again to pause
button-reset = Reset
    .title = Back to step 0 (R)
scrub-label = Move through the search:
scrub-step-zero = Step 0
scrub-hint = Drag the step bar, or use its arrow keys, to go to any step, forward or back; playing stops. Marks on the bar show the solutions, the first backtrack and the lesson's stops: Page Down and Page Up go to the next and the previous one.
speed-label = Speed:
counters-label = Counters
side-label = What the search holds
counter-steps = Steps
counter-nodes = Nodes
    .hint = partial boards examined, the empty one included
counter-solutions = Solutions
counter-backtracks = Backtracks
counter-rejections = Rejections
counter-placements = Queens placed
counter-depth = Depth
    .hint = queens on the board
counter-blocked-rejections = Blocked
    .hint = rejections by a blocked square, or a row’s required one
counter-permutations = Permutations
counter-checks = Checks
    .hint = scan: queens compared with a square; brute force: pairs of queens compared
element-load-failed = The search could not be loaded: { $reason }.

## The step bar, its marks, the progress row, durations.
scrub-known = Step { $step } of { $total }
scrub-open = Step { $step } · end not known
scrub-open-value = Step { $step }, the end not known ahead
scrub-share = { $exact ->
        [yes] {" · "}{ $done } explored
       *[no] {" · "}about { $done } explored
    }
scrub-open-value-tree = Step { $step }, the end not known ahead, { $exact ->
        [yes] { $done } of the search tree explored
       *[no] about { $done } of the search tree explored (its size estimated)
    }
scrub-mark = {": "}{ $mark }
scrub-seeking = Seeking step { $target }…
scrub-seeking-now = Seeking step { $target }… (now at { $steps })
mark-stop = lesson stop { $number }
mark-backtrack = the first backtrack
mark-solution = solution { $number }
list-separator = {", "}
progress-run = { $what ->
        [solution] Next solution
       *[end] Run to end
    }: { $phase ->
        [running] running
        [paused] paused
        [found] found
       *[finished] finished
    }
progress-share-finished = { $done } of the search
progress-share = { $done } of the search done, { $left } to go
progress-share-estimated = ≈ { $done } of the search done (its size estimated)
progress-timing = in { $seconds } s
progress-timing-rate = in { $seconds } s ({ $rate } steps/s)
progress-all-steps = { $steps } steps in all
progress-this-run = { $taken } of them in this run, { $timing }
progress-steps = { $taken } { $taken ->
        [one] step
       *[other] steps
    } { $timing }
progress-left = { $time } left
progress-measuring = measuring the time left…
remaining-few-seconds = a few seconds
remaining-seconds = about { $seconds } s
remaining-minutes = about { $min } min
remaining-hours = about { $hours } h
remaining-days = about { $days } { $days ->
        [one] day
       *[other] days
    }
remaining-years = about { $years } { $years ->
        [one] year
       *[other] years
    }
## What separates the items of a plain list of names or values (the languages, the variants).
list-gap = {", "}

## The address's settings (?n=8&speed=20…) and the element's attributes (en-element.js) that were not understood:
## each problem names the setting as it is written ($name: n, speed, autoplay, step…) and quotes the value given ($value).
param-repeated = { $name } is given { $count } times ({ $values }): give it once.
param-flag = { $name }: { $value } is not 1 or 0.
param-step = { $name }: { $value } is not a step number (a whole number from 0).
param-speed = { $name }: { $value } is not a speed here, a whole number of steps per second from { $min } to { $max }, or “max”.
## $problem is a size-* sentence.
param-n = n (the board size): { $problem }
param-lang = lang: { $value } is not a language of this page ({ $languages }).
param-problems = Some settings in the address were not understood, so their defaults are used.
`;
