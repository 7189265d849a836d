// The Simplified Chinese (简体中文) catalog: every word of the page and the element, in Project Fluent's syntax
// (https://projectfluent.org/fluent/guide/). Its messages are English's (en.js and its parts): same ids,
// same attributes, the same variables shown.
export default String.raw`
## 句子之间如何衔接(中文句间不加空格)。
sentence-gap = {""}

## 讲解:搜索的每一步配一句话(或几句)。格子用国际象棋的名称(a1、b3);
## (1, 2) 这样的坐标对、row − col 这样的式子和代码里的名字保持原样。
narration-empty-zero = 一个空的 0×0 棋盘。
narration-start = 第 0 步：一个空的 { $n }×{ $n } 棋盘。搜索先填第 1 行，{ $n ->
        [1] 只需试 a1
       *[other] 从 { $first } 到 { $last } 从左往右逐个尝试
    }。按“单步”（而不是“播放”）可以逐一看清每次尝试。
narration-place = 在 { $square }（第 { $row } 行）放下皇后：{ $first ->
        [yes] 棋盘上还没有皇后
       *[no] 没有皇后攻击它
    }{ $full ->
        [yes] ——现在每一行都有皇后了
       *[no] {""}
    }。
narration-reject-column = 第 { $row } 行的格子 { $square } 被拒绝：它所在的 { $column } 列已被 { $owner ->
        [square] { $by } 的皇后
       *[row] 第 { $byRow } 行的皇后
    }占据。
narration-reject-diagonal = 第 { $row } 行的格子 { $square } 被拒绝：它所在的{ $line ->
        [down] 右下斜
       *[up] 右上斜
    }对角线已被 { $owner ->
        [square] { $by } 的皇后占据（从 0 开始数，{ $square } 是 { $pair }，{ $by } 是 { $byPair }
       *[row] 第 { $byRow } 行的皇后占据（从 0 开始数，{ $square } 是 { $pair }
    }：{ $line ->
        [down] row − col
       *[up] row + col
    } = { $value }）。
narration-row-attacked = 第 { $row } 行的每个格子都受到攻击：只要 { $queens } 上有皇后，这一行就放不下任何皇后。
narration-first-backtrack-filled = { $call } 发现每一行都已填满，于是返回：这次返回就是第一次回溯。
narration-first-backtrack = { $call } 没有列可试了，于是返回：这次返回就是回溯。
narration-a1-given = 自第 1 步在 a1 放下皇后以来的 { $steps } 步{ $solutions ->
        [0] 证明了这一点
       *[other] 试遍了以 a1 开头的所有棋盘（其中有 { $solutions } 个解）
    }：拒绝了 { $rejections } 个格子，在 a1 之下放了 { $placed } 个皇后，移走了 { $lifted } 个，最后移走的是 a1。
narration-lift-after-solution = 找到解之后回溯：移走 { $square } 的皇后，第 { $row } 行转到 { $column } 列。
narration-lift-after-solution-last = 找到解之后回溯：移走 { $square } 的皇后，第 { $row } 行也没有可试的列了。
narration-next-square = 于是第 { $row } 行的皇后移到 { $square }
narration-next-over = 第 1 行已没有可试的列：搜索结束
narration-next-none = 第 { $row } 行也没有可试的列了
narration-row-failed = 皇后在 { $square } 时，第 { $row } 行全部失败：没有以 { $squares } 开头的解，{ $next }。
narration-lifted-for-good = { $square } 的皇后被永久移走，{ $next }。
narration-row-tried = 皇后在 { $square } 时，第 { $row } 行的每个格子都已试过，{ $next }。
narration-row-tried-solution = 皇后在 { $square } 时，第 { $row } 行的每个格子都已试过（第 { $number } 个解以 { $squares } 开头），{ $next }。
narration-solution = 检查了 { $nodes } 个节点后找到第 { $number } 个解：{ $squares }，代码把它记为 { $placement } = [{ $columns }]（各行的列号，从第 0 行开始，从 0 数起）。
narration-solution-of = 在全部 { $total } 个节点中检查了 { $nodes } 个后找到第 { $number } 个解：{ $squares }，代码把它记为 { $placement } = [{ $columns }]（各行的列号，从第 0 行开始，从 0 数起）。
narration-done = 搜索结束：共 { $solutions } 个解。
narration-scale = 它检查了 { $nodes } 个部分棋盘（即节点），相比之下，排列有 { $permutations } 种（{ $n }!），把 { $n } 个皇后放到 { $squares } 个格子上的放法有 { $placements } 种（C({ $squares }, { $n })）。
board-empty = 空的 { $n }×{ $n } 棋盘
board-queens = 有 { $count } 个皇后的 { $n }×{ $n } 棋盘：{ $squares }

## 各变体的讲解:被封锁的格子、经典错误的误判、暴力枚举。
narration-blocked-required = 第 { $row } 行的格子 { $square } { $pair } 被拒绝（已封锁）：这一行的皇后必须放在指定格 { $required } 上，所以这一行的其他格子都不试。
narration-blocked = 第 { $row } 行的格子 { $square } { $pair } 被拒绝（已封锁）：皇后不能放在被封锁的格子上。
narration-same-diagonal-reject = 第 { $row } 行的格子 { $square } { $pair } 被拒绝：row + col = { $sum } 在右下斜集合中{ $owner ->
        [square] （由 { $by } 的皇后放入）
       *[none] {""}
    }，因为这个变体把 row + col 放进了这个集合；那其实是右上斜对角线的值，所以右下斜对角线（row − col）从来没有被检查过。
narration-forgot-undo-reject = 第 { $row } 行的格子 { $square } { $pair } { $alone ->
        [yes] 因为程序错误被拒绝，尽管棋盘上没有皇后攻击它
       *[no] 因为程序错误被拒绝（确有皇后沿另一条线攻击它，但检查在这里就停下了）
    }：它的右下斜对角线（row − col = { $value }）仍被标记为{ $ghost ->
        [square] 曾在 { $ghostSquare } { $ghostPair } 的皇后
       *[none] 一个已经离开的皇后
    }所占用，因为这个变体从不释放右下斜对角线。
narration-sized-n-reject = 第 { $row } 行的格子 { $square } { $pair } { $alone ->
        [yes] 因为程序错误被拒绝，尽管棋盘上没有皇后攻击它
       *[no] 因为程序错误被拒绝（确有皇后沿另一条线攻击它，但检查在这里就停下了）
    }：右下斜的表只有 { $n } 个槽位，所以 row − col = { $value } 绕回到槽位 { $slot }{ $owner ->
        [square] ，也就是 { $by } 的皇后的槽位（row − col = { $byValue } 也绕回到 { $slot }）
       *[none] {""}
    }。
narration-missed-placement = 在 { $square } { $pair } 放下了皇后，尽管 { $above } { $abovePair } 的皇后沿右下斜对角线 row − col = { $value } 攻击它：这个变体把 row + col 放进右下斜集合，所以右下斜对角线从来没有被检查过。
narration-false-solution = 假解：代码把 { $squares }、{ $placement } = [{ $columns }] 记为检查 { $nodes } 个节点后的第 { $number } 个解，但 { $upper } { $upperPair } 和 { $lower } { $lowerPair } 的皇后沿{ $line ->
        [column] 列 col = { $value }
        [down] 右下斜对角线 row − col = { $value }
       *[up] 右上斜对角线 row + col = { $value }
    } 互相攻击{ $why ->
        [same-diagonal] ：这个变体从不检查右下斜对角线
       *[none] {""}
    }。
narration-permutation-solution = 已检查第 { $number } 个排列{ $of ->
        [known] （共 { $factorial } 个）
       *[unknown] {""}
    }：{ $squares }，columns = { $columns }（从 0 数起）。没有两个皇后在同一条对角线上：第 { $solution } 个解。
narration-permutation-clash = 已检查第 { $number } 个排列{ $of ->
        [known] （共 { $factorial } 个）
       *[unknown] {""}
    }：{ $squares }，columns = { $columns }（从 0 数起）。{ $first } { $firstPair } 和 { $second } { $secondPair } 的皇后在同一条对角线上（下 − 上 = { $lower } − { $upper } = |{ $lowerCol } − { $upperCol }|），所以不是解。
narration-brute-done = 暴力枚举结束：检查了 { $permutations } 个排列，找到 { $solutions } 个解，比较了 { $pairs } 对皇后。
variant-compare-unknown = 这个变体（{ $variant }）：{ $count } 个解；这里不知道这个棋盘的正确解数。
variant-compare = 这个变体（{ $variant }）：{ $count } 个解，正确的搜索：{ $correct } 个——{ $same ->
        [yes] 数目相同
       *[no] 数目错误
    }。

## 搜索进行中讲解区显示的话。
narration-playing = 正在以{ $speed }播放…
narration-running = 正在运行整个搜索…
narration-seeking-solution = 正在寻找下一个解…
narration-past-end = 第 { $goal } 步超出了这次搜索的终点，它在第 { $steps } 步结束：这里就是终点。
narration-back = 回到第 { $step } 步。
speed-max = 尽可能快
speed-steps = 每秒 { $speed } 步

## 不被接受的棋盘大小:$echo 是输入的内容。
size-empty = 请输入棋盘大小：{ $min } 到 { $max } 之间的整数。
size-not-a-number = “{ $echo }”不是数字：请输入 { $min } 到 { $max } 之间的整数。
size-not-whole = { $echo } 不是整数：请输入 { $min } 到 { $max } 之间的整数。
size-negative = 棋盘的边长不可能是 { $echo } 格：请输入 { $min } 到 { $max } 之间的整数。
size-too-small = { $echo } 太小了：这里最小的棋盘是 { $min }×{ $min }。
size-too-large = { $echo } 太大了：这里最大的棋盘是 { $max }×{ $max }。
size-stays = { $problem }棋盘仍为 { $n }×{ $n }。
size-range = （{ $min } 到 { $max }）
labels-too-small = 在这个宽度下格子太小，画不下对角线编号：请把窗口拉宽，或选一个小一些的棋盘。

## 工作室:顶栏、按钮、面板。
page-title = N 皇后，一步一步来
language-label = 语言
size-label = 棋盘大小
variant-label = 变体
options-toggle = 选项
share-toggle = 分享
lesson-toggle = 跟着文章学
focus-toggle = 全屏
    .title = 让工作室占满整个屏幕，适合课堂投影（按 Esc 退出）
labels-field-html = 显示对角线编号（row &minus; col，row + col）
first-solution-field = 在第一个解处停下
mirror-field = 镜像减半
mirror-hint = 跳过第一个皇后的右半边，并把在左半边找到的每个解连同其镜像计两次
constrain-field = 约束：封锁或指定格子
constrain-hint-html = 打开“约束”后，点击棋盘上的格子（或让棋盘获得焦点，用方向键移动并按 Enter）即可封锁它，再点一次变为指定格，再点一次恢复空闲；搜索会带着这些格子重新开始。地址中以 <code>block=row,col;row,col</code> 和 <code>require=row,col</code> 保存它们，从 0 数起。
constrain-clear = 释放所有格子
share-heading = 链接或嵌入这一步
copy-link = 复制这一步的链接
copy-embed = 复制嵌入代码
share-text-label = 粘贴到你想要的地方（浏览器允许时也已复制）：
loading-search = 正在加载搜索…
board-area = 棋盘
board-empty-label = 空棋盘
search-controls = 搜索控制
progress-label = 进度
element-more = 步数、速度和大小
button-play = 播放
    .title = 播放或暂停（空格键）
button-pause = 暂停
button-step = 单步
    .title = 前进一步（→）
button-step-back = 后退
    .title = 后退一步（←）
button-next-solution = 下一个解
    .title = 运行到下一个解（N）
button-run-to-end = 运行到底
    .title = 运行整个搜索（E）；再按一次暂停
button-reset = 重置
    .title = 回到第 0 步（R）
scrub-label = 在搜索中移动：
scrub-step-zero = 第 0 步
scrub-hint = 拖动步数条，或使用它的方向键，可以前后跳到任意一步；播放会停止。条上的标记表示各个解、第一次回溯和课程的停靠点：Page Down 和 Page Up 跳到下一个和上一个标记。
speed-label = 速度：
counters-label = 计数器
side-label = 搜索中保存的内容
teaching-panels = 教学面板
counter-steps = 步数
counter-nodes = 节点
    .hint = 检查过的部分棋盘，包括空棋盘
counter-solutions = 解
counter-backtracks = 回溯
counter-rejections = 拒绝
counter-placements = 放下的皇后
counter-depth = 深度
    .hint = 棋盘上的皇后
counter-blocked-rejections = 封锁
    .hint = 因封锁格或该行的指定格而拒绝
counter-permutations = 排列
counter-checks = 检查
    .hint = scan：与格子比较的皇后；暴力枚举：比较过的皇后对
counter-column-rejections = 因列
counter-down-rejections = 因右下斜对角线（row − col）
counter-up-rejections = 因右上斜对角线（row + col）
tab-code-stack = 代码与调用栈
tab-code = 代码
tab-tree = 搜索树
tab-growth = 增长
tab-numbers = 数字
tab-key = 图例
tab-stack = 调用栈
tab-sets = 集合
tab-counters = 计数器
code-language = 语言
code-language-python = Python（文章所用）
code-heading = 正在运行的代码
code-lines = 代码，每项一行
call-stack-heading = 调用栈
call-stack-hint = 最上层的帧在最后
tree-heading = 不断生长的搜索树
tree-empty-label = 搜索树：空棋盘
growth-heading = 搜索量如何随 n 增长
growth-summary-html = 以对数刻度显示 n = 1 到 16 时搜索检查的节点数（柱），并与它无须逐一列出的棋盘数对比：n!（圆）、n<sup>n</sup>（方块）和 C(n&sup2;, n)（三角），以及解的个数（菱形；0 画在轴下方那一行）。刻度每升一格就多十倍。让某一列获得焦点（Tab，然后方向键）或把指针移到它上面，即可看到它的数字。
growth-key-nodes = 检查的节点
growth-key-solutions = 解
numbers-heading = 所有数字
rejections-heading = 按类型分的拒绝
known-heading = 这个棋盘
known-solutions = 解的总数
    .hint = 已发表的总数
known-nodes = 整个搜索要检查的节点
sizes-heading = 搜索无须查看的东西
size-anywhere-html = 把 <var>n</var> 个皇后放在任意位置的放法，C(<var>n</var>&sup2;, <var>n</var>)
size-per-row-html = 每行一个皇后的棋盘，<var>n</var><sup><var>n</var></sup>
size-permutations-html = 每行每列各一个，<var>n</var>!
size-share-html = 目前检查的节点占 <var>n</var>! 的比例
key-heading = 棋盘上显示的内容
legend-queen = 棋盘上的皇后
legend-next = 蓝色圆环：下一步要尝试的格子
legend-placed = 绿色圆环：上一步放下的皇后
legend-attacked = 着色加条纹：某个皇后沿其行、列或对角线攻击的格子
legend-reject = 被拒绝的格子、攻击它的线和拥有这条线的皇后
legend-ghost = 刚被回溯移走的皇后
legend-solution = 解：金色边框，皇后下方的格子变成金色（棋盘会闪烁，每秒最多两次）
legend-phantom = 变体的错误：没有皇后攻击、检查却拒绝的格子（forgot-undo 的幽灵对角线及淡色的幽灵皇后；sized-n 绕回的槽位）
legend-missed = 变体的错误：某个皇后沿检查从不查看的右下斜对角线攻击的格子（same-diagonal），用虚线划过
legend-false = 变体的假解：没有金色，红色虚线边框，互相攻击的两个皇后用红圈标出并用它们的连线相连
legend-blocked = 被封锁的格子（约束）：皇后不能放在这里
legend-required = 指定格（约束）：四角有括线；该行的皇后必须放在这里
convention-html = 格子用国际象棋的名称：列为 a、b、c…，横行为 1、2、3…，但由于搜索先填第一行（第 1 行），棋盘把它画在最上面。代码<strong>从 0 开始</strong>数行和列：坐标对 (row, col) 和每个对角线编号都用这些下标，所以 a1 是 (0, 0)，b3 是 (2, 1)。右下斜对角线（╲）上 <code>row − col</code> 不变（b3 为 1），右上斜对角线（╱）上 <code>row + col</code> 不变（b3 为 3）。打开“显示对角线编号”后，每个格子左上角显示 <code>row − col</code>，右下角显示 <code>row + col</code>。
shortcuts-heading = 键盘快捷键
shortcut-play = 播放或暂停
shortcut-step = 单步
shortcut-step-back = 后退
shortcut-next-solution = 下一个解
shortcut-run-to-end = 运行到底
shortcut-reset = 重置
shortcut-labels = 对角线编号
shortcut-speed = 加快、减慢
sets-heading = 集合
load-failed = 无法加载搜索：{ $reason }。请重新加载页面再试一次。
load-failed-short = 无法加载搜索。
sections-failed = 搜索可以运行，但页面的其他部分无法加载：{ $reason }。请重新加载页面再试一次。

## 各个变体,以及选项和约束格对它们的说明。
variant-description-correct = 使用三个集合的搜索：当一个格子的列、row − col 对角线和 row + col 对角线都未被占用时，它才是空闲的；皇后离开时，每条线都会被重新释放。
variant-description-forgot-undo = 皇后离开时，右下斜对角线（row − col）从不释放，于是幽灵对角线越积越多，封住了没有皇后攻击的格子：n = 8 时找到 0 个解，而不是 92 个。
variant-description-same-diagonal = 右下斜集合里放进的是右上斜的值 row + col，所以 row − col 对角线根本没有被检查：n = 8 时找到 2,113 个棋盘，而不是 92 个。
variant-description-sized-n = 右下斜的表只有 n 个槽位而不是 2n − 1 个，row − col 会绕回（Python 的负下标），于是相隔 n 的对角线共用一个槽位、互相封锁：n = 8 时找到 0 个,n = 9 时找到 116 个，而 n = 5 时却碰巧找到正确的 10 个。
variant-description-scan = 每个格子都与已放下的每个皇后逐一比较，而不是查三个集合：解数正确，但每个格子要做 O(n) 次检查而不是 O(1) 次。
variant-description-brute-force = 按字典序枚举列的所有排列，每个排列整体检查是否有皇后共用对角线：为了同样的 92 个解要检查 n! 个棋盘（n = 8 时为 40,320 个）。
variant-name-correct = 正确的搜索
variant-name-forgot-undo = 忘记撤销
variant-name-same-diagonal = 对角线用错
variant-name-sized-n = n 格的表
variant-name-scan = 逐个比较皇后
variant-name-brute-force = 暴力枚举
experiment-options-ignored = { $options }只对没有封锁格和指定格的正确搜索有效：这次搜索会完整运行。
constrain-counting = 有 { $blocked } 个封锁格和 { $required } 个指定格时，正确的搜索正在计算 { $n }×{ $n } 棋盘的解…
constrain-counted = 有 { $blocked } 个封锁格和 { $required } 个指定格时，正确的搜索在 { $n }×{ $n } 棋盘上找到 { $count } 个解。
constrain-too-long = 有 { $blocked } 个封锁格和 { $required } 个指定格时，正确的搜索在这里需要超过 { $limit } 步：运行它来计数。
element-load-failed = 无法加载搜索：{ $reason }。

## 代码面板:搜索所在行的注释,用代码本身的说法。
code-note-blocked = ✗ { $where } 已被封锁（这段代码没有这条规则：不查询集合）
code-note-scan = ✗ { $where } 碰到了{ $owner ->
        [square] { $by } 的皇后（r = { $byRow }, c = { $byCol }）
       *[row] 第 { $byRow } 行的皇后
    }：{ $line }
code-note-in-set = ✗ { $where }：{ $formula } = { $value } 在 { $set } 中
code-note-same-diagonal = ✗ { $where }：row + col = { $value } 在 { $set } 中（错误：它存的是 row + col）
code-note-sized-n = ✗ { $where }：row - col = { $value } 读的是 { $n } 个槽位中的第 { $slot } 个，其值为 { $true }
code-note-ghost = ✗ { $where }：row - col = { $value } 在 { $set } 中（由已离开的皇后留下：错误）
code-note-place = ✓ { $where } 空闲：把皇后放在这里，然后 { $call }
code-note-remove = ↩ { $call } 已返回：移走 { $where } 的皇后
code-note-remove-kept = ↩ { $call } 已返回：移走 { $where } 的皇后，但 row - col = { $value } 仍留在 { $set } 中
code-note-false-solution = ✗ 假解 { $number }：{ $placement } = [{ $columns }]，然而 { $upper } 和 { $lower } 互相攻击
code-note-solution = ★ 解 { $number }：{ $squares }，{ $placement } = [{ $columns }]
code-note-done = ■ { $call } 已返回：搜索结束
code-note-start = ▶ 搜索从这里开始
code-note-brute-start = ▶ { $call } 从 { $first } 开始
code-note-brute-done = ■ 所有排列都已检查：总和就是解的个数
code-note-brute-solution = ★ columns = { $columns }（{ $squares }）：没有冲突的皇后对，第 { $solution } 个解
code-note-brute-clash = ✗ columns = { $columns }：upper = { $upper }, lower = { $lower }, { $lower } - { $upper } == |{ $b } - { $a }|：{ $first } 和 { $second } 在同一条对角线上
code-listing-label = { $variant ->
        [correct] 搜索
       *[other] 变体 { $variant }
    }（{ $language }）
code-bug-forgot-undo = 错误：漏掉了这次删除，所以皇后离开后 row − col 仍留在右下斜集合中（幽灵）。
code-bug-same-diagonal = 错误：右下斜集合里放的是右上斜的值 row + col，所以 row − col 从来没有被检查。
code-bug-sized-n = 错误：只有 n 个槽位而不是 2n − 1 个；row − col 会绕回（Python 的负下标），所以相隔 n 的对角线共用一个槽位。
code-bug-scan = 错误：每个已放下的皇后都要与该格子比较，三次集合查询只需 O(1)，这里却要 O(n)。

## 调用栈:每个正在填的行一帧,最上层的帧在最后。
frame-filled = { $call }：row == n，每一行都已填满
frame-just-called = { $call } · 第 { $row } 行：刚被调用，还没有试任何列
frame-trying = { $call } · 第 { $row } 行：{ $squares }(col = { $col })
frame-legend = ✗ 被检查拒绝 · ↩ 曾有皇后，在下面的调用返回时被移走 · ✓ 皇后在这里
stack-brute = 没有调用栈：暴力枚举不做递归调用。count_by_permutation 逐个遍历完整的排列，所以没有帧在等待下面的行。
stack-empty-returned = 空：{ $call } 已返回。
stack-empty-start = 空：搜索从 { $call } 开始。

## 集合面板。
sets-note-forgot-undo = 这个变体从不删除右下斜对角线：已离开的皇后的值仍留在 { $down } 中，标为幽灵。
sets-note-same-diagonal = 这个变体往 { $down } 里放的是右上斜的值 row + col：它与 { $up } 重复，而 row − col 从来没有被保存。
sets-note-sized-n = 这个变体把右下斜对角线存在一个有 n 个槽位的列表 { $slots } 中，用 row − col 作下标：负下标会绕回到末尾，所以相隔 n 的对角线共用一个槽位。
sets-note-scan = scan 不保存集合：每个格子都与 { $placement } 中的每个皇后比较，从第 0 行开始。
sets-note-brute-force = 暴力枚举既不保存集合，也不逐行构建 { $placement }：它取列的每个完整排列，把其中的皇后两两比较。
sets-heading-scan = scan 保存的内容：只有 { $placement }
sets-heading-brute-force = 暴力枚举保存的内容：一个排列
sets-change-blocked = 拒绝：{ $square } 已被封锁，还没有查询任何集合
sets-change-scan = 拒绝：{ $square } 沿它的{ $line ->
        [column] 列
        [down] 右下斜对角线
       *[up] 右上斜对角线
    }碰到了{ $owner ->
        [square] { $by } 的皇后
       *[none] 一个皇后
    }
sets-change-clash = 冲突：第 { $upper } 行和第 { $lower } 行，{ $first } 和 { $second }：{ $lower } − { $upper } = |{ $lowerCol } − { $upperCol }|，同一条对角线
sets-change-safe = 没有两个皇后在同一条对角线上：第 { $solution } 个解
sets-change-reject = 拒绝：{ $slot ->
        [yes] { $line } 的槽位
       *[no] { $line }
    } = { $value } 已经在{ $set ->
        [column] 列
        [down] 右下斜对角线
       *[up] 右上斜对角线
    }集合中（{ $owner ->
        [square] 是 { $by } 的皇后放进去的
       *[none] 棋盘上没有皇后占着它：这是变体的错误
    })
sets-value = { $set ->
        [column] 列
        [down] 右下斜
        [slot] 右下斜槽位
       *[up] 右上斜
    } { $value }
sets-change-added = 加入：{ $values }
sets-change-removed = 删除：{ $values }
sets-change-removed-kept = 删除：{ $values }（右下斜 { $down } 没有删除：错误）
sets-ghost-title = 由已离开的皇后留下：这个变体从不删除右下斜对角线
sets-refused-title = 这个值拒绝了该格子
sets-slot-title = 槽位 { $slot }
sets-permutation-title = 正在检查的排列：各皇后的列号，从第 0 行开始，从 0 数起
sets-placement-title = 状态的第四部分：各皇后的列号，从第 0 行开始，从 0 数起

## 搜索树。
tree-board-empty = 空棋盘，第 0 步
tree-board = { $square }：第 { $row } 行的皇后在第 { $col } 列，于第 { $step } 步放下
tree-board-later = { $square }：第 { $row } 行的皇后在第 { $col } 列，于第 { $step } 步放下（在当前第 { $now } 步之后）
tree-not-drawn = 搜索树：这次搜索不画。
tree-not-drawn-why = 只为正确的搜索以及 n = 8 以内的经典错误画树；暴力枚举检查的是完整棋盘，不会长出树。
tree-counts = 搜索树：{ $nodes } 个棋盘（包括空棋盘）；拒绝了 { $pruned } 个格子；{ $solutions } 个解。
tree-how-drawn = 画出了每个节点：棋盘是圆点（当前路径为蓝色，放弃的分支变暗），拒绝是短的红线，解是金色；搜索已经退回的棋盘保留为淡色。点击一个棋盘，或用方向键和 Enter，可跳到放下它的那一步；比面板宽的树可以横向滚动。
tree-how-summary = 按深度汇总（n > 8 时节点太多，无法逐个画出）：每种皇后个数一条带子，按比例显示该深度的棋盘（灰色）和被拒绝的格子（红色）；蓝色刻度标出当前各皇后的列。数字是精确的。
tree-chosen = 已选：{ $board }。

## 增长图。
growth-column = n = { $n }：搜索检查 { $nodes } 个节点，找到 { $solutions } 个解；n! = { $factorial },nⁿ = { $power },C(n², n) = { $choose }。
growth-point-choose = n = { $n }：把 n 个皇后放到 n² 个格子上的 { $count } 种放法
growth-point-power = n = { $n }：每行一个皇后的 { $count } 个棋盘
growth-point-factorial = n = { $n }：每行每列各一个皇后的 { $count } 个棋盘
growth-point-nodes = n = { $n }：搜索检查的 { $count } 个节点
growth-point-solutions = n = { $n }：{ $count } 个解
growth-beyond = n = { $n } 超出了图的范围：节点数只知道到 n = { $max }。
growth-live-brute = 当前 n = { $n }：这次搜索检查完整棋盘，不检查任何部分棋盘。
growth-live = 当前 n = { $n }：已检查 { $total } 个节点中的 { $nodes } 个。
growth-live-variant = 当前 n = { $n }：这次搜索已检查 { $nodes } 个节点；普通搜索检查 { $total } 个。

## 步数条、它的标记、进度行、时长。
scrub-known = 第 { $step } 步，共 { $total } 步
scrub-open = 第 { $step } 步 · 终点未知
scrub-open-value = 第 { $step } 步，还不知道终点在哪里
scrub-share = { $exact ->
        [yes] {" · "}已探索 { $done }
       *[no] {" · "}已探索约 { $done }
    }
scrub-open-value-tree = 第 { $step } 步，还不知道终点在哪里，{ $exact ->
        [yes] 已探索搜索树的 { $done }
       *[no] 已探索搜索树的约 { $done }（树的大小是估计的）
    }
scrub-mark = {"："}{ $mark }
scrub-seeking = 正在跳到第 { $target } 步…
scrub-seeking-now = 正在跳到第 { $target } 步…（现在在第 { $steps } 步）
mark-stop = 课程停靠点 { $number }
mark-backtrack = 第一次回溯
mark-solution = 第 { $number } 个解
list-separator = {"，"}
progress-run = { $what ->
        [solution] 下一个解
       *[end] 运行到底
    }：{ $phase ->
        [running] 运行中
        [paused] 已暂停
        [found] 已找到
       *[finished] 已完成
    }
progress-share-finished = 搜索的 { $done }
progress-share = 已完成搜索的 { $done }，还剩 { $left }
progress-share-estimated = 已完成搜索的约 { $done }（大小是估计的）
progress-timing = 用时 { $seconds } 秒
progress-timing-rate = 用时 { $seconds } 秒（每秒 { $rate } 步）
progress-all-steps = 共 { $steps } 步
progress-this-run = 其中这次运行 { $taken } 步，{ $timing }
progress-steps = { $taken } 步，{ $timing }
progress-left = 还剩{ $time }
progress-measuring = 正在测算剩余时间…
duration-seconds = { $seconds } 秒
duration-minutes = { $min } 分 { $seconds } 秒
duration-hours = { $hours } 小时 { $min } 分
duration-days = { $days } 天 { $hours } 小时
duration-years = 约 { $years } 年
remaining-few-seconds = 几秒
remaining-seconds = 约 { $seconds } 秒
remaining-minutes = 约 { $min } 分钟
remaining-hours = 约 { $hours } 小时
remaining-days = 约 { $days } 天
remaining-years = 约 { $years } 年

## 计数器的注释和已找到的解。
not-tabulated = 表中没有
counted-here = 由本页的搜索运行到底数出
share-title = { $permutations } 个排列中的 { $nodes } 个
solution-button = 第 { $number } 个解：{ $squares }。在棋盘上显示
solutions-ahead = 变暗的 { $ahead } 个棋盘在当前步之后：搜索已经到过那里，还会再次找到它们。
solutions-more = 还有 { $rest } 个（只画出前 { $limit } 个）

## 引导课程“跟着文章学”。
lesson-previous = 上一个
    .more = 停靠点
lesson-next = 下一个
    .more = 停靠点
lesson-close = 关闭
    .more = 课程
lesson-try = 再试
    .more = 一次
lesson-now = 立刻显示
lesson-progress = 第 { $number } 个停靠点，共 { $total } 个
lesson-unavailable-title = 课程跟随普通的搜索
lesson-unavailable = 课程用正确的搜索走一遍文章中的棋盘：请把变体改回正确的搜索，关闭“在第一个解处停下”“镜像减半”和“约束”，然后选择“再试一次”。
lesson-moving = 正在移动搜索…
lesson-playing = 正在把搜索播放到答案处：第 { $step } 步。
lesson-your-turn = 先轮到你
lesson-check = 检查
lesson-start-title = 空棋盘
lesson-start-1 = 搜索从上往下一次填一行，每行从左往右试各列：第 1 行的第一个格子 { $first } 最先尝试。
lesson-start-2 = 用“单步”而不是“播放”，这样每次放置和每次回溯都有自己的时刻；“下一个停靠点”会跳到文章讲解的下一个时刻。
lesson-first-rejection-title = 第一次拒绝
lesson-first-rejection-1 = { $square } 被拒绝：{ $line ->
        [column] { $owner ->
            [square] { $by } 的皇后占着它所在的列
           *[none] 前面某一行的皇后占着它所在的列
        }，所以 { $test } 为 { $true }
        [down] 它位于{ $owner ->
            [square] { $by } 的皇后
           *[none] 前面某一行的皇后
        }的右下斜对角线上（row − col 相同）
       *[up] 它位于{ $owner ->
            [square] { $by } 的皇后
           *[none] 前面某一行的皇后
        }的右上斜对角线上（row + col 相同）
    }。
lesson-first-rejection-2 = 检查在放下皇后之前进行，所以被拒绝的格子只花三次集合查询，也没有什么需要撤销。
lesson-second-queen-title = 第 { $row } 行的皇后
lesson-second-queen-1 = 皇后放在 { $square }：这是第 { $row } 行从左数起第一个不受上方任何皇后攻击的格子。
lesson-second-queen-2 = 放下它会把它的列、row − col 和 row + col 加入三个集合，然后搜索进入下一行。
lesson-second-queen-again-title = { $first } 之下的第 { $row } 行
lesson-second-queen-again-1 = 皇后放在 { $square }：这是第 { $row } 行从左数起第一个不受上方任何皇后攻击的格子。
lesson-second-queen-again-2 = 放下它会把它的列、row − col 和 row + col 加入三个集合，然后搜索进入下一行。
lesson-first-backtrack-title = 第一次回溯
lesson-first-backtrack-1 = 第 { $next } 行的每个格子都受到攻击，所以 { $call } 的循环什么也没放就结束了，这次调用直接返回。
lesson-first-backtrack-2 = 这次返回就是回溯：皇后离开 { $square }，它的三个值移出集合，第 { $row } 行接着试下一列。
lesson-first-backtrack-3 = 回溯并没有专门的指令，只是一个函数没有列可试了而已。
lesson-corner-given-up-title = 放弃 { $square }
lesson-corner-given-up-1 = 皇后永久离开 { $square }：它下面的所有排布都已试过，所以{ $solutions ->
        [0] 以 { $square } 开头的排布都行不通
       *[other] { $square } 已经给出了它全部的 { $solutions } 个解
    }。
lesson-corner-given-up-2 = 从在那里放下皇后起，用了 { $tries } 步才证明了关于第一行的这一个事实，而且每一步都不可少：跳过任何一步，都可能把真正的解连同死路一起丢掉。
lesson-mirror-corner-given-up-title = 放弃 { $square }
lesson-mirror-corner-given-up-1 = 皇后永久离开 { $square }：它下面的所有排布都已试过，所以{ $solutions ->
        [0] 以 { $square } 开头的排布都行不通
       *[other] { $square } 已经给出了它全部的 { $solutions } 个解
    }。
lesson-mirror-corner-given-up-2 = { $square } 是 { $corner } 的镜像，它的分支就是 { $corner } 分支的镜像：同样的 { $tries } 步，同样的结果。
lesson-first-solution-title = 第一个解
lesson-first-solution-1 = 每一行都有皇后：{ $squares }，代码把它保存为 { $placement } = { $columns }（各行的列号，从 0 数起）。
lesson-first-solution-2 = 它要等搜索完全退出 { $corner } 的分支、从 { $start } 重新开始后才出现；若对 { $n } 个皇后的所有放法做暴力枚举，要试 { $placements } 种排布。
lesson-mirror-solution-title = 镜像
lesson-mirror-solution-1 = { $squares }，{ $columns }：第一个解左右翻转后的样子。
lesson-mirror-solution-2 = 把一个解翻转总会得到另一个解，所以第 1 行右半边的解和左半边一样多：镜像技巧只搜索左半边，并把每个解计两次。
lesson-totals-title = { $n }×{ $n } 棋盘
lesson-totals-1 = { $n }×{ $n } 棋盘的搜索在 { $steps } 步后结束：{ $solutions } 个解，检查了 { $nodes } 个部分棋盘（包括空棋盘）。
lesson-totals-2 = 相比之下，{ $n }! = { $factorial } 个排列，把 { $n } 个皇后随意放置有 { $placements } 种放法：三个集合在每个分支失败的那一刻就把它剪掉。
lesson-end-title = 结束
lesson-end-1 = 搜索在 { $steps } 步后结束：{ $solutions } 个解，检查了 { $nodes } 个部分棋盘（包括空棋盘）。
lesson-end-2 = 相比之下，{ $n }! = { $factorial } 个排列，把 { $n } 个皇后随意放置有 { $placements } 种放法：三个集合在每个分支失败的那一刻就把它剪掉。
lesson-ask-square = 搜索的下一个皇后会放在第 { $row } 行的哪个格子?在棋盘上点击它，或在这里选择。
lesson-ask-first-lift = 接下来是第 { $row } 行，皇后在 { $queens }。搜索会先移走哪个皇后（如果会移走的话）?在棋盘上点击它，或在这里选择。
lesson-none-of-them = 都不会
lesson-ask-mirror-start = 第 1 个解是 { $squares }。它左右翻转后的镜像也是一个解：它从第 1 行的哪个格子开始?在棋盘上点击它，或在这里选择。
lesson-ask-totals = 现在看整个 { $n }×{ $n } 棋盘。搜索会找到多少个解，又会检查多少个部分棋盘（节点，包括空棋盘）?
lesson-field-solutions = 解
lesson-field-nodes = 节点
lesson-ask-corner = 有没有以 { $square } 上的皇后开头的解?
lesson-yes = 有
lesson-no = 没有
lesson-right-square = 对了：{ $answer }。
lesson-wrong-square = 这次不对：{ $why ->
        [row] { $choice } 不在第 { $row } 行
        [attacked] { $choice } 受到攻击
       *[later] { $choice } 也是空的，但搜索从左边开始试各列，在第一个空格处就停下
    }。搜索选的是 { $answer }。
lesson-right-first-lift = 对了：最后放下的皇后 { $answer } 最先被移走。
lesson-wrong-first-lift = 这次不对：{ $why ->
        [none] 第 { $row } 行的每个格子都受到攻击，所以它的调用什么也没放就返回了
       *[queen] 搜索先撤销最近的选择；{ $choice } 要等它下面的每个格子都试过后才离开
    }。搜索移走的是 { $answer }。
lesson-right-mirror-start = 对了：它从 { $answer } 开始。
lesson-wrong-mirror-start = 这次不对：左右翻转后，{ $first } 变成 { $mirrored }，它从 { $answer } 开始。
lesson-right-totals = 对了：{ $solutions } 个解，{ $nodes } 个节点。
lesson-wrong-totals = 你的答案是 { $saidSolutions } 个解、{ $saidNodes } 个节点；搜索找到 { $solutions } 个解，检查 { $nodes } 个节点。
lesson-corner-verdict = { $right ->
        [yes] 对了
       *[no] 这次不对
    }：{ $some ->
        [yes] 有这样的解
       *[no] 一个也没有
    }。看看搜索是怎么发现的。

## 工作室下方的页面各部分(www/index.html)。
skip-to-board = 跳到棋盘
about-heading = 谜题与搜索
about-intro-html = 在 <var>n</var>&times；<var>n</var> 的棋盘上放 <var>n</var> 个皇后，使它们互不攻击。搜索从上往下一次填一行，每行从左往右试各列，一旦某一行没有空闲的格子就立即退回。
count-heading = 快速计数，或构造一个解
count-sub = 数出所有解
count-about-html = 一种与逐步搜索不同、快得多的计数方法：把工作切成独立的单元，由 <span id="count-workers">多个</span> Web Worker 分担（每个处理器核心一个）。在 <span id="count-join-max">N</span>&times；<span id="count-join-max-again">N</span> 以内，它按空闲的列拼接半个棋盘，并从少数在半圈或四分之一圈旋转下不变的解中求出本质不同的解；更大的棋盘则按对称类把边上的皇后各放一次，内部用位掩码搜索。
count-on = 计数设备
count-on-cpu-html = CPU(<span id="count-cpu-workers">多个</span> Web Worker)
count-on-gpu-html = GPU：<span id="count-gpu-name">–</span>
count-gpu-note-html = 在 GPU 上，边上的皇后按对称类各放一次（同时求本质不同的解），成千上万个小搜索同时运行：如果有独立显卡，可以试试 20&times；20。每次 GPU 计数都会被核验：CPU 随机重算一些单元，只要有任何差异就拒绝这个结果。
count-size-label = 要计数的棋盘大小
count-button = 计数
count-cancel = 取消
count-resume = 继续
count-discard = 丢弃
count-confirm-title = 这次计数要花一些时间
count-confirm-yes = 仍然计数
count-confirm-no = 不计数
count-nothing-yet = 还没有计数。
count-known = 已知值（已发表）
count-unique-html = 本质不同的解 <span class="hint">（旋转和镜像视为相同）</span>
construct-sub = 构造一个解
construct-about-html = 完全不用搜索，直接按公式（依 <var>n</var> mod 6）写出，然后检验。
construct-size-label = 要构造的棋盘大小
construct-button = 构造
construct-nothing-yet = 还没有构造。
repair-sub = 修复一个摆满的棋盘（最小冲突法）
repair-about = 不做搜索：一开始就用贪心法在每一行放一个皇后，然后一次又一次地把一个受攻击的皇后在本行内移到受攻击最少的格子（平局由种子随机决定）。每个格子按攻击它的皇后数量着色。
repair-size-label = 要修复的棋盘大小
repair-seed-label-html = 种子 <span class="hint">（种子相同，走法就相同）</span>
repair-pace = 速度：
repair-moves = 步数
repair-attacked = 受攻击的皇后
repair-nothing-yet = 还没有修复。
practice-heading = 练习：文章中的习题，通过运行搜索来解答
practice-corner-question = 有多少个解在角上的格子放了皇后?
practice-corner-button = 数角上的皇后
practice-first-button = 运行到第一个解
practice-mirror-button = 比较计数
practice-odd-question = 在奇数棋盘上，如果中间一列也翻倍，会出什么错?
practice-odd-button = 显示两个总数
solutions-heading-html = 目前找到的解：<span id="solutions-count">0</span>
solutions-hint = 搜索每到达一个解，它就会出现在这里。选一个即可在棋盘上显示。
footer = 搜索运行在由 Rust 编译的 WebAssembly 中；本页加载一次后即可离线使用。
count-resume-offer = 一次因重新加载而中断的计数
construct-none-label = 还没有构造棋盘
repair-controls = 修复控制
repair-none-label = 还没有要修复的棋盘
page-description = 一步一步地观看 N 皇后问题的回溯搜索。

## 练习:文章中的习题,每道题先给出你自己的答案再揭晓。
practice-your-answer = 先写下你的答案：{ $prompt }
practice-verdict-right = 你的答案是 { $guess }：对了。
practice-verdict-wrong = 你的答案是 { $guess }；搜索的结果是 { $answer }。
practice-yes = 是
practice-no = 否
practice-yes-word = 是
practice-no-word = 否
practice-first-question = n = { $n } 时搜索找到的第一个解和文章中的 { $columns } 一样吗?
practice-mirror-question = 镜像技巧（第一个皇后放在左半边，计数翻倍）能给出 n = { $sizes } 的完整计数吗?
practice-corner-prompt = 上面所选大小的棋盘的解中，有多少个在角上放了皇后?
practice-first-prompt = 第一个解和文章中的一样吗?
practice-mirror-prompt = 翻倍后的左半边在每个棋盘上都等于完整计数吗?
practice-odd-prompt = 如果中间一列也翻倍，总数会
practice-odd-high = 偏多
practice-odd-right = 正好
practice-odd-low = 偏少
practice-odd-mixed = 有时偏多，有时偏少
practice-corner-answer = { $n }×{ $n }：{ $solutions } 个解中有 { $corner } 个在角上的格子放了皇后（左上角 a1 上有 { $topLeft } 个）。
practice-corner-why-one = 唯一的格子同时就是所有的角。
practice-corner-why = 没有哪个解在两个角上都有皇后（任意两个角都共用一行、一列或一条长对角线），而把棋盘旋转或翻转会把左上角带到其他每个角，所以每个角上有皇后的解各占四分之一。
practice-first-answer = { $equal ->
        [yes] 是
       *[no] 否
    }：搜索在 { $steps } 步后停在第一个解 { $found }；文章给出的是 { $expected }。
practice-first-why = 搜索对每一行都从左往右试各列，所以它最先完成的棋盘是字典序最小的：在 4×4 棋盘上，第一行第 0 列的皇后走不通，第 1 列才行。
practice-mirror-table = 偶数棋盘上的镜像技巧
practice-mirror-column-left = 第一个皇后在左半边
practice-mirror-column-doubled = 翻倍
practice-mirror-column-full = 完整计数
practice-mirror-column-equal = 相等
practice-equal-yes = 是
practice-equal-no = 否
practice-mirror-answer = { $all ->
        [yes] 是，每个都是
       *[no] 否
    }：把一个解左右翻转，会得到第一个皇后在另一侧的另一个解，所以右半边的解和左半边正好一样多；而偶数棋盘没有可以放皇后的中间一列。
practice-odd-table = 奇数棋盘：中间一列翻倍，与只计一次
practice-odd-column-left = 左半边
practice-odd-column-middle = 中间一列
practice-odd-column-doubled = 中间翻倍（错）
practice-odd-column-once = 中间计一次（对）
practice-odd-column-full = 完整计数
practice-odd-why = 第一个皇后在中间一列的解，其镜像的第一个皇后也在中间一列，所以搜索已经把两者都找到了：翻倍会把每个都计两次，总数正好多出中间一列的个数。应当把左半边计两次，中间一列计一次。

## 分享抽屉。
share-copied = { $what ->
        [link] 这一步的链接
       *[embed] 嵌入代码
    }已复制，并显示在这里。
share-not-copied = { $what ->
        [link] 这一步的链接
       *[embed] 嵌入代码
    }显示在这里（已选中）：浏览器不允许页面复制它，请按 Ctrl+C 或 ⌘C。
embed-frame-title = N 皇后搜索，一步一步来
embed-comment-element = 元素
embed-comment-iframe = 或者用 iframe

## 构造:用公式直接写出一个解,然后检验。
construct-failed = { $n }×{ $n }：未能构造。{ $reason }。
construct-none = { $n }×{ $n } 棋盘没有解：无法放下 { $n } 个互不攻击的皇后。
construct-none-board = { $n }×{ $n } 棋盘：没有解
construct-valid = { $n }×{ $n }：{ $n } 个皇后，每行每列各一个，没有两个在同一条对角线上：有效（已检验）。
construct-invalid = { $n }×{ $n }：构造出的结果无效（已检验）——这是一个程序错误。
construct-board = 构造出的 { $n }×{ $n } 棋盘的解，{ $valid ->
        [yes] 有效
       *[no] 无效
    }。{ $picture ->
        [yes] 每个点按棋盘上该区域内皇后的多少着色。
       *[no] {""}
    }
construct-sample-columns = { $rows ->
        [all] 每一行
       *[some] 第 0 行到第 { $last } 行
    }的列号（和代码一样从 0 数起）：{ $columns }{ $more ->
        [yes] ，…
       *[no] {""}
    }。
construct-sample-squares = 对应的格子：{ $squares }{ $more ->
        [yes] {" …"}
       *[no] {""}
    }。
construct-time = 构造并检验用时 { $construct }，绘制用时 { $draw }。
constrain-now = { $square } { $pair } 现在是{ $state ->
        [blocked] 封锁格
        [required] 指定格
       *[free] 空闲格
    }。
constrain-all-free = 所有格子都已恢复空闲。
constrain-cursor = { $square } { $pair }：{ $state ->
        [blocked] 封锁格。按 Enter 设为指定格。
        [required] 指定格。按 Enter 恢复空闲。
       *[free] 空闲格。按 Enter 封锁它。
    }
## 只列名称或数值的简单列表之间的分隔。
list-gap = {"、"}

## 地址中的设置（?n=8&speed=20…）和元素的属性中没能理解的部分：每个问题都按写法称呼设置（$name），并引用给出的值（$value）。
param-repeated = { $name } 给出了 { $count } 次（{ $values }）：请只给一次。
param-flag = { $name }：{ $value } 既不是 1 也不是 0。
param-step = { $name }：{ $value } 不是步数（从 0 开始的整数）。
param-speed = { $name }：{ $value } 不是可用的速度：每秒步数应是 { $min } 到 { $max } 之间的整数，或者 “max”。
param-n = n（棋盘大小）：{ $problem }
param-lang = lang：{ $value } 不是本页的语言（{ $languages }）。
param-problems = 地址中有些设置没能理解，所以这些设置使用默认值。
attribute-n = n：{ $problem }
attribute-variant = variant：{ $value } 不是一个变体（{ $variants }）。
attribute-choice = { $name }：{ $value } 不是 { $choices }。
attribute-show = { $name }：{ $value } 既不是 “show” 也不是 “none”。
attribute-panels = panels：{ $value } 不是面板（{ $panels }）。
attribute-loop = to：{ $to } 不在 from（{ $from }）之后，所以没有步骤循环播放。
attribute-problems = 没能理解，所以使用默认值：{ $problems }
embed-origin = origin：{ $value } 不是像 https://example.org 这样的源，所以这个框架不回应任何页面。

## 地址中没能理解的变体和格子（?variant=scan&block=0,1;2,3）。
address-variant = variant：{ $value } 不是一个变体；变体有 { $variants }。
address-square-bad = { $name }：{ $value } 不是一个格子：请给出从 0 开始计数的 行,列 对，用 “;” 连接，例如 0,1;2,3。
refusal-unknown = 搜索不接受这个棋盘上的这些格子
address-squares-refused = block 和 require：搜索时不带这些格子。{ $problem }。
constrain-refused-freed = { $problem }，所以 { $square } { $pair } 又空出来了。
constrain-refused-cleared = { $problem }：封锁的格子和指定的格子都已清除。

## 核心拒绝的原因，每一条都作为句子的开头，不带句号（后面的话由页面补上）。
refusal-not-a-number = 棋盘大小不是数字
refusal-not-whole = 棋盘大小必须是整数，而不是 { $n }
refusal-negative = 棋盘大小不能是负数（{ $n }）
refusal-too-large = 棋盘大小 { $n } 太大了：这里最大是 { $max }
refusal-off-board = 格子 { $square } { $pair } 在 { $n }×{ $n } 棋盘之外（行和列都从 0 开始计数）
refusal-blocked-and-required = 格子 { $square } { $pair } 既被封锁又被指定
refusal-required-attack = 指定的格子 { $square } { $pair } 和 { $other } { $otherPair } 互相攻击
refusal-mirror = 镜像选项需要一个没有封锁格子和指定格子的棋盘
refusal-mirror-of-variant = 镜像选项只适用于正确的搜索，不适用于 { $variant }
refusal-brute-force-constrained = 暴力法整体检查每个排列：它不接受封锁或指定的格子
refusal-brute-force-first-solution = 暴力法检查每个排列：它没有在第一个解处停下的选项
refusal-no-solution = { $n }×{ $n } 的棋盘没有解
refusal-seed = 种子必须是 0 到 { $max } 之间的整数
refusal-picture-size = 图片的边长是 { $min } 到 { $max } 像素，而不是 { $px }
refusal-picture-not-whole = { $what ->
        [size] 大小
        [from] 起始步
        [to] 结束步
       *[fps] 速度
    }必须是从 0 开始的整数，而不是 { $value }
refusal-picture-backwards = 步骤从 { $from } 到 { $to }：结束步不能在起始步之前
refusal-picture-too-many-frames = 一个动画最多包含 { $most } 步，而不是 { $frames } 步
refusal-picture-too-many-pixels = 边长 { $px } 像素的 { $frames } 帧超出了一个动画能容纳的量（边长 480 像素时最多 { $most } 帧）：请减少步数或缩小尺寸
refusal-picture-too-far = 第 { $step } 步超出了图片能到达的范围（第 { $farthest } 步，大约一分钟的搜索）
refusal-picture-no-frames = 动画至少需要一步
refusal-picture-fps = 动画每秒播放 { $min } 到 { $max } 帧，而不是 { $fps } 帧
refusal-picture-past-the-end = 搜索在第 { $last } 步结束：没有第 { $from } 步

## 页面新版本的提示。
update-ready = 本页的新版本已经准备好了。
update-reload = 重新加载
update-later = 以后再说
update-loading = 正在加载新版本…

## “分享”抽屉中的保存图片和保存动画。
pictures-summary = 保存图片或动画
pictures-picture-legend = 保存图片（这一步的棋盘）
pictures-size = 大小
pictures-size-unit = 像素
pictures-colours = 颜色
pictures-theme-auto = 与显示相同
pictures-theme-light = 浅色
pictures-theme-dark = 深色
pictures-save-png = 保存 PNG
pictures-save-svg = 保存 SVG
pictures-animation-legend = 保存动画（GIF 动图）
pictures-from = 起始步
pictures-to = 结束步
pictures-speed = 速度
pictures-speed-unit = 帧/秒
pictures-save-gif = 保存 GIF
pictures-drawing = 正在绘制动画…
pictures-saved = 已保存 { $file }。
pictures-not-saved = 没有保存：{ $reason }。

## “修复”运行时的文字（$seed 是输入的种子）。
repair-size-range = （1 到 { $max }；{ $stepped } 以内逐步显示）
repair-seed-bad = 种子必须是 0 到 { $max } 之间的整数，而不是 { $value }。
repair-speed = 每秒 { $speed } 步
repair-refused = { $reason }。
repair-stepped-label = 正在修复的 { $n }×{ $n } 棋盘：{ $solved ->
        [yes] 已解决
       *[no] { $attacked } 个皇后受攻击
    }。每个格子按攻击它的皇后数量着色。
repair-stepped-status = { $n }×{ $n }，种子 { $seed }：{ $moves } 步{ $restarts ->
        [0] {""}
       *[other] （步数太多，重新开始了 { $restarts } 次）
    }；{ $n } 个皇后中有 { $attacked } 个受攻击。
repair-stepped-solved = { $n }×{ $n }，种子 { $seed }：{ $moves } 步解决{ $restarts ->
        [0] {""}
       *[other] （步数太多，重新开始了 { $restarts } 次）
    }：没有皇后受攻击，{ $valid ->
        [yes] 有效（已检验）
       *[no] 无效（已检验）——这是一个程序错误
    }。
repair-large-waiting = { $n }×{ $n }，种子 { $seed }：行数太多，无法逐步显示。按“播放”在后台一直修复到底。
repair-large-label-waiting = { $n }×{ $n } 棋盘：还没有修复
repair-large-stopped = { $n }×{ $n }：已停止。按“播放”从头再修复一次。
repair-large-placing = { $n }×{ $n }，种子 { $seed }：正在用贪心法放置皇后…
repair-large-repairing = { $n }×{ $n }，种子 { $seed }：正在修复… 目前 { $moves } 步（{ $time }）。
repair-large-done = { $n }×{ $n }，种子 { $seed }：用 { $moves } 步、{ $time } 修复完成：{ $valid ->
        [yes] 有效（已检验）
       *[no] 无效（已检验）——这是一个程序错误
    }。
repair-large-label = 一个修复后的 { $n }×{ $n } 棋盘，{ $valid ->
        [yes] 有效
       *[no] 无效
    }。每个点按落在棋盘该部分的皇后数量着色。
repair-large-failed = { $n }×{ $n }：没有修复：{ $reason }。
repair-large-time = 在后台 Worker 中用 { $repair } 修复并检验，用 { $draw } 绘制。

## “计数”运行时的文字。
count-size-range = （{ $min } 到 { $max }；超过 { $above } 会先询问）
count-size-nothing = { $problem }不进行计数。
count-not-in-table = 不在表中
count-workers = { $workers } 个 Web Worker
count-gpu = GPU { $name }{ $software ->
        [yes] （在 CPU 上用软件模拟）
       *[no] {""}
    }
count-gpu-software = （在 CPU 上用软件模拟：比 Web Worker 慢）
count-method = { $method } 方法
count-question = 在这里数出 { $n }×{ $n } 棋盘的全部解大约需要 { $duration }（{ $on }；在 { $timed }×{ $timed } 棋盘上计时，并按解的数量推算）。在此期间页面仍可使用，按“取消”可以停止。仍然计数吗？
count-progress-label = { $n }×{ $n } 的计数
count-starting-workers = 正在启动 Web Worker…
count-units-done = { $units } 个单元中的 { $done } 个
count-progress = { $done } · 已用 { $elapsed } · { $left } · { $unitRate } 单元/秒 · { $nodeRate } 节点/秒
count-left = 还剩约 { $duration }
count-left-unknown = 剩余时间尚不清楚
count-running = 正在用 { $method }、在 { $on } 上对 { $n }×{ $n } 棋盘计数…
count-resuming = 继续用 { $method }、在 { $on } 上对 { $n }×{ $n } 棋盘计数：{ $units } 个单元中的 { $done } 个之前已经数过。
count-estimating-label = { $n }×{ $n }：正在估计时间
count-estimating = 正在{ $gpu ->
        [yes] 在 GPU 上
       *[no] 用一个 Web Worker
    }为 { $timed }×{ $timed } 的计数计时…
count-match-none = 没有可以比较的已知值。
count-match-yes = ✓ 与已知值相符（两个总数）
count-match-no = ✗ 与已知值不符（{ $differ ->
        [solutions] 解的总数不同
        [unique] 本质不同的解数不同
       *[both] 解的总数和本质不同的解数都不同
    }）
count-done-cpu = 用 { $method }、在 { $workers } 个 Web Worker 上用 { $duration } 数完了 { $n }×{ $n } 棋盘（{ $units } 个单元{ $before ->
        [0] {""}
       *[other] ，其中 { $before } 个在重新加载之前就已数过
    }；{ $build } 构建{ $rechecked ->
        [none] {""}
       *[other] ；之前在 GPU 上数过的单元中，有 { $rechecked } 个在 CPU 上重数，全部相同
    }）。
count-done-gpu = 用 { $method }、在 { $gpu } 上用 { $duration } 数完了 { $n }×{ $n } 棋盘：{ $units } 个单元{ $before ->
        [0] {""}
       *[other] ，其中 { $before } 个在重新加载之前就已数过
    }；其中 { $checked } 个在 CPU 上重数，全部相同{ $lost ->
        [0] {""}
       *[other] ；计数中途丢失了 { $lost } 个设备并已替换，它们那一批重新数过
    }。
count-finished-label = { $n }×{ $n } 的计数：完成
count-finished-text = { $done } · { $duration } · { $unitRate } 单元/秒 · { $nodeRate } 节点/秒
count-not-counted-label = { $n }×{ $n }：未计数
count-estimate-failed = 时间估计失败（{ $reason }），所以什么也没有数。
count-declined = 按你的选择没有计数；下面的结果不变。
count-failed = 计数失败：{ $reason }
count-failed-label = { $n }×{ $n } 的计数：失败
count-compile-failed = 模块无法编译（{ $reason }）
count-cancelled-label = { $n }×{ $n } 的计数：已取消
count-cancelled-after = 在 { $units } 个单元中数完 { $done } 个时取消了（{ $duration }）；不显示总数。
count-cancelled-early = 已取消（{ $duration }）；不显示总数。
count-cancelled-kept = 已数的部分保留着：“继续”会从那里接着数。
count-cancelled-short = 已取消
count-cancelled-before = 在计数开始之前取消了。
count-cancelled = 已取消。
count-resume-text = 继续 n = { $n } 的计数（已完成 { $done }）
count-resume-left = 继续 n = { $n } 的计数（已完成 { $done }，还剩{ $left }）
count-record-refused = 保存的 n = { $n } 的计数被拒绝：{ $problem }。
count-records-refused-after = 它不会被继续；重新数这个大小会替换它。
count-store-unavailable = 这个浏览器不为本页保存任何东西（{ $reason }），所以因重新加载或关闭标签页而中断的计数无法继续；计数本身照常进行。
`;
