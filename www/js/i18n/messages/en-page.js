// The English catalog, the page's part: its bar and drawers, its Numbers and Key tabs, the variants and their
// narration (loaded with the page's own code; an element never needs it). See en.js.
export default String.raw`
## The narration of the variants: blocked squares, the classic mistakes' wrong verdicts, brute force.
## $pair is a square's 0-based (row, col).
narration-blocked-required = Row { $row }, square { $square } { $pair } rejected (blocked): this row's queen must stand on its required square { $required }, so no other square of the row is tried.
narration-blocked = Row { $row }, square { $square } { $pair } rejected (blocked): no queen may stand on a blocked square.
## Once a variant's run has ended: its count beside the correct search's.
variant-compare-unknown = This variant ({ $variant }): { $count } { $count ->
        [one] solution
       *[other] solutions
    }; the correct count for this board is not known here.
variant-compare = This variant ({ $variant }): { $count } { $count ->
        [one] solution
       *[other] solutions
    }, correct search: { $correct } — { $same ->
        [yes] the same count
       *[no] a wrong count
    }.

## The studio: the bar, the buttons, the panels. Messages whose id ends in -html hold markup.
page-title = N-Queens, step by step
language-label = Language
variant-label = Variant
options-toggle = Options
share-toggle = Share
lesson-toggle = Follow the article
focus-toggle = Focus
    .title = The studio on the whole screen, for a projector in class (Escape leaves)
first-solution-field = Stop at the first solution
mirror-field = Mirror halving
mirror-hint = skips the first queen’s right half and counts each solution found there twice, for its mirror image
constrain-field = Constrain: block or require squares
constrain-hint-html = With Constrain on, click a square of the board (or focus the board, move with the arrow keys and press Enter) to block it, again to require it, again to free it; the search starts again with them. The address keeps them as <code>block=row,col;row,col</code> and <code>require=row,col</code>, counted from 0.
constrain-clear = Free every square
share-heading = Link or embed this step
copy-link = Copy link to this step
copy-embed = Copy embed code
share-text-label = To paste where you want it (it is copied too when the browser allows):
counter-column-rejections = by a column
counter-down-rejections = by a down diagonal (row − col)
counter-up-rejections = by an up diagonal (row + col)
tab-numbers = Numbers
tab-key = Key
tab-stack = Stack
tab-sets = Sets
tab-counters = Counters
numbers-heading = All the numbers
rejections-heading = Rejections by kind
known-heading = For this board
known-solutions = Solutions in all
    .hint = published total
known-nodes = Nodes the whole search examines
sizes-heading = What the search never has to look at
size-anywhere-html = Placements of <var>n</var> queens anywhere, C(<var>n</var>&sup2;, <var>n</var>)
size-per-row-html = Boards with one queen per row, <var>n</var><sup><var>n</var></sup>
size-permutations-html = One per row and column, <var>n</var>!
size-share-html = Nodes examined so far, as a share of <var>n</var>!
key-heading = What the board shows
legend-queen = a queen on the board
legend-next = blue ring: the square the next step tries
legend-placed = green ring: the queen the last step placed
legend-attacked = tinted and striped: a square some queen attacks, along its row, its column or a diagonal
legend-reject = a rejected square, the line that attacks it and the queen that owns the line
legend-ghost = a queen just lifted by a backtrack
legend-solution = a solution: a gold frame and gold squares under the queens (the board flashes, at most twice a second)
legend-phantom = a variant’s bug: a square its check refuses though no queen attacks it (forgot-undo’s ghost diagonal, with the faded ghost queen; sized-n’s wrapped slot)
legend-missed = a variant’s bug: a square a queen attacks along a down diagonal the check never looks at (same-diagonal), crossed by a dashed line
legend-false = a variant’s false solution: no gold, a dashed red frame, and the two queens that attack each other ringed in red and joined by their line
legend-blocked = a blocked square (Constrain): no queen may stand there
legend-required = a required square (Constrain): corner brackets; its row’s queen must stand there
convention-html = Squares have chess names, columns a, b, c… and ranks 1, 2, 3…, but the board is drawn with the search’s first row (rank 1) at the top, since the search fills it first. The code counts rows and columns <strong>from 0</strong>: a pair (row, col) and every diagonal number use those indices, so a1 is (0, 0) and b3 is (2, 1). A down diagonal (╲) has a constant <code>row − col</code> (1 for b3), an up diagonal (╱) a constant <code>row + col</code> (3 for b3). With “Show diagonal numbers” on, every square shows <code>row − col</code> at its top left and <code>row + col</code> at its bottom right.
shortcuts-heading = Keyboard shortcuts
shortcut-play = play or pause
shortcut-step = step
shortcut-step-back = step back
shortcut-next-solution = next solution
shortcut-run-to-end = run to end
shortcut-reset = reset
shortcut-labels = diagonal numbers
shortcut-speed = faster, slower
load-failed = The search could not be loaded: { $reason }. Reload the page to try again.
load-failed-short = The search could not be loaded.
sections-failed = The search works, but the page's other sections could not be loaded: { $reason }. Reload the page to try again.

## The variants, and what the options and the constrained squares say about them.
variant-description-correct = The three-set search: a square is free when its column, its row − col diagonal and its row + col diagonal are all unused, and every line is freed again when its queen leaves.
variant-description-forgot-undo = The down diagonal (row − col) is never freed when a queen leaves, so ghost diagonals pile up and block squares no queen attacks: n = 8 finds 0 solutions, not 92.
variant-description-same-diagonal = The down-diagonal set is fed row + col, the up diagonal's value, so row − col diagonals are never checked at all: n = 8 finds 2,113 boards, not 92.
variant-description-sized-n = The down-diagonal table has n slots, not 2n − 1, and row − col wraps around (Python's negative index), so diagonals n apart share a slot and block each other: n = 8 finds 0 and n = 9 finds 116, yet n = 5 happens to find the right 10.
variant-description-scan = Each square is checked against every queen already placed instead of three set lookups: the right counts, at O(n) checks per square instead of O(1).
variant-description-brute-force = Every permutation of the columns in lexicographic order, each checked whole for a shared diagonal: n! boards (40,320 at n = 8) for the same 92 solutions.
# What the Variant picker calls each: English keeps the core's names, as the address (?variant=) and the command line spell them.
variant-name-correct = correct
variant-name-forgot-undo = forgot-undo
variant-name-same-diagonal = same-diagonal
variant-name-sized-n = sized-n
variant-name-scan = scan
variant-name-brute-force = brute-force
experiment-options-ignored = { $options } { $count ->
        [one] applies
       *[other] apply
    } to the correct search without blocked or required squares only: this search runs whole.
constrain-counting = With { $blocked } blocked and { $required } required squares the correct search is counting the solutions of the { $n }×{ $n } board…
constrain-counted = With { $blocked } blocked and { $required } required squares the correct search finds { $count } { $count ->
        [one] solution
       *[other] solutions
    } on the { $n }×{ $n } board.
constrain-too-long = With { $blocked } blocked and { $required } required squares the correct search needs more than { $limit } steps here: run it to count.

## The counters' notes and the solutions found.
not-tabulated = not tabulated
counted-here = counted by this page’s search, run to the end
share-title = { $nodes } of { $permutations } permutations
solution-button = Solution { $number }: { $squares }. Show it on the board
solutions-ahead = { $ahead ->
        [one] The dimmed board lies ahead of the current step: the search has been there before and will find it again.
       *[other] The { $ahead } dimmed boards lie ahead of the current step: the search has been there before and will find them again.
    }
solutions-more = and { $rest } more (only the first { $limit } are drawn)
solutions-heading-html = Solutions found so far: <span id="solutions-count">0</span>
solutions-hint = Each solution appears here when the search reaches it. Choose one to show it on the board.

## The share drawer: what was copied, and the embed code's words.
share-copied = { $what ->
        [link] The link to this step
       *[embed] The embed code
    } is copied, and shown here.
share-not-copied = { $what ->
        [link] The link to this step
       *[embed] The embed code
    } is shown here (selected): the browser did not let the page copy it, so press Ctrl+C or ⌘C.
embed-frame-title = N-Queens search, step by step
embed-comment-element = The element
embed-comment-iframe = Or an iframe
constrain-now = { $square } { $pair } is now { $state ->
        [blocked] blocked
        [required] required
       *[free] free
    }.
constrain-all-free = Every square is free again.
constrain-cursor = { $square } { $pair }: { $state ->
        [blocked] blocked. Enter to require it.
        [required] required. Enter to free it.
       *[free] free. Enter to block it.
    }
## The address's variant and squares (?variant=scan&block=0,1;2,3) that were not understood.
address-variant = variant: { $value } is not a variant; the variants are { $variants }.
address-square-bad = { $name }: { $value } is not a square: give row,col pairs counted from 0 and joined by “;”, e.g. 0,1;2,3.
constrain-refused-freed = { $problem }, so { $square } { $pair } is free again.
constrain-refused-cleared = { $problem }: the blocked and required squares were cleared.
## The $problem of the two sentences above before the sections' module, which words the core's reason, is loaded.
refusal-unknown = The search refuses these squares

`;
