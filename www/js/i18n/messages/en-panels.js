// The English catalog, the teaching panels' part: their tabs, headings and captions as the markup writes them
// (with the page's first board; with an element's teaching panels). See en.js.
export default String.raw`
teaching-panels = Teaching panels
tab-code-stack = Code & stack
tab-code = Code
tab-tree = Tree
tab-growth = Growth
code-language = Language
code-language-python = Python (the article’s)
code-heading = The code, running
code-lines = The code, one line per item
call-stack-heading = Call stack
call-stack-hint = top frame last
tree-heading = The search tree, growing
tree-empty-label = Search tree: the empty board
growth-heading = How the search grows with n
growth-summary-html = Nodes the search examines (bars) for n = 1 to 16 on a log scale, against the boards it never has to list: n! (circles), n<sup>n</sup> (squares) and C(n&sup2;, n) (triangles), and the solutions (diamonds; 0 on the row under the axis). Each step up the scale is ten times more. Focus a column (Tab, then the arrow keys) or point at it for its numbers.
growth-key-nodes = nodes examined
growth-key-solutions = solutions
sets-heading = The sets
`;
