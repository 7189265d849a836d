// The English catalog, the part loaded after the first board: the teaching panels' words, the lesson,
// practice and the page's sections (loaded with their code). See en.js.
export default String.raw`
## The code panel: the note on the line the search stands on, in the code's own terms ($where is a square
## with its 0-based pair, $call a call such as place_queen_in(2), $set a set's name in the code).
code-note-blocked = ✗ { $where } is blocked (a rule this code does not have: the sets are not asked)
code-note-scan = ✗ { $where } meets { $owner ->
        [square] the queen on { $by } (r = { $byRow }, c = { $byCol })
       *[row] the queen in row { $byRow }
    }: { $line }
code-note-in-set = ✗ { $where }: { $formula } = { $value } is in { $set }
code-note-same-diagonal = ✗ { $where }: row + col = { $value } is in { $set } (the bug: it holds row + col)
code-note-sized-n = ✗ { $where }: row - col = { $value } reads slot { $slot } of { $n }, which is { $true }
code-note-ghost = ✗ { $where }: row - col = { $value } is in { $set } (left by a queen that has gone: the bug)
code-note-place = ✓ { $where } is free: the queen goes there, then { $call }
code-note-remove = ↩ { $call } returned: the queen on { $where } is lifted
code-note-remove-kept = ↩ { $call } returned: the queen on { $where } is lifted, but row - col = { $value } stays in { $set }
code-note-false-solution = ✗ false solution { $number }: { $placement } = [{ $columns }], yet { $upper } and { $lower } attack each other
code-note-solution = ★ solution { $number }: { $squares }, { $placement } = [{ $columns }]
code-note-done = ■ { $call } returned: the search is over
code-note-start = ▶ the search starts here
code-note-brute-start = ▶ { $call } starts with { $first }
code-note-brute-done = ■ every permutation checked: the sum is the count
code-note-brute-solution = ★ columns = { $columns } ({ $squares }): no pair clashes, solution { $solution }
code-note-brute-clash = ✗ columns = { $columns }: upper = { $upper }, lower = { $lower }, { $lower } - { $upper } == |{ $b } - { $a }|: { $first } and { $second } share a diagonal
code-listing-label = { $variant ->
        [correct] The search
       *[other] The { $variant } variant
    } in { $language }
code-bug-forgot-undo = The bug: this remove is left out, so row − col stays in the down set after its queen leaves (a ghost).
code-bug-same-diagonal = The bug: the down set is fed row + col, the up diagonal’s value, so row − col is never checked.
code-bug-sized-n = The bug: n slots, not 2n − 1; row − col wraps around (Python’s negative index), so diagonals n apart share a slot.
code-bug-scan = The mistake: every placed queen is compared with the square, O(n) work where three set lookups cost O(1).

## The call stack: one frame per row being filled, top frame last.
frame-filled = { $call }: row == n, every row is filled
frame-just-called = { $call } · row { $row }: just called, no column tried yet
frame-trying = { $call } · row { $row }: { $squares } (col = { $col })
frame-legend = ✗ rejected by the test · ↩ held a queen, lifted when the call below returned · ✓ the queen stands here
stack-brute = No call stack: brute force makes no recursive calls. count_by_permutation loops over whole permutations, so no frame is waiting for a row below.
stack-empty-returned = Empty: { $call } has returned.
stack-empty-start = Empty: the search begins with { $call }.

## The sets panel: what the search keeps, and what the last step did to it ($square a square with its pair).
sets-note-forgot-undo = This variant never removes a down diagonal: the values of queens gone stay in { $down }, marked as ghosts.
sets-note-same-diagonal = This variant feeds { $down } row + col, the up diagonal’s value: it repeats { $up }, and row − col is never kept.
sets-note-sized-n = This variant keeps the down diagonals in a list of n slots, { $slots }, indexed by row − col: a negative index wraps to the end, so diagonals n apart share a slot.
sets-note-scan = Scan keeps no sets: each square is compared with every queen in { $placement }, row 0 first.
sets-note-brute-force = Brute force keeps no sets and no { $placement } built row by row: it takes each whole permutation of the columns and compares its queens pair by pair.
sets-heading-scan = What scan keeps: { $placement } only
sets-heading-brute-force = What brute force keeps: one permutation
sets-change-blocked = rejected: { $square } is blocked, before any set is asked
sets-change-scan = rejected: { $square } meets { $owner ->
        [square] the queen on { $by }
       *[none] a queen
    } along its { $line ->
        [column] column
        [down] down diagonal
       *[up] up diagonal
    }
sets-change-clash = clash: rows { $upper } and { $lower }, { $first } and { $second }: { $lower } − { $upper } = |{ $lowerCol } − { $upperCol }|, one diagonal
sets-change-safe = no two queens share a diagonal: solution { $solution }
sets-change-reject = rejected: { $slot ->
        [yes] slot of { $line }
       *[no] { $line }
    } = { $value } is already in the { $set ->
        [column] columns
        [down] down diagonals
       *[up] up diagonals
    } ({ $owner ->
        [square] the queen on { $by } put it there
       *[none] no queen on the board holds it: the variant’s bug
    })
sets-value = { $set ->
        [column] col
        [down] down
        [slot] down slot
       *[up] up
    } { $value }
sets-change-added = added: { $values }
sets-change-removed = removed: { $values }
sets-change-removed-kept = removed: { $values } (down { $down } is not removed: the bug)
sets-ghost-title = Left by a queen that has gone: this variant never removes a down diagonal
sets-refused-title = This value refused the square
sets-slot-title = slot { $slot }
sets-permutation-title = The permutation checked: its queens’ columns, row 0 first, counting from 0
sets-placement-title = The fourth piece of state: the queens’ columns, row 0 first, counting from 0

## The search tree.
tree-board-empty = The empty board, step 0
tree-board = { $square }: row { $row }'s queen in column { $col }, placed at step { $step }
tree-board-later = { $square }: row { $row }'s queen in column { $col }, placed at step { $step } (after the current step { $now })
tree-not-drawn = Search tree: not drawn for this search.
tree-not-drawn-why = It is drawn for the correct search, and for the classic mistakes up to n = 8; brute force checks whole boards and grows none.
tree-counts = Search tree: { $nodes } boards, the empty board included; { $pruned } squares rejected; { $solutions } { $solutions ->
        [one] solution
       *[other] solutions
    }.
tree-how-drawn = Every node drawn: boards as dots (the current path in blue, branches given up dimmed), rejections as short red stubs, solutions in gold; boards the search has stepped back from stay, faint. Click a board, or use the arrow keys and Enter, to go to the step that placed it; a tree wider than the panel scrolls sideways.
tree-how-summary = Summary by depth (n > 8, too many nodes to draw each): one band per number of queens, its bar the boards (grey) then the rejected squares (red) at that depth, to scale; the blue ticks mark the current queens' columns. The counts are exact.
tree-chosen = Chosen: { $board }.

## The growth chart.
growth-column = n = { $n }: the search examines { $nodes } nodes and finds { $solutions } { $solutions ->
        [one] solution
       *[other] solutions
    }; n! = { $factorial }, nⁿ = { $power }, C(n², n) = { $choose }.
growth-point-choose = n = { $n }: { $count } ways to put n queens on n² squares
growth-point-power = n = { $n }: { $count } boards with one queen per row
growth-point-factorial = n = { $n }: { $count } boards with one queen per row and column
growth-point-nodes = n = { $n }: { $count } nodes the search examines
growth-point-solutions = n = { $n }: { $count } solutions
growth-beyond = n = { $n } is beyond the chart: the node count is known up to n = { $max }.
growth-live-brute = n = { $n } now: this search checks whole boards and examines no partial ones.
growth-live = n = { $n } now: { $nodes } of { $total } nodes examined.
growth-live-variant = n = { $n } now: this search has examined { $nodes } { $nodes ->
        [one] node
       *[other] nodes
    }; the plain search examines { $total }.
duration-seconds = { $seconds } s
duration-minutes = { $min } min { $seconds } s
duration-hours = { $hours } h { $min } min
duration-days = { $days } { $days ->
        [one] day
       *[other] days
    } { $hours } h
duration-years = about { $years } { $years ->
        [one] year
       *[other] years
    }

## The guided lesson "Follow the article": its buttons, its stops (a title and two or three sentences each),
## its questions and its verdicts on the learner's answers.
lesson-previous = Previous
    .more = {" "}stop
lesson-next = Next
    .more = {" "}stop
lesson-close = Close
    .more = {" "}the lesson
lesson-try = Try
    .more = {" "}again
lesson-now = Show it now
lesson-progress = Stop { $number } of { $total }
lesson-unavailable-title = The lesson follows the plain search
lesson-unavailable = It walks the article's boards with the correct search: set the variant back to the correct search and turn off Stop at the first solution, Mirror halving and Constrain, then choose Try again.
lesson-moving = Moving the search…
lesson-playing = Playing the search up to the answer: step { $step }.
lesson-your-turn = Your turn first
lesson-check = Check
lesson-start-title = An empty board
lesson-start-1 = The search fills one row at a time from the top, trying the columns from left to right: row 1's first square, { $first }, comes first.
lesson-start-2 = Use Step rather than Play, so that each placement and each backtrack gets its own moment; Next stop moves to the next moment the article describes.
lesson-first-rejection-title = The first rejection
lesson-first-rejection-1 = { $square } is refused: { $line ->
        [column] { $owner ->
            [square] the queen on { $by } holds its column
           *[none] a queen of an earlier row holds its column
        }, so { $test } is { $true }
        [down] it lies on the down diagonal of { $owner ->
            [square] the queen on { $by }
           *[none] a queen of an earlier row
        } (the same row − col)
       *[up] it lies on the up diagonal of { $owner ->
            [square] the queen on { $by }
           *[none] a queen of an earlier row
        } (the same row + col)
    }.
lesson-first-rejection-2 = The test runs before a queen is placed, so a refused square costs three set lookups and leaves nothing to undo.
lesson-second-queen-title = Row { $row }'s queen
lesson-second-queen-1 = The queen goes on { $square }: the first square of row { $row }, from the left, that no queen above attacks.
lesson-second-queen-2 = Placing it adds its column, its row − col and its row + col to the three sets, and the search goes on to the next row.
lesson-second-queen-again-title = Row { $row } under { $first }
lesson-second-queen-again-1 = The queen goes on { $square }: the first square of row { $row }, from the left, that no queen above attacks.
lesson-second-queen-again-2 = Placing it adds its column, its row − col and its row + col to the three sets, and the search goes on to the next row.
lesson-first-backtrack-title = The first backtrack
lesson-first-backtrack-1 = Every square of row { $next } is attacked, so the loop of { $call } finishes having placed nothing and the call just returns.
lesson-first-backtrack-2 = That return is the backtrack: the queen leaves { $square }, its three values leave the sets, and row { $row } goes on with its next column.
lesson-first-backtrack-3 = There is no special instruction for it, just a function running out of columns to try.
lesson-corner-given-up-title = { $square } given up
lesson-corner-given-up-1 = The queen leaves { $square } for good: every arrangement below it has been tried, so { $solutions ->
        [0] no arrangement starting with { $square } can work
       *[other] { $square } has given all { $solutions } of its solutions
    }.
lesson-corner-given-up-2 = { $tries } steps after the queen was placed there proved this one fact about the first row, and every one was necessary: skip any and a real solution could be thrown away with the dead ends.
lesson-mirror-corner-given-up-title = { $square } given up
lesson-mirror-corner-given-up-1 = The queen leaves { $square } for good: every arrangement below it has been tried, so { $solutions ->
        [0] no arrangement starting with { $square } can work
       *[other] { $square } has given all { $solutions } of its solutions
    }.
lesson-mirror-corner-given-up-2 = { $square } is the mirror image of { $corner }, and its branch is { $corner }'s reflected: the same { $tries } steps, the same outcome.
lesson-first-solution-title = The first solution
lesson-first-solution-1 = Every row has a queen: { $squares }, which the code keeps as { $placement } = { $columns } (0-based columns by row).
lesson-first-solution-2 = It comes only after backing all the way out of the { $corner } branch and starting again from { $start }; brute force over every placement of { $n } queens would test { $placements } arrangements.
lesson-mirror-solution-title = The mirror image
lesson-mirror-solution-1 = { $squares }, { $columns }: the first solution reflected left to right.
lesson-mirror-solution-2 = Reflecting a solution always gives another, so the right half of row 1 holds as many solutions as the left: the mirror trick searches the left half only and counts each solution twice.
lesson-totals-title = The { $n }×{ $n } board
lesson-totals-1 = The search of the { $n }×{ $n } board is over after { $steps } steps: { $solutions } solutions, { $nodes } partial boards examined (the empty one included).
lesson-totals-2 = Against that, { $n }! = { $factorial } permutations and { $placements } placements of { $n } queens anywhere: the three sets cut every branch the moment it fails.
lesson-end-title = The end
lesson-end-1 = The search is over after { $steps } steps: { $solutions } solutions, { $nodes } partial boards examined (the empty one included).
lesson-end-2 = Against that, { $n }! = { $factorial } permutations and { $placements } placements of { $n } queens anywhere: the three sets cut every branch the moment it fails.
lesson-ask-square = Which square of row { $row } will the search's next queen take? Click it on the board, or choose it here.
lesson-ask-first-lift = Row { $row } comes next, with queens on { $queens }. Which queen will the search lift first, if any? Click it on the board, or choose here.
lesson-none-of-them = None of them
lesson-ask-mirror-start = Solution 1 is { $squares }. Its mirror image, left to right, is a solution too: which square of row 1 does it start on? Click it on the board, or choose it here.
lesson-ask-totals = Now the { $n }×{ $n } board, all of it. How many solutions will the search find, and how many partial boards (nodes, the empty one included) will it examine?
lesson-field-solutions = Solutions
lesson-field-nodes = Nodes
lesson-ask-corner = Can any solution start with a queen on { $square }?
lesson-yes = Yes
lesson-no = No
lesson-right-square = Right: { $answer }.
lesson-wrong-square = Not this time: { $why ->
        [row] { $choice } is not in row { $row }
        [attacked] { $choice } is attacked
       *[later] { $choice } is free too, but the search tries the columns from the left and stops at the first free one
    }. The search takes { $answer }.
lesson-right-first-lift = Right: { $answer }, the queen placed last, is lifted first.
lesson-wrong-first-lift = Not this time: { $why ->
        [none] every square of row { $row } is attacked, so the call for it returns having placed nothing
       *[queen] the search undoes its latest choice first; { $choice } stays until every square under it has been tried
    }. The search lifts { $answer }.
lesson-right-mirror-start = Right: it starts on { $answer }.
lesson-wrong-mirror-start = Not this time: reflected left to right, { $first } becomes { $mirrored }, which starts on { $answer }.
lesson-right-totals = Right: { $solutions } solutions and { $nodes } nodes.
lesson-wrong-totals = You said { $saidSolutions } solutions and { $saidNodes } nodes; the search finds { $solutions } and examines { $nodes }.
lesson-corner-verdict = { $right ->
        [yes] Right
       *[no] Not this time
    }: { $some ->
        [yes] some solutions do
       *[no] none does
    }. Watch the search find out.

## The page's sections under the studio (www/index.html, data-i18n). Messages whose id ends in -html hold markup;
## the elements with an id inside them are filled by the page and keep their id.
skip-to-board = Skip to the board
about-heading = The puzzle and the search
about-intro-html = Place <var>n</var> queens on an <var>n</var>&times;<var>n</var> board so that none attacks another. The search fills one row at a time from the top, trying the columns from left to right, and backs up as soon as a row has no free square left.
count-heading = Count fast, or construct one solution
count-sub = Count every solution
count-about-html = A different, much faster count than the step-by-step search, cut into independent units that <span id="count-workers">several</span> Web Workers share (one per processor core). Up to <span id="count-join-max">N</span>&times;<span id="count-join-max-again">N</span> it joins half-boards by their free columns, and finds the unique solutions from the few that a half or quarter turn leaves unchanged; beyond, the border queens are placed once per symmetry class and the inside is searched with bit masks.
count-on = Count on
count-on-cpu-html = the CPU (<span id="count-cpu-workers">several</span> Web Workers)
count-on-gpu-html = the GPU: <span id="count-gpu-name">–</span>
count-gpu-note-html = On the GPU the border queens are placed once per symmetry class (with the unique solutions) and thousands of small searches run at once: with a dedicated GPU, try 20&times;20. Every GPU count is checked: the CPU recounts random units, and any difference refuses the result.
count-size-label = Board size to count
count-button = Count
count-cancel = Cancel
count-resume = Resume
count-discard = Discard
count-confirm-title = This count takes a while
count-confirm-yes = Count anyway
count-confirm-no = Don’t count
count-nothing-yet = Nothing counted yet.
count-known = known value (published)
count-unique-html = Unique <span class="hint">(up to rotation and reflection)</span>
construct-sub = Construct one solution
construct-about-html = Written down directly by a formula (by <var>n</var> mod 6), with no search at all, then checked.
construct-size-label = Board size to construct
construct-button = Construct
construct-nothing-yet = Nothing constructed yet.
repair-sub = Repair a full board (min-conflicts)
repair-about = No search: a queen in every row from the start, placed greedily, then again and again one queen under attack moves within its row to the square fewest queens attack (ties drawn at random from the seed). Each square is shaded by how many queens attack it.
repair-size-label = Board size to repair
repair-seed-label-html = Seed <span class="hint">(the same seed, the same moves)</span>
repair-pace = Pace:
repair-moves = Moves
repair-attacked = Queens attacked
repair-nothing-yet = Nothing repaired yet.
practice-heading = Practice: the article’s exercises, answered by running the search
practice-corner-question = How many solutions put a queen on a corner square?
practice-corner-button = Count corner queens
practice-first-button = Run to the first solution
practice-mirror-button = Compare the counts
practice-odd-question = What goes wrong on an odd board if the middle column is doubled too?
practice-odd-button = Show both totals
footer = The search runs in WebAssembly, compiled from Rust; this page works offline once loaded.
count-resume-offer = A count stopped by a reload
construct-none-label = No board constructed yet
repair-controls = Repair controls
repair-none-label = No board to repair yet
page-description = Watch the backtracking search for the N-Queens problem, one step at a time.

## Practice: the article's exercises, each answered after the learner's own guess.
practice-your-answer = Your answer first: { $prompt }
practice-verdict-right = You said { $guess }: right.
practice-verdict-wrong = You said { $guess }; the search says { $answer }.
practice-yes = Yes
practice-no = No
practice-yes-word = yes
practice-no-word = no
practice-first-question = Does the search's first solution for n = { $n } equal the article's { $columns }?
practice-mirror-question = Does the mirror trick (first queen in the left half, count doubled) give the full count for n = { $sizes }?
practice-corner-prompt = how many of the solutions of the board size chosen above put a queen on a corner?
practice-first-prompt = is the first solution the article's?
practice-mirror-prompt = does the doubled left half equal the full count on every one?
practice-odd-prompt = with the middle column doubled too, the total comes out
practice-odd-high = too high
practice-odd-right = right
practice-odd-low = too low
practice-odd-mixed = sometimes one, sometimes another
practice-corner-answer = { $n }×{ $n }: { $corner } of the { $solutions } solutions put a queen on a corner square ({ $topLeft } on the top left one, a1).
practice-corner-why-one = The single square is every corner at once.
practice-corner-why = No solution has two corner queens (any two corners share a row, a column or a long diagonal), and turning or flipping the board carries the top left corner to each of the others, so each corner holds a queen in a quarter of them.
practice-first-answer = { $equal ->
        [yes] Yes
       *[no] No
    }: the search stopped at its first solution after { $steps } steps with { $found }; the article says { $expected }.
practice-first-why = The search tries the columns of each row from left to right, so the first board it completes is the smallest in dictionary order: a queen in column 0 of the top row leads nowhere on a 4×4 board, column 1 does.
practice-mirror-table = The mirror trick on even boards
practice-mirror-column-left = first queen in the left half
practice-mirror-column-doubled = doubled
practice-mirror-column-full = full count
practice-mirror-column-equal = equal
practice-equal-yes = yes
practice-equal-no = NO
practice-mirror-answer = { $all ->
        [yes] Yes, for every one
       *[no] No
    }: reflecting a solution left to right gives another solution whose first queen is on the other side, so the right half holds exactly as many as the left, and an even board has no middle column for a queen to sit on.
practice-odd-table = Odd boards: the middle column doubled, and counted once
practice-odd-column-left = left half
practice-odd-column-middle = middle column
practice-odd-column-doubled = middle doubled (wrong)
practice-odd-column-once = middle once (right)
practice-odd-column-full = full count
practice-odd-why = The mirror image of a solution with its first queen in the middle column has its first queen in the middle column too, so the search already finds both: doubling them counts each twice, and the total comes out too high by exactly the middle column's count. Count the left half twice and the middle once.

## Construct: one solution written down by a formula, then checked.
construct-failed = { $n }×{ $n }: not constructed. { $reason }.
construct-none = No solution exists for the { $n }×{ $n } board: no way to place { $n } queens without an attack.
construct-none-board = { $n }×{ $n } board: no solution exists
construct-valid = { $n }×{ $n }: { $n } { $n ->
        [one] queen
       *[other] queens
    }, one in every row and column and none sharing a diagonal: valid (checked).
construct-invalid = { $n }×{ $n }: the construction is NOT valid (checked) — this is a bug.
construct-board = A constructed solution of the { $n }×{ $n } board, { $valid ->
        [yes] valid
       *[no] not valid
    }.{ $picture ->
        [yes] {" "}Each point is shaded by how many queens fall in that part of the board.
       *[no] {""}
    }
construct-sample-columns = Columns of { $rows ->
        [all] every row
       *[some] rows 0 to { $last }
    }, counting from 0 as the code does: { $columns }{ $more ->
        [yes] , …
       *[no] {""}
    }.
construct-sample-squares = As squares: { $squares }{ $more ->
        [yes] {" …"}
       *[no] {""}
    }.
construct-time = Constructed and checked in { $construct }, drawn in { $draw }.
## The core's refusals (their kind and values from the boundary), each said as the start of a sentence without
## its full stop (the page adds what follows from it). Squares: $square and $other their chess names, $pair and
## $otherPair their 0-based (row, col).
refusal-not-a-number = The board size is not a number
refusal-not-whole = The board size must be a whole number, not { $n }
refusal-negative = The board size cannot be negative ({ $n })
refusal-too-large = Board size { $n } is too large: the largest here is { $max }
refusal-off-board = Square { $square } { $pair } is off the { $n }×{ $n } board (rows and columns count from 0)
refusal-blocked-and-required = Square { $square } { $pair } is both blocked and required
refusal-required-attack = Required squares { $square } { $pair } and { $other } { $otherPair } attack each other
refusal-mirror = The mirror option needs a board without blocked or required squares
refusal-mirror-of-variant = The mirror option is for the correct search only, not { $variant }
refusal-brute-force-constrained = Brute force checks every permutation whole: it takes no blocked or required squares
refusal-brute-force-first-solution = Brute force checks every permutation: it has no first-solution option
## $problem is one of the refusal-* sentences.
address-squares-refused = block and require: the board is searched without them. { $problem }.
refusal-no-solution = No solution exists for the { $n }×{ $n } board
refusal-seed = The seed must be a whole number from 0 to { $max }
refusal-picture-size = A picture is { $min } to { $max } pixels a side, not { $px }
refusal-picture-not-whole = { $what ->
        [size] The size
        [from] The first step
        [to] The last step
       *[fps] The speed
    } must be a whole number from 0, not { $value }
refusal-picture-backwards = The steps run from { $from } to { $to }: the last step must not come before the first
refusal-picture-too-many-frames = An animation holds at most { $most } steps, not { $frames }
refusal-picture-too-many-pixels = { $frames } frames of { $px } pixels a side are more than an animation holds (at most { $most } frames of 480 pixels): ask for fewer steps or a smaller size
refusal-picture-too-far = Step { $step } is farther than a picture goes (step { $farthest }, about a minute of searching)
refusal-picture-no-frames = An animation needs at least one step
refusal-picture-fps = An animation plays { $min } to { $max } frames a second, not { $fps }
refusal-picture-past-the-end = The search ends at step { $last }: there is no step { $from }

## The offer of a new version of the page (once it has been updated while open).
update-ready = A new version of this page is ready.
update-reload = Reload
update-later = Not now
update-loading = Loading the new version…

## Save picture and Save animation, in the Share drawer.
pictures-summary = Save picture or animation
pictures-picture-legend = Save picture (the board at this step)
pictures-size = Size
pictures-size-unit = pixels
pictures-colours = Colours
pictures-theme-auto = as shown
pictures-theme-light = light
pictures-theme-dark = dark
pictures-save-png = Save PNG
pictures-save-svg = Save SVG
pictures-animation-legend = Save animation (an animated GIF)
pictures-from = From step
pictures-to = to step
pictures-speed = Speed
pictures-speed-unit = frames a second
pictures-save-gif = Save GIF
pictures-drawing = Drawing the animation…
pictures-saved = Saved { $file }.
## $reason is a refusal-* sentence, or a failure's own words.
pictures-not-saved = Not saved: { $reason }.

## Repair's running words ($seed is the seed as typed, $moves and $restarts counts).
repair-size-range = (1 to { $max }; up to { $stepped } move by move)
repair-seed-bad = The seed must be a whole number from 0 to { $max }, not { $value }.
repair-speed = { $speed } { $speed ->
        [one] move
       *[other] moves
    } per second
repair-refused = { $reason }.
repair-stepped-label = { $n }×{ $n } board being repaired: { $solved ->
        [yes] solved
       *[no] { $attacked } queens attacked
    }. Squares are shaded by how many queens attack them.
repair-stepped-status = { $n }×{ $n }, seed { $seed }: { $moves } { $moves ->
        [one] move
       *[other] moves
    }{ $restarts ->
        [0] {""}
        [one] {" "}({ $restarts } fresh start after too many moves)
       *[other] {" "}({ $restarts } fresh starts after too many moves)
    }; { $attacked } of { $n } queens attacked.
repair-stepped-solved = { $n }×{ $n }, seed { $seed }: solved in { $moves } { $moves ->
        [one] move
       *[other] moves
    }{ $restarts ->
        [0] {""}
        [one] {" "}({ $restarts } fresh start after too many moves)
       *[other] {" "}({ $restarts } fresh starts after too many moves)
    }: no queen is attacked, { $valid ->
        [yes] valid (checked)
       *[no] NOT valid (checked) — this is a bug
    }.
repair-large-waiting = { $n }×{ $n }, seed { $seed }: too many rows to show move by move. Press Play to repair it to the end in the background.
repair-large-label-waiting = { $n }×{ $n } board: not repaired yet
repair-large-stopped = { $n }×{ $n }: stopped. Press Play to repair it again from the start.
repair-large-placing = { $n }×{ $n }, seed { $seed }: placing the queens greedily…
repair-large-repairing = { $n }×{ $n }, seed { $seed }: repairing… { $moves } moves so far ({ $time }).
repair-large-done = { $n }×{ $n }, seed { $seed }: repaired in { $moves } moves and { $time }: { $valid ->
        [yes] valid (checked)
       *[no] NOT valid (checked) — this is a bug
    }.
repair-large-label = A repaired { $n }×{ $n } board, { $valid ->
        [yes] valid
       *[no] not valid
    }. Each point is shaded by how many queens fall in that part of the board.
repair-large-failed = { $n }×{ $n }: not repaired: { $reason }.
repair-large-time = Repaired and checked in a background worker in { $repair }, drawn in { $draw }.

## Count's running words. $method is a count-method phrase, $on a count-workers or count-gpu phrase, $duration
## a duration-* one; units/s and nodes/s are units of measure.
count-size-range = ({ $min } to { $max }; above { $above } it asks first)
count-size-nothing = { $problem } Nothing is counted.
count-not-in-table = not in the table
count-workers = { $workers } { $workers ->
        [one] worker
       *[other] workers
    }
count-gpu = the GPU { $name }{ $software ->
        [yes] , a software emulation on the CPU
       *[no] {""}
    }
count-gpu-software = (a software emulation on the CPU: slower than the workers)
count-method = { $method ->
        [join] the join method
        [frames] the frames method
       *[other] the { $method } method
    }
count-question = Counting every solution of the { $n }×{ $n } board takes roughly { $duration } here ({ $on }; timed on the { $timed }×{ $timed } board and scaled by the number of solutions). The page stays usable and Cancel stops it. Count anyway?
count-progress-label = Count of { $n }×{ $n }
count-starting-workers = Starting the workers…
count-units-done = { $done } of { $units } units
count-progress = { $done } · { $elapsed } elapsed · { $left } · { $unitRate } units/s · { $nodeRate } nodes/s
count-left = about { $duration } left
count-left-unknown = time left not known yet
count-running = Counting the { $n }×{ $n } board by { $method } on { $on }…
count-resuming = Resuming the count of the { $n }×{ $n } board by { $method } on { $on }: { $done } of { $units } units were counted before.
count-estimating-label = { $n }×{ $n }: estimating the time
count-estimating = Timing a { $timed }×{ $timed } count { $gpu ->
        [yes] on the GPU
       *[no] in one worker
    }…
count-match-none = No known value to compare with.
count-match-yes = ✓ matches the known value (both totals)
count-match-no = ✗ DOES NOT match the known value ({ $differ ->
        [solutions] solutions differ
        [unique] unique differ
       *[both] solutions and unique differ
    })
## $before: how many units an earlier visit counted (0: none); $rechecked: how many units a GPU counted before were
## counted again on the CPU ("none" when there were none).
count-done-cpu = Counted the { $n }×{ $n } board by { $method } in { $duration } on { $workers } { $workers ->
        [one] worker
       *[other] workers
    } ({ $units } units{ $before ->
        [0] {""}
       *[other] , { $before } of them counted before a reload
    }; the { $build } build{ $rechecked ->
        [none] {""}
       *[other] ; of the units counted on a GPU before, { $rechecked } recounted on the CPU, all equal
    }).
count-done-gpu = Counted the { $n }×{ $n } board by { $method } in { $duration } on { $gpu }: { $units } units{ $before ->
        [0] {""}
       *[other] , { $before } of them counted before a reload
    }; { $checked } of them recounted on the CPU, all equal{ $lost ->
        [0] {""}
        [one] ; { $lost } device lost mid-count and replaced, their batch counted again
       *[other] ; { $lost } devices lost mid-count and replaced, their batch counted again
    }.
count-finished-label = Count of { $n }×{ $n }: finished
count-finished-text = { $done } · { $duration } · { $unitRate } units/s · { $nodeRate } nodes/s
count-not-counted-label = { $n }×{ $n }: not counted
count-estimate-failed = The time estimate failed ({ $reason }), so nothing was counted.
count-declined = Not counted, as you chose; the result below is unchanged.
count-failed = The count failed: { $reason }
count-failed-label = Count of { $n }×{ $n }: failed
count-compile-failed = the module could not be compiled ({ $reason })
count-cancelled-label = Count of { $n }×{ $n }: cancelled
count-cancelled-after = Cancelled after { $done } of { $units } units ({ $duration }); no total is shown.
count-cancelled-early = Cancelled ({ $duration }); no total is shown.
count-cancelled-kept = What was counted is kept: Resume goes on from there.
count-cancelled-short = Cancelled
count-cancelled-before = Cancelled before the count started.
count-cancelled = Cancelled.
## The offer to resume a count stopped by a reload ($done a percentage, $left a remaining-* phrase).
count-resume-text = Resume the count of n = { $n } ({ $done } done)
count-resume-left = Resume the count of n = { $n } ({ $done } done, { $left } left)
## $problem: why a damaged saved count is refused (in English: it is for whoever looks into it).
count-record-refused = The saved count of n = { $n } is refused: { $problem }.
count-records-refused-after = { $count ->
        [one] It is not resumed; counting that size again replaces it.
       *[other] They are not resumed; counting those sizes again replaces them.
    }
count-store-unavailable = This browser keeps nothing for this page ({ $reason }), so a count stopped by a reload or a closed tab cannot be resumed; counting works as before.
`;
