// The Japanese (日本語) catalog: every word of the page and the element, in Project Fluent's syntax
// (https://projectfluent.org/fluent/guide/). Its messages are English's (en.js and its parts): same ids,
// same attributes, the same variables shown.
export default String.raw`
## 文と文のつなぎ方(日本語では間を空けない)。
sentence-gap = {""}

## ナレーション:探索の一歩ごとに一文(または数文)。マス目はチェスの名前(a1、b3)で呼ぶ。
## (1, 2) のような組、row − col のような式、コードの名前はそのまま残す。
narration-empty-zero = 0×0 の空の盤面です。
narration-start = ステップ 0：{ $n }×{ $n } の空の盤面です。探索はまず 1 行目を埋めます。{ $n ->
       *[other] { $first } から { $last } まで、左から右へ試します
        [1] 試すのは a1 だけです
    }。一つひとつの試みを見るには、「再生」ではなく「1 歩進む」を押してください。
narration-place = { $square }（{ $row } 行目）にクイーンを置きました：{ $first ->
        [yes] 盤上にはまだクイーンがありません
       *[no] どのクイーンからも攻撃されていません
    }{ $full ->
        [yes] 。これで全部の行にクイーンがそろいました
       *[no] {""}
    }。
narration-reject-column = { $row } 行目のマス { $square } は却下：{ $column } 列は { $owner ->
        [square] { $by } のクイーン
       *[row] { $byRow } 行目のクイーン
    }が押さえています。
narration-reject-diagonal = { $row } 行目のマス { $square } は却下：その{ $line ->
        [down] 右下がり
       *[up] 右上がり
    }の対角線は { $owner ->
        [square] { $by } のクイーンが押さえています（0 から数えると { $square } は { $pair }、{ $by } は { $byPair }
       *[row] { $byRow } 行目のクイーンが押さえています（0 から数えると { $square } は { $pair }
    }：{ $line ->
        [down] row − col
       *[up] row + col
    } = { $value }）。
narration-row-attacked = { $row } 行目のマスはすべて攻撃されています：{ $queens } のクイーンがある限り、この行にはどのクイーンも置けません。
narration-first-backtrack-filled = { $call } は全部の行が埋まっているのを見て戻りました：この戻りが最初のバックトラックです。
narration-first-backtrack = { $call } は試す列がなくなって戻りました：この戻りこそがバックトラックです。
narration-a1-given = ステップ 1 で a1 に置いてからの { $steps } ステップで、{ $solutions ->
        [0] そのことが示されました
       *[other] a1 から始まるすべての盤面を試しました（そのうち解は { $solutions } 個）
    }：却下したマスが { $rejections } 個、a1 の下に置いたクイーンが { $placed } 個、取り除いたクイーンが { $lifted } 個（最後が a1）です。
narration-lift-after-solution = 解の後のバックトラック：{ $square } のクイーンを取り除き、{ $row } 行目は { $column } 列へ進みます。
narration-lift-after-solution-last = 解の後のバックトラック：{ $square } のクイーンを取り除きます。{ $row } 行目にも、もう試す列は残っていません。
narration-next-square = { $row } 行目のクイーンは { $square } へ進みます
narration-next-over = 1 行目にはもう試す列が残っていません：探索はこれで終わりです
narration-next-none = { $row } 行目にも、もう試す列は残っていません
narration-row-failed = { $square } にクイーンを置いたままでは { $row } 行目が全滅しました：{ $squares } で始まる解はありません。{ $next }。
narration-lifted-for-good = { $square } のクイーンはこれで最後に取り除かれます。{ $next }。
narration-row-tried = { $square } にクイーンを置いた状態で、{ $row } 行目のマスをすべて試し終えました。{ $next }。
narration-row-tried-solution = { $square } にクイーンを置いた状態で、{ $row } 行目のマスをすべて試し終えました（解 { $number } は { $squares } で始まります）。{ $next }。
narration-solution = { $nodes } ノードを調べて解 { $number } が見つかりました：{ $squares }。コードはこれを { $placement } = [{ $columns }] として記録します（各行の列、0 行目から、0 から数えて）。
narration-solution-of = 全 { $total } ノードのうち { $nodes } ノードを調べて解 { $number } が見つかりました：{ $squares }。コードはこれを { $placement } = [{ $columns }] として記録します（各行の列、0 行目から、0 から数えて）。
narration-done = 探索が終わりました：解は { $solutions } 個です。
narration-scale = 調べた部分盤面（ノード）は { $nodes } 個で、これに対して順列は { $permutations } 通り（{ $n }!）、{ $squares } マスに { $n } 個のクイーンを置く置き方は { $placements } 通り（C({ $squares }, { $n })）あります。
board-empty = { $n }×{ $n } の空の盤面
board-queens = クイーンが { $count } 個ある { $n }×{ $n } の盤面：{ $squares }

## 変種のナレーション:ブロックされたマス、典型的な誤りの誤判定、総当たり。
narration-blocked-required = { $row } 行目のマス { $square } { $pair } は却下（ブロック）：この行のクイーンは指定マス { $required } に置かなければならないので、この行の他のマスは試しません。
narration-blocked = { $row } 行目のマス { $square } { $pair } は却下（ブロック）：ブロックされたマスにはクイーンを置けません。
narration-same-diagonal-reject = { $row } 行目のマス { $square } { $pair } は却下：row + col = { $sum } が右下がりの集合に入っています{ $owner ->
        [square] （{ $by } のクイーンによるもの）
       *[none] {""}
    }。この変種はそこに row + col を入れてしまうからです。それは右上がりの対角線の値なので、右下がりの対角線（row − col）は一度も調べられません。
narration-forgot-undo-reject = { $row } 行目のマス { $square } { $pair } は{ $alone ->
        [yes] バグのせいで却下されました。盤上のどのクイーンもこのマスを攻撃していないのに、です
       *[no] バグのせいで却下されました（別の線でクイーンが攻撃していますが、チェックはここで止まります）
    }：右下がりの対角線（row − col = { $value }）が、{ $ghost ->
        [square] { $ghostSquare } { $ghostPair } にいたクイーン
       *[none] もういないクイーン
    }によって使用中のまま残っています。この変種は右下がりの対角線を決して解放しないからです。
narration-sized-n-reject = { $row } 行目のマス { $square } { $pair } は{ $alone ->
        [yes] バグのせいで却下されました。盤上のどのクイーンもこのマスを攻撃していないのに、です
       *[no] バグのせいで却下されました（別の線でクイーンが攻撃していますが、チェックはここで止まります）
    }：右下がりの表には枠が { $n } 個しかないので、row − col = { $value } は枠 { $slot } に回り込みます{ $owner ->
        [square] 。そこは { $by } のクイーンの枠です（row − col = { $byValue } も { $slot } に回り込みます）
       *[none] {""}
    }。
narration-missed-placement = { $square } { $pair } にクイーンを置きましたが、{ $above } { $abovePair } のクイーンが右下がりの対角線 row − col = { $value } に沿ってここを攻撃しています：この変種は右下がりの集合に row + col を入れるので、右下がりの対角線は一度も調べられません。
narration-false-solution = 偽の解：コードは { $squares }、{ $placement } = [{ $columns }] を { $nodes } ノード後の解 { $number } として記録しますが、{ $upper } { $upperPair } と { $lower } { $lowerPair } のクイーンは{ $line ->
        [column] 列 col = { $value }
        [down] 右下がりの対角線 row − col = { $value }
       *[up] 右上がりの対角線 row + col = { $value }
    } に沿って互いに攻撃し合っています{ $why ->
        [same-diagonal] ：この変種は右下がりの対角線を一度も調べません
       *[none] {""}
    }。
narration-permutation-solution = 順列 { $number }{ $of ->
        [known] （全 { $factorial } 通り）
       *[unknown] {""}
    }を確認：{ $squares }、columns = { $columns }(0 から数えて)。同じ対角線上にあるクイーンの組はありません：解 { $solution } です。
narration-permutation-clash = 順列 { $number }{ $of ->
        [known] （全 { $factorial } 通り）
       *[unknown] {""}
    }を確認：{ $squares }、columns = { $columns }(0 から数えて)。{ $first } { $firstPair } と { $second } { $secondPair } のクイーンが同じ対角線上にあるので（下 − 上 = { $lower } − { $upper } = |{ $lowerCol } − { $upperCol }|）、解ではありません。
narration-brute-done = 総当たりが終わりました：確認した順列は { $permutations } 通り、解は { $solutions } 個、比べたクイーンの組は { $pairs } 組です。
variant-compare-unknown = この変種（{ $variant }）：解は { $count } 個。この盤面の正しい数はここではわかりません。
variant-compare = この変種（{ $variant }）：解は { $count } 個、正しい探索では { $correct } 個 — { $same ->
        [yes] 同じ数です
       *[no] 間違った数です
    }。

## 探索が進んでいる間のナレーション。
narration-playing = { $speed }で再生中…
narration-running = 探索を最後まで実行中…
narration-seeking-solution = 次の解を探しています…
narration-past-end = ステップ { $goal } はこの探索の終わりより先です。この探索はステップ { $steps } で終わります：ここがその終わりです。
narration-back = ステップ { $step } に戻りました。
speed-max = 最高速
speed-steps = 毎秒 { $speed } ステップ

## 受け付けられない盤面の大きさ:$echo は入力されたもの。
size-empty = 盤面の大きさを入力してください：{ $min } から { $max } までの整数です。
size-not-a-number = 「{ $echo }」は数ではありません：{ $min } から { $max } までの整数を入力してください。
size-not-whole = { $echo } は整数ではありません：{ $min } から { $max } までの整数を入力してください。
size-negative = 一辺が { $echo } マスの盤面はありえません：{ $min } から { $max } までの整数を入力してください。
size-too-small = { $echo } は小さすぎます：ここで扱える最小の盤面は { $min }×{ $min } です。
size-too-large = { $echo } は大きすぎます：ここで扱える最大の盤面は { $max }×{ $max } です。
size-stays = { $problem }{ $n }×{ $n } の盤面のままにします。
size-range = （{ $min }〜{ $max }）
labels-too-small = この幅ではマスが小さすぎて対角線の番号を描けません：ウィンドウを広げるか、小さい盤面を選んでください。

## スタジオ:バー、ボタン、パネル。
page-title = N クイーン、一歩ずつ
language-label = 言語
size-label = 盤面の大きさ
variant-label = 変種
options-toggle = オプション
share-toggle = 共有
lesson-toggle = 記事をたどる
focus-toggle = 全画面
    .title = スタジオを画面いっぱいに表示します。教室のプロジェクター向けです（Esc で戻ります）
labels-field-html = 対角線の番号を表示（row &minus; col、row + col）
first-solution-field = 最初の解で止める
mirror-field = 鏡像で半分に
mirror-hint = 最初のクイーンの右半分を飛ばし、左半分で見つけた解を鏡像の分も含めて 2 回数えます
constrain-field = 制約：マスをブロックまたは指定
constrain-hint-html = 「制約」をオンにして盤面のマスをクリックすると（または盤面にフォーカスし、矢印キーで動かして Enter を押すと）そのマスをブロックし、もう一度で指定マスに、さらにもう一度で元に戻します。探索はそれを反映して最初からやり直します。アドレスには <code>block=row,col;row,col</code> と <code>require=row,col</code>(0 から数えて)として残ります。
constrain-clear = すべてのマスを解放
share-heading = このステップへのリンクや埋め込み
copy-link = このステップへのリンクをコピー
copy-embed = 埋め込みコードをコピー
share-text-label = 好きな場所に貼り付けてください（ブラウザが許せばコピーもされています）：
loading-search = 探索を読み込んでいます…
board-area = 盤面
board-empty-label = 空の盤面
search-controls = 探索の操作
progress-label = 進み具合
element-more = ステップ、速さ、大きさ
button-play = 再生
    .title = 再生/一時停止（Space）
button-pause = 一時停止
button-step = 1 歩進む
    .title = 1 ステップ進む（→）
button-step-back = 1 歩戻る
    .title = 1 ステップ戻る（←）
button-next-solution = 次の解
    .title = 次の解まで進む（N）
button-run-to-end = 最後まで
    .title = 探索を最後まで実行（E）。もう一度押すと一時停止
button-reset = リセット
    .title = ステップ 0 に戻る（R）
scrub-label = 探索の中を移動：
scrub-step-zero = ステップ 0
scrub-hint = ステップバーをドラッグするか矢印キーを使うと、前後どのステップへも移動できます。再生は止まります。バー上の印は解、最初のバックトラック、レッスンの停車点を示します：Page Down と Page Up で次と前の印へ移ります。
speed-label = 速さ：
counters-label = カウンター
side-label = 探索が保持しているもの
teaching-panels = 学習パネル
counter-steps = ステップ
counter-nodes = ノード
    .hint = 調べた部分盤面。空の盤面を含む
counter-solutions = 解
counter-backtracks = バックトラック
counter-rejections = 却下
counter-placements = 置いたクイーン
counter-depth = 深さ
    .hint = 盤上のクイーン
counter-blocked-rejections = ブロック
    .hint = ブロックされたマス、または行の指定マスによる却下
counter-permutations = 順列
counter-checks = チェック
    .hint = scan：マスと比べたクイーン。総当たり：比べたクイーンの組
counter-column-rejections = 列による
counter-down-rejections = 右下がりの対角線（row − col）による
counter-up-rejections = 右上がりの対角線（row + col）による
tab-code-stack = コードとスタック
tab-code = コード
tab-tree = 木
tab-growth = 増え方
tab-numbers = 数値
tab-key = 凡例
tab-stack = スタック
tab-sets = 集合
tab-counters = カウンター
code-language = 言語
code-language-python = Python（記事のもの）
code-heading = 実行中のコード
code-lines = コード（1 項目 1 行）
call-stack-heading = コールスタック
call-stack-hint = 一番上のフレームが最後
tree-heading = 育っていく探索木
tree-empty-label = 探索木：空の盤面
growth-heading = n とともに探索はどう増えるか
growth-summary-html = n = 1〜16 で探索が調べるノード（棒）を対数目盛で示し、探索が列挙せずに済む盤面の数と比べます：n!（丸）、n<sup>n</sup>（四角）、C(n&sup2;, n)（三角）、そして解の数（ひし形。0 は軸の下の段）。目盛が一つ上がるごとに 10 倍です。列にフォーカスする（Tab のあと矢印キー）か、ポインターを当てると数値が出ます。
growth-key-nodes = 調べたノード
growth-key-solutions = 解
numbers-heading = すべての数値
rejections-heading = 種類別の却下
known-heading = この盤面について
known-solutions = 解の総数
    .hint = 公表値
known-nodes = 探索全体で調べるノード
sizes-heading = 探索が見ずに済むもの
size-anywhere-html = <var>n</var> 個のクイーンをどこにでも置く置き方、C(<var>n</var>&sup2;, <var>n</var>)
size-per-row-html = 各行にクイーン 1 個の盤面、<var>n</var><sup><var>n</var></sup>
size-permutations-html = 各行・各列に 1 個、<var>n</var>!
size-share-html = これまでに調べたノードの <var>n</var>! に対する割合
key-heading = 盤面の見方
legend-queen = 盤上のクイーン
legend-next = 青い輪：次のステップで試すマス
legend-placed = 緑の輪：直前のステップで置いたクイーン
legend-attacked = 色付きの斜線：行、列、対角線のどれかに沿っていずれかのクイーンが攻撃しているマス
legend-reject = 却下されたマス、それを攻撃する線、その線を持つクイーン
legend-ghost = バックトラックで取り除かれたばかりのクイーン
legend-solution = 解：金色の枠と、クイーンの下の金色のマス（盤面は光ります。多くても 1 秒に 2 回）
legend-phantom = 変種のバグ：どのクイーンも攻撃していないのにチェックが拒むマス（forgot-undo の幽霊の対角線と薄く描いた幽霊のクイーン、sized-n の回り込んだ枠）
legend-missed = 変種のバグ：チェックが一度も見ない右下がりの対角線に沿ってクイーンが攻撃しているマス（same-diagonal）。破線で示します
legend-false = 変種の偽の解：金色はなく赤い破線の枠。攻撃し合う 2 つのクイーンを赤い輪で囲み、その線で結びます
legend-blocked = ブロックされたマス（制約）：ここにはクイーンを置けません
legend-required = 指定マス（制約）：四隅のかぎ括弧。その行のクイーンはここに置かなければなりません
convention-html = マスはチェスの名前で呼びます。列は a、b、c…、段は 1、2、3… ですが、探索は最初の行（1 段目）から埋めるので、盤面はその行を上にして描いています。コードは行と列を <strong>0 から</strong>数えます：（row, col） の組も対角線の番号もこの添字を使うので、a1 は (0, 0)、b3 は (2, 1) です。右下がりの対角線（╲）では <code>row − col</code> が一定（b3 なら 1）、右上がりの対角線（╱）では <code>row + col</code> が一定（b3 なら 3）です。「対角線の番号を表示」をオンにすると、各マスの左上に <code>row − col</code>、右下に <code>row + col</code> が表示されます。
shortcuts-heading = キーボードショートカット
shortcut-play = 再生/一時停止
shortcut-step = 1 歩進む
shortcut-step-back = 1 歩戻る
shortcut-next-solution = 次の解
shortcut-run-to-end = 最後まで
shortcut-reset = リセット
shortcut-labels = 対角線の番号
shortcut-speed = 速く、遅く
sets-heading = 集合
load-failed = 探索を読み込めませんでした：{ $reason }。ページを再読み込みしてもう一度お試しください。
load-failed-short = 探索を読み込めませんでした。
sections-failed = 探索は動いていますが、ページの他のセクションを読み込めませんでした：{ $reason }。ページを再読み込みしてもう一度お試しください。

## 変種と、オプションや制約付きのマスについての説明。
variant-description-correct = 3 つの集合を使う探索：マスが空いているのは、その列、row − col の対角線、row + col の対角線がどれも使われていないときで、クイーンが去ると各線は再び解放されます。
variant-description-forgot-undo = クイーンが去っても右下がりの対角線（row − col）が解放されないため、幽霊の対角線がたまっていき、どのクイーンも攻撃していないマスをふさぎます：n = 8 で見つかる解は 92 個ではなく 0 個です。
variant-description-same-diagonal = 右下がりの集合に右上がりの値 row + col を入れてしまうため、row − col の対角線は一度も調べられません：n = 8 で見つかる盤面は 92 個ではなく 2,113 個です。
variant-description-sized-n = 右下がりの表の枠が 2n − 1 個ではなく n 個しかなく、row − col が回り込む（Python の負の添字）ため、n 離れた対角線が同じ枠を共有して互いにふさぎ合います：n = 8 では 0 個、n = 9 では 116 個ですが、n = 5 ではたまたま正しい 10 個になります。
variant-description-scan = 3 回の集合の参照ではなく、置いたクイーン全部と各マスを比べます：数は正しいものの、チェックは 1 マスあたり O(1) ではなく O(n) 回です。
variant-description-brute-force = 列のすべての順列を辞書順に並べ、一つずつ盤面全体で対角線の重なりを調べます：同じ 92 個の解のために n! 個の盤面（n = 8 で 40,320 個）です。
variant-name-correct = 正しい探索
variant-name-forgot-undo = 取り消し忘れ
variant-name-same-diagonal = 対角線の取り違え
variant-name-sized-n = n 枠の表
variant-name-scan = 全クイーンと比較
variant-name-brute-force = 総当たり
experiment-options-ignored = { $options } は、ブロックや指定マスのない正しい探索にしか効きません：この探索は最後まで実行されます。
constrain-counting = ブロック { $blocked } マス、指定 { $required } マスで、正しい探索が { $n }×{ $n } の盤面の解を数えています…
constrain-counted = ブロック { $blocked } マス、指定 { $required } マスで、正しい探索は { $n }×{ $n } の盤面に解を { $count } 個見つけます。
constrain-too-long = ブロック { $blocked } マス、指定 { $required } マスでは、正しい探索にここで { $limit } ステップより多くかかります：数えるには実行してください。
element-load-failed = 探索を読み込めませんでした：{ $reason }。

## コードパネル:探索がいる行の注記。コード自身の言葉で書く。
code-note-blocked = ✗ { $where } はブロックされています（このコードにはない規則です。集合は参照されません）
code-note-scan = ✗ { $where } は{ $owner ->
        [square] { $by } のクイーン（r = { $byRow }, c = { $byCol }）
       *[row] { $byRow } 行のクイーン
    }とぶつかります：{ $line }
code-note-in-set = ✗ { $where }：{ $formula } = { $value } は { $set } に入っています
code-note-same-diagonal = ✗ { $where }：row + col = { $value } は { $set } に入っています（バグ：そこに row + col を入れている）
code-note-sized-n = ✗ { $where }：row - col = { $value } は { $n } 個の枠のうち枠 { $slot } を読み、その値は { $true } です
code-note-ghost = ✗ { $where }：row - col = { $value } は { $set } に入っています（もういないクイーンが残したもの：バグ）
code-note-place = ✓ { $where } は空いています：クイーンをそこに置き、次に { $call }
code-note-remove = ↩ { $call } が戻りました：{ $where } のクイーンを取り除きます
code-note-remove-kept = ↩ { $call } が戻りました：{ $where } のクイーンを取り除きますが、row - col = { $value } は { $set } に残ります
code-note-false-solution = ✗ 偽の解 { $number }：{ $placement } = [{ $columns }]。ところが { $upper } と { $lower } は互いに攻撃し合っています
code-note-solution = ★ 解 { $number }：{ $squares }、{ $placement } = [{ $columns }]
code-note-done = ■ { $call } が戻りました：探索はこれで終わりです
code-note-start = ▶ 探索はここから始まります
code-note-brute-start = ▶ { $call } は { $first } から始まります
code-note-brute-done = ■ すべての順列を確認しました：その合計が解の数です
code-note-brute-solution = ★ columns = { $columns }（{ $squares }）：ぶつかる組はありません。解 { $solution }
code-note-brute-clash = ✗ columns = { $columns }：upper = { $upper }, lower = { $lower }, { $lower } - { $upper } == |{ $b } - { $a }|：{ $first } と { $second } は同じ対角線上にあります
code-listing-label = { $variant ->
        [correct] 探索
       *[other] 変種 { $variant }
    }（{ $language }）
code-bug-forgot-undo = バグ：この削除が抜けているため、クイーンが去っても row − col が右下がりの集合に残ります（幽霊）。
code-bug-same-diagonal = バグ：右下がりの集合に右上がりの値 row + col を入れているため、row − col は一度も調べられません。
code-bug-sized-n = バグ：枠が 2n − 1 個ではなく n 個で、row − col が回り込む（Python の負の添字）ため、n 離れた対角線が枠を共有します。
code-bug-scan = 誤り：置いたクイーン全部とマスを比べます。3 回の集合の参照なら O(1) で済むところが O(n) かかります。

## コールスタック:埋めている行ごとに 1 フレーム、一番上のフレームが最後。
frame-filled = { $call }：row == n、全部の行が埋まっています
frame-just-called = { $call } · { $row } 行目：呼ばれたばかりで、まだどの列も試していません
frame-trying = { $call } · { $row } 行目：{ $squares }(col = { $col })
frame-legend = ✗ テストで却下 · ↩ クイーンがいたが、下の呼び出しが戻ったときに取り除かれた · ✓ ここにクイーンがいる
stack-brute = コールスタックはありません：総当たりは再帰呼び出しをしません。count_by_permutation は順列を丸ごと順に調べるので、下の行を待つフレームはありません。
stack-empty-returned = 空：{ $call } は戻りました。
stack-empty-start = 空：探索は { $call } から始まります。

## 集合パネル。
sets-note-forgot-undo = この変種は右下がりの対角線を決して削除しません：去ったクイーンの値は { $down } に残り、幽霊として示されます。
sets-note-same-diagonal = この変種は { $down } に右上がりの値 row + col を入れます：{ $up } と同じ内容になり、row − col は一度も保持されません。
sets-note-sized-n = この変種は右下がりの対角線を n 個の枠のリスト { $slots } に row − col を添字として保持します：負の添字は末尾に回り込むので、n 離れた対角線が枠を共有します。
sets-note-scan = scan は集合を持ちません：各マスを { $placement } のすべてのクイーンと、0 行目から順に比べます。
sets-note-brute-force = 総当たりは集合も、1 行ずつ作る { $placement } も持ちません：列の順列を丸ごと一つずつ取り、そのクイーンを 2 つずつ比べます。
sets-heading-scan = scan が保持するもの：{ $placement } だけ
sets-heading-brute-force = 総当たりが保持するもの：順列 1 つ
sets-change-blocked = 却下：{ $square } はブロックされています。集合を参照する前です
sets-change-scan = 却下：{ $square } は{ $line ->
        [column] 列
        [down] 右下がりの対角線
       *[up] 右上がりの対角線
    }に沿って{ $owner ->
        [square] { $by } のクイーン
       *[none] あるクイーン
    }とぶつかります
sets-change-clash = 衝突：{ $upper } 行と { $lower } 行、{ $first } と { $second }：{ $lower } − { $upper } = |{ $lowerCol } − { $upperCol }|、同じ対角線
sets-change-safe = 同じ対角線上のクイーンの組はありません：解 { $solution }
sets-change-reject = 却下：{ $slot ->
        [yes] { $line } の枠
       *[no] { $line }
    } = { $value } はすでに{ $set ->
        [column] 列
        [down] 右下がりの対角線
       *[up] 右上がりの対角線
    }の集合にあります（{ $owner ->
        [square] { $by } のクイーンが入れたもの
       *[none] 盤上のどのクイーンのものでもありません：変種のバグ
    })
sets-value = { $set ->
        [column] 列
        [down] 右下がり
        [slot] 右下がりの枠
       *[up] 右上がり
    } { $value }
sets-change-added = 追加：{ $values }
sets-change-removed = 削除：{ $values }
sets-change-removed-kept = 削除：{ $values }（右下がり { $down } は削除されません：バグ）
sets-ghost-title = もういないクイーンが残したもの：この変種は右下がりの対角線を決して削除しません
sets-refused-title = この値がマスを拒みました
sets-slot-title = 枠 { $slot }
sets-permutation-title = 確認中の順列：各クイーンの列、0 行目から、0 から数えて
sets-placement-title = 状態の 4 つ目：各クイーンの列、0 行目から、0 から数えて

## 探索木。
tree-board-empty = 空の盤面、ステップ 0
tree-board = { $square }：{ $row } 行目のクイーン、{ $col } 列、ステップ { $step } で配置
tree-board-later = { $square }：{ $row } 行目のクイーン、{ $col } 列、ステップ { $step } で配置（現在のステップ { $now } より後）
tree-not-drawn = 探索木：この探索では描きません。
tree-not-drawn-why = 描くのは正しい探索と、n = 8 までの典型的な誤りです。総当たりは盤面を丸ごと調べるので、木は育ちません。
tree-counts = 探索木：盤面 { $nodes } 個（空の盤面を含む）、却下したマス { $pruned } 個、解 { $solutions } 個。
tree-how-drawn = すべてのノードを描いています：盤面は点（現在の経路は青、あきらめた枝は薄く）、却下は短い赤い線、解は金色です。探索が戻ってきた盤面も薄く残ります。盤面をクリックするか、矢印キーと Enter で、それを置いたステップへ移動できます。パネルより広い木は横にスクロールします。
tree-how-summary = 深さ別の要約（n > 8 ではノードが多すぎて一つずつは描けません）：クイーンの数ごとに 1 本の帯で、その深さの盤面（灰色）と却下したマス（赤）を同じ縮尺で示します。青い印は今のクイーンの列です。数は正確です。
tree-chosen = 選択中：{ $board }。

## 増え方のグラフ。
growth-column = n = { $n }：探索が調べるノードは { $nodes } 個、見つかる解は { $solutions } 個。n! = { $factorial }、nⁿ = { $power }、C(n², n) = { $choose }。
growth-point-choose = n = { $n }：n² マスに n 個のクイーンを置く置き方 { $count } 通り
growth-point-power = n = { $n }：各行にクイーン 1 個の盤面 { $count } 通り
growth-point-factorial = n = { $n }：各行・各列にクイーン 1 個の盤面 { $count } 通り
growth-point-nodes = n = { $n }：探索が調べるノード { $count } 個
growth-point-solutions = n = { $n }：解 { $count } 個
growth-beyond = n = { $n } はグラフの範囲外です：ノード数がわかっているのは n = { $max } までです。
growth-live-brute = 現在 n = { $n }：この探索は盤面を丸ごと調べ、部分盤面は一つも調べません。
growth-live = 現在 n = { $n }：{ $total } 個のノードのうち { $nodes } 個を調べました。
growth-live-variant = 現在 n = { $n }：この探索はノードを { $nodes } 個調べました。普通の探索では { $total } 個です。

## ステップバー、その印、進み具合の行、時間。
scrub-known = ステップ { $step } / { $total }
scrub-open = ステップ { $step } · 終わりは不明
scrub-open-value = ステップ { $step }、終わりはまだわかりません
scrub-share = { $exact ->
        [yes] {" · "}{ $done } 探索済み
       *[no] {" · "}約 { $done } 探索済み
    }
scrub-open-value-tree = ステップ { $step }、終わりはまだわかりません、{ $exact ->
        [yes] 探索木の { $done } を探索済み
       *[no] 探索木の約 { $done } を探索済み（木の大きさは推定）
    }
scrub-mark = {"："}{ $mark }
scrub-seeking = ステップ { $target } へ移動中…
scrub-seeking-now = ステップ { $target } へ移動中…（現在 { $steps }）
mark-stop = レッスンの停車点 { $number }
mark-backtrack = 最初のバックトラック
mark-solution = 解 { $number }
list-separator = {"、"}
progress-run = { $what ->
        [solution] 次の解
       *[end] 最後まで
    }：{ $phase ->
        [running] 実行中
        [paused] 一時停止中
        [found] 発見
       *[finished] 完了
    }
progress-share-finished = 探索の { $done }
progress-share = 探索の { $done } が完了、残り { $left }
progress-share-estimated = 探索の約 { $done } が完了（大きさは推定）
progress-timing = { $seconds } 秒で
progress-timing-rate = { $seconds } 秒で（毎秒 { $rate } ステップ）
progress-all-steps = 全部で { $steps } ステップ
progress-this-run = そのうち今回の実行で { $taken } ステップ、{ $timing }
progress-steps = { $taken } ステップ、{ $timing }
progress-left = 残り{ $time }
progress-measuring = 残り時間を計測中…
duration-seconds = { $seconds } 秒
duration-minutes = { $min } 分 { $seconds } 秒
duration-hours = { $hours } 時間 { $min } 分
duration-days = { $days } 日 { $hours } 時間
duration-years = 約 { $years } 年
remaining-few-seconds = 数秒
remaining-seconds = 約 { $seconds } 秒
remaining-minutes = 約 { $min } 分
remaining-hours = 約 { $hours } 時間
remaining-days = 約 { $days } 日
remaining-years = 約 { $years } 年

## カウンターの注記と、見つかった解。
not-tabulated = 表にない
counted-here = このページの探索を最後まで実行して数えた値
share-title = { $permutations } 通りの順列のうち { $nodes }
solution-button = 解 { $number }：{ $squares }。盤面に表示する
solutions-ahead = 薄く表示した盤面 { $ahead } 個は現在のステップより先にあります：探索は一度そこを通っていて、また見つけます。
solutions-more = ほかに { $rest } 個（描くのは最初の { $limit } 個だけです）

## ガイド付きレッスン「記事をたどる」。
lesson-previous = 前の
    .more = 停車点
lesson-next = 次の
    .more = 停車点
lesson-close = 閉じる
    .more = {""}
lesson-try = もう一度
    .more = 試す
lesson-now = すぐに見る
lesson-progress = 停車点 { $number } / { $total }
lesson-unavailable-title = レッスンは普通の探索に沿って進みます
lesson-unavailable = 記事の盤面を正しい探索でたどります：変種を正しい探索に戻し、「最初の解で止める」「鏡像で半分に」「制約」をオフにしてから、「もう一度試す」を選んでください。
lesson-moving = 探索を移動中…
lesson-playing = 答えのところまで探索を進めています：ステップ { $step }。
lesson-your-turn = まずはあなたの番です
lesson-check = 確かめる
lesson-start-title = 空の盤面
lesson-start-1 = 探索は上から 1 行ずつ埋め、列は左から右へ試します：1 行目の最初のマス { $first } が最初です。
lesson-start-2 = 「再生」ではなく「1 歩進む」を使うと、クイーンを置くたび、バックトラックするたびに、それぞれの瞬間が見られます。「次の停車点」で、記事が説明する次の瞬間へ進みます。
lesson-first-rejection-title = 最初の却下
lesson-first-rejection-1 = { $square } は拒まれます：{ $line ->
        [column] { $owner ->
            [square] { $by } のクイーンがその列を押さえている
           *[none] 前の行のクイーンがその列を押さえている
        }ので、{ $test } は { $true } です
        [down] { $owner ->
            [square] { $by } のクイーン
           *[none] 前の行のクイーン
        }の右下がりの対角線上にあります（row − col が同じ）
       *[up] { $owner ->
            [square] { $by } のクイーン
           *[none] 前の行のクイーン
        }の右上がりの対角線上にあります（row + col が同じ）
    }。
lesson-first-rejection-2 = テストはクイーンを置く前に行うので、拒まれたマスのコストは集合の参照 3 回だけで、元に戻すものは何もありません。
lesson-second-queen-title = { $row } 行目のクイーン
lesson-second-queen-1 = クイーンは { $square } に置かれます：{ $row } 行目のマスのうち、左から見て、上のどのクイーンからも攻撃されていない最初のマスです。
lesson-second-queen-2 = 置くと、その列、row − col、row + col が 3 つの集合に加わり、探索は次の行へ進みます。
lesson-second-queen-again-title = { $first } の下の { $row } 行目
lesson-second-queen-again-1 = クイーンは { $square } に置かれます：{ $row } 行目のマスのうち、左から見て、上のどのクイーンからも攻撃されていない最初のマスです。
lesson-second-queen-again-2 = 置くと、その列、row − col、row + col が 3 つの集合に加わり、探索は次の行へ進みます。
lesson-first-backtrack-title = 最初のバックトラック
lesson-first-backtrack-1 = { $next } 行目のマスはすべて攻撃されているので、{ $call } のループは何も置かずに終わり、呼び出しはそのまま戻ります。
lesson-first-backtrack-2 = この戻りがバックトラックです：クイーンは { $square } を離れ、その 3 つの値が集合から取り除かれ、{ $row } 行目は次の列へ進みます。
lesson-first-backtrack-3 = そのための特別な命令はありません。試す列がなくなった関数があるだけです。
lesson-corner-given-up-title = { $square } をあきらめる
lesson-corner-given-up-1 = クイーンは { $square } を最終的に離れます：その下の配置はすべて試し終えたので、{ $solutions ->
        [0] { $square } から始まる配置はどれもうまくいきません
       *[other] { $square } はその解 { $solutions } 個をすべて出し終えました
    }。
lesson-corner-given-up-2 = そこにクイーンを置いてからの { $tries } ステップで、1 行目についてのこのただ一つの事実が示されました。どのステップも必要でした：どれかを飛ばせば、本物の解を行き止まりと一緒に捨ててしまうかもしれません。
lesson-mirror-corner-given-up-title = { $square } をあきらめる
lesson-mirror-corner-given-up-1 = クイーンは { $square } を最終的に離れます：その下の配置はすべて試し終えたので、{ $solutions ->
        [0] { $square } から始まる配置はどれもうまくいきません
       *[other] { $square } はその解 { $solutions } 個をすべて出し終えました
    }。
lesson-mirror-corner-given-up-2 = { $square } は { $corner } の鏡像で、その枝は { $corner } の枝を映したものです：同じ { $tries } ステップ、同じ結果です。
lesson-first-solution-title = 最初の解
lesson-first-solution-1 = どの行にもクイーンがあります：{ $squares }。コードはこれを { $placement } = { $columns }（各行の列、0 から数えて）として保持します。
lesson-first-solution-2 = この解は、{ $corner } の枝から完全に抜け出して { $start } からやり直した後にようやく現れます。{ $n } 個のクイーンのあらゆる置き方を総当たりすれば、{ $placements } 通りを試すことになります。
lesson-mirror-solution-title = 鏡像
lesson-mirror-solution-1 = { $squares }、{ $columns }：最初の解を左右に反転したものです。
lesson-mirror-solution-2 = 解を反転すると必ず別の解になるので、1 行目の右半分には左半分と同じ数の解があります：鏡像の技は左半分だけを探索し、各解を 2 回数えます。
lesson-totals-title = { $n }×{ $n } の盤面
lesson-totals-1 = { $n }×{ $n } の盤面の探索は { $steps } ステップで終わります：解は { $solutions } 個、調べた部分盤面は { $nodes } 個（空の盤面を含む）です。
lesson-totals-2 = これに対して、{ $n }! = { $factorial } 通りの順列と、{ $n } 個のクイーンをどこにでも置く { $placements } 通りの置き方があります：3 つの集合は、枝が行き詰まったその瞬間に切り落とします。
lesson-end-title = おわり
lesson-end-1 = 探索は { $steps } ステップで終わります：解は { $solutions } 個、調べた部分盤面は { $nodes } 個（空の盤面を含む）です。
lesson-end-2 = これに対して、{ $n }! = { $factorial } 通りの順列と、{ $n } 個のクイーンをどこにでも置く { $placements } 通りの置き方があります：3 つの集合は、枝が行き詰まったその瞬間に切り落とします。
lesson-ask-square = 探索の次のクイーンは { $row } 行目のどのマスに入るでしょう? 盤面でクリックするか、ここで選んでください。
lesson-ask-first-lift = 次は { $row } 行目で、クイーンは { $queens } にあります。探索が最初に取り除くのはどのクイーンでしょう（取り除くとすれば）? 盤面でクリックするか、ここで選んでください。
lesson-none-of-them = どれでもない
lesson-ask-mirror-start = 解 1 は { $squares } です。その左右の鏡像も解です：1 行目のどのマスから始まるでしょう? 盤面でクリックするか、ここで選んでください。
lesson-ask-totals = 次は { $n }×{ $n } の盤面全体です。探索は解をいくつ見つけ、部分盤面（ノード、空の盤面を含む）をいくつ調べるでしょう?
lesson-field-solutions = 解
lesson-field-nodes = ノード
lesson-ask-corner = { $square } にクイーンを置いて始まる解はあるでしょうか?
lesson-yes = ある
lesson-no = ない
lesson-right-square = 正解：{ $answer } です。
lesson-wrong-square = 今回は違います：{ $why ->
        [row] { $choice } は { $row } 行目にありません
        [attacked] { $choice } は攻撃されています
       *[later] { $choice } も空いていますが、探索は左から列を試し、最初に空いたマスで止まります
    }。探索は { $answer } を選びます。
lesson-right-first-lift = 正解：最後に置いたクイーン { $answer } が最初に取り除かれます。
lesson-wrong-first-lift = 今回は違います：{ $why ->
        [none] { $row } 行目のマスはすべて攻撃されているので、その呼び出しは何も置かずに戻ります
       *[queen] 探索は一番新しい選択から取り消します。{ $choice } は、その下のマスをすべて試し終えるまで残ります
    }。探索は { $answer } を取り除きます。
lesson-right-mirror-start = 正解：{ $answer } から始まります。
lesson-wrong-mirror-start = 今回は違います：左右に反転すると { $first } は { $mirrored } になり、{ $answer } から始まります。
lesson-right-totals = 正解：解は { $solutions } 個、ノードは { $nodes } 個です。
lesson-wrong-totals = あなたの答えは解 { $saidSolutions } 個、ノード { $saidNodes } 個でした。探索が見つける解は { $solutions } 個、調べるノードは { $nodes } 個です。
lesson-corner-verdict = { $right ->
        [yes] 正解
       *[no] 今回は違います
    }：{ $some ->
        [yes] そういう解はあります
       *[no] そういう解は一つもありません
    }。探索がそれを確かめる様子を見てください。

## スタジオの下にあるページのセクション(www/index.html)。
skip-to-board = 盤面へ移動
about-heading = パズルと探索
about-intro-html = <var>n</var>&times;<var>n</var> の盤面に、どれも互いに攻撃し合わないように <var>n</var> 個のクイーンを置きます。探索は上から 1 行ずつ埋め、列を左から右へ試し、空いたマスのない行に出会ったらすぐに後戻りします。
count-heading = 速く数える、または解を一つ作る
count-sub = すべての解を数える
count-about-html = 一歩ずつの探索とは別の、ずっと速い数え方です。独立した単位に分けて <span id="count-workers">複数</span> の Web Worker（プロセッサのコアごとに 1 つ）で分担します。<span id="count-join-max">N</span>&times;<span id="count-join-max-again">N</span> までは空いた列で半分の盤面どうしをつなぎ、半回転や 4 分の 1 回転で変わらない少数の解から一意な解を求めます。それより大きい盤面では、縁のクイーンを対称性のクラスごとに一度だけ置き、内側をビットマスクで探索します。
count-on = 数える場所
count-on-cpu-html = CPU(<span id="count-cpu-workers">複数</span> の Web Worker)
count-on-gpu-html = GPU：<span id="count-gpu-name">–</span>
count-gpu-note-html = GPU では縁のクイーンを対称性のクラスごとに一度だけ置き（一意な解も含めて）、何千もの小さな探索を同時に走らせます。専用の GPU があれば 20&times;20 を試してみてください。GPU での数えはすべて検証されます：CPU がランダムな単位を数え直し、少しでも違えば結果を採りません。
count-size-label = 数える盤面の大きさ
count-button = 数える
count-cancel = 中止
count-resume = 再開
count-discard = 破棄
count-confirm-title = この数えには時間がかかります
count-confirm-yes = それでも数える
count-confirm-no = 数えない
count-nothing-yet = まだ何も数えていません。
count-known = 既知の値（公表値）
count-unique-html = 一意な解 <span class="hint">（回転と鏡映を同一視）</span>
construct-sub = 解を一つ作る
construct-about-html = 探索を一切せず、公式（<var>n</var> mod 6 による）で直接書き出し、その後で確かめます。
construct-size-label = 作る盤面の大きさ
construct-button = 作る
construct-nothing-yet = まだ何も作っていません。
repair-sub = 埋まった盤面を修理する（最小衝突法）
repair-about = 探索はしません：最初からすべての行にクイーンを貪欲に置き、それから何度も、攻撃されているクイーンを 1 つ、同じ行の中で攻撃してくるクイーンが最も少ないマスへ動かします（同点はシードから無作為に選びます）。各マスは、攻撃してくるクイーンの数に応じて色が付きます。
repair-size-label = 修理する盤面の大きさ
repair-seed-label-html = シード <span class="hint">（同じシードなら同じ動き）</span>
repair-pace = 速さ：
repair-moves = 手数
repair-attacked = 攻撃されているクイーン
repair-nothing-yet = まだ何も修理していません。
practice-heading = 練習：記事の演習を、探索を実行して確かめる
practice-corner-question = 角のマスにクイーンを置く解はいくつあるでしょう?
practice-corner-button = 角のクイーンを数える
practice-first-button = 最初の解まで進める
practice-mirror-button = 数を比べる
practice-odd-question = 奇数の盤面で真ん中の列まで 2 倍にすると、何がおかしくなるでしょう?
practice-odd-button = 両方の合計を見る
solutions-heading-html = これまでに見つかった解：<span id="solutions-count">0</span>
solutions-hint = 探索が解に達するたびに、ここに表示されます。選ぶと盤面に表示されます。
footer = 探索は Rust からコンパイルした WebAssembly で動いています。このページは一度読み込めばオフラインでも使えます。
count-resume-offer = 再読み込みで止まった数え
construct-none-label = まだ盤面を作っていません
repair-controls = 修理の操作
repair-none-label = 修理する盤面はまだありません
page-description = N クイーン問題のバックトラック探索を、一歩ずつ見てみましょう。

## 練習:記事の演習。それぞれ、まず自分の答えを出してから確かめます。
practice-your-answer = まずあなたの答え：{ $prompt }
practice-verdict-right = あなたの答えは { $guess }：正解です。
practice-verdict-wrong = あなたの答えは { $guess }。探索の答えは { $answer } です。
practice-yes = はい
practice-no = いいえ
practice-yes-word = はい
practice-no-word = いいえ
practice-first-question = n = { $n } での探索の最初の解は、記事の { $columns } と同じでしょうか?
practice-mirror-question = 鏡像の技（最初のクイーンを左半分に置き、数を 2 倍にする）で、n = { $sizes } の正しい総数が得られるでしょうか?
practice-corner-prompt = 上で選んだ大きさの盤面の解のうち、いくつが角にクイーンを置くでしょう?
practice-first-prompt = 最初の解は記事のものと同じ?
practice-mirror-prompt = 2 倍にした左半分は、どの盤面でも総数と等しい?
practice-odd-prompt = 真ん中の列も 2 倍にすると、合計は
practice-odd-high = 多すぎる
practice-odd-right = ちょうど正しい
practice-odd-low = 少なすぎる
practice-odd-mixed = 場合によって違う
practice-corner-answer = { $n }×{ $n }：{ $solutions } 個の解のうち { $corner } 個が角のマスにクイーンを置きます（左上の a1 には { $topLeft } 個）。
practice-corner-why-one = ただ一つのマスが、同時にすべての角です。
practice-corner-why = 角に 2 つのクイーンがある解はありません（どの 2 つの角も、行、列、長い対角線のどれかを共有します）。また盤面を回転・反転すると左上の角はほかの各角に移るので、各角にクイーンがあるのは解の 4 分の 1 ずつです。
practice-first-answer = { $equal ->
        [yes] はい
       *[no] いいえ
    }：探索は { $steps } ステップ後に最初の解 { $found } で止まりました。記事では { $expected } です。
practice-first-why = 探索は各行の列を左から右へ試すので、最初に完成する盤面は辞書順で最も小さいものです：4×4 の盤面では一番上の行の列 0 のクイーンは行き詰まり、列 1 ならうまくいきます。
practice-mirror-table = 偶数の盤面での鏡像の技
practice-mirror-column-left = 最初のクイーンが左半分
practice-mirror-column-doubled = 2 倍
practice-mirror-column-full = 総数
practice-mirror-column-equal = 等しい
practice-equal-yes = はい
practice-equal-no = いいえ
practice-mirror-answer = { $all ->
        [yes] はい、どれでも
       *[no] いいえ
    }：解を左右に反転すると、最初のクイーンが反対側にある別の解になるので、右半分には左半分とちょうど同じ数の解があります。そして偶数の盤面には、クイーンが入る真ん中の列がありません。
practice-odd-table = 奇数の盤面：真ん中の列を 2 倍にした場合と 1 回だけ数えた場合
practice-odd-column-left = 左半分
practice-odd-column-middle = 真ん中の列
practice-odd-column-doubled = 真ん中を 2 倍（誤り）
practice-odd-column-once = 真ん中は 1 回（正しい）
practice-odd-column-full = 総数
practice-odd-why = 最初のクイーンが真ん中の列にある解の鏡像も、最初のクイーンは真ん中の列にあります。探索はすでにその両方を見つけているので、2 倍にするとそれぞれを 2 回数えることになり、合計はちょうど真ん中の列の分だけ多すぎます。左半分は 2 回、真ん中は 1 回数えましょう。

## 共有の引き出し。
share-copied = { $what ->
        [link] このステップへのリンク
       *[embed] 埋め込みコード
    }をコピーし、ここに表示しました。
share-not-copied = { $what ->
        [link] このステップへのリンク
       *[embed] 埋め込みコード
    }をここに表示しました（選択済み）：ブラウザがページにコピーを許可しなかったので、Ctrl+C か ⌘C を押してください。
embed-frame-title = N クイーンの探索、一歩ずつ
embed-comment-element = 要素
embed-comment-iframe = または iframe

## 作る:公式で書き出した解を一つ、確かめる。
construct-failed = { $n }×{ $n }：作れませんでした。{ $reason }。
construct-none = { $n }×{ $n } の盤面には解がありません：{ $n } 個のクイーンを互いに攻撃させずに置く方法はありません。
construct-none-board = { $n }×{ $n } の盤面：解はありません
construct-valid = { $n }×{ $n }：{ $n } 個のクイーンが各行・各列に 1 個ずつあり、同じ対角線上のものはありません：正しい解です（確認済み）。
construct-invalid = { $n }×{ $n }：作った配置は正しくありません（確認済み）。これはバグです。
construct-board = 作った { $n }×{ $n } の盤面の解（{ $valid ->
        [yes] 正しい
       *[no] 正しくない
    }）。{ $picture ->
        [yes] 各点は、盤面のその部分にあるクイーンの数に応じて色が付いています。
       *[no] {""}
    }
construct-sample-columns = { $rows ->
        [all] 各行
       *[some] 0 行目から { $last } 行目まで
    }の列（コードと同じく 0 から数えて）：{ $columns }{ $more ->
        [yes] 、…
       *[no] {""}
    }。
construct-sample-squares = マス目で：{ $squares }{ $more ->
        [yes] {" …"}
       *[no] {""}
    }。
construct-time = { $construct } で作って確かめ、{ $draw } で描きました。
constrain-now = { $square } { $pair } は{ $state ->
        [blocked] ブロック
        [required] 指定マス
       *[free] 空き
    }になりました。
constrain-all-free = すべてのマスが再び空きになりました。
constrain-cursor = { $square } { $pair }：{ $state ->
        [blocked] ブロック。Enter で指定マスにします。
        [required] 指定マス。Enter で空きに戻します。
       *[free] 空き。Enter でブロックします。
    }
## 名前や値を並べただけのリストの区切り。
list-gap = {"、"}

## アドレスの設定（?n=8&speed=20…）と要素の属性で、理解できなかったもの。どの問題も設定を書かれたとおりの名前
## （$name）で呼び、与えられた値（$value）を引用する。
param-repeated = { $name } が { $count } 回指定されています（{ $values }）：1 回だけ指定してください。
param-flag = { $name }：{ $value } は 1 でも 0 でもありません。
param-step = { $name }：{ $value } はステップ番号（0 以上の整数）ではありません。
param-speed = { $name }：{ $value } は設定できる速さではありません。毎秒のステップ数を { $min } から { $max } までの整数で、または “max” と指定してください。
param-n = n（盤面の大きさ）：{ $problem }
param-lang = lang：{ $value } はこのページの言語ではありません（{ $languages }）。
param-problems = アドレスの設定の一部が理解できなかったため、それらには既定の値を使います。
attribute-n = n：{ $problem }
attribute-variant = variant：{ $value } は変種ではありません（{ $variants }）。
attribute-choice = { $name }：{ $value } は { $choices } のどれでもありません。
attribute-show = { $name }：{ $value } は “show” でも “none” でもありません。
attribute-panels = panels：{ $value } はパネルではありません（{ $panels }）。
attribute-loop = to：{ $to } が from（{ $from }）より後ではないため、繰り返すステップはありません。
attribute-problems = 理解できなかったため既定の値を使います：{ $problems }
embed-origin = origin：{ $value } は https://example.org のようなオリジンではないため、このフレームはどのページにも応答しません。

## アドレスの変種とマス（?variant=scan&block=0,1;2,3）で、理解できなかったもの。
address-variant = variant：{ $value } は変種ではありません。変種は { $variants } です。
address-square-bad = { $name }：{ $value } はマスではありません：0 から数えた 行,列 の組を “;” でつないで指定してください（例：0,1;2,3）。
refusal-unknown = 探索はこの盤面でこれらのマスを受け付けません
address-squares-refused = block と require：これらのマスなしで盤面を探索します。{ $problem }。
constrain-refused-freed = { $problem }。そのため { $square } { $pair } は空きに戻りました。
constrain-refused-cleared = { $problem }。そのため、ブロックしたマスと指定したマスはすべて解除しました。

## コアが受け付けなかった理由。どれも句点のない文として言い、続きはページが添える。
refusal-not-a-number = 盤面の大きさが数ではありません
refusal-not-whole = 盤面の大きさは整数でなければなりません（{ $n } ではなく）
refusal-negative = 盤面の大きさを負にはできません（{ $n }）
refusal-too-large = 盤面の大きさ { $n } は大きすぎます：ここでの最大は { $max } です
refusal-off-board = マス { $square } { $pair } は { $n }×{ $n } の盤面の外にあります（行も列も 0 から数えます）
refusal-blocked-and-required = マス { $square } { $pair } がブロックと指定の両方になっています
refusal-required-attack = 指定したマス { $square } { $pair } と { $other } { $otherPair } が互いに攻撃し合います
refusal-mirror = 鏡像オプションには、ブロックしたマスも指定したマスもない盤面が必要です
refusal-mirror-of-variant = 鏡像オプションは正しい探索だけのもので、{ $variant } には使えません
refusal-brute-force-constrained = 総当たりは順列を丸ごと調べるため、ブロックしたマスや指定したマスは受け付けません
refusal-brute-force-first-solution = 総当たりはすべての順列を調べるため、最初の解で止めるオプションはありません
refusal-no-solution = { $n }×{ $n } の盤面には解がありません
refusal-seed = シードは 0 から { $max } までの整数でなければなりません
refusal-picture-size = 画像の一辺は { $min } から { $max } ピクセルです（{ $px } ではなく）
refusal-picture-not-whole = { $what ->
        [size] 大きさ
        [from] 最初のステップ
        [to] 最後のステップ
       *[fps] 速さ
    }は 0 以上の整数でなければなりません（{ $value } ではなく）
refusal-picture-backwards = ステップが { $from } から { $to } になっています：最後のステップが最初のステップより前になってはいけません
refusal-picture-too-many-frames = アニメーションに入るのは最大 { $most } ステップです（{ $frames } ではなく）
refusal-picture-too-many-pixels = 一辺 { $px } ピクセルのフレーム { $frames } 枚は、アニメーションに入る量（一辺 480 ピクセルのフレームなら最大 { $most } 枚）を超えます：ステップを減らすか、大きさを小さくしてください
refusal-picture-too-far = ステップ { $step } は画像にできる範囲（ステップ { $farthest }、探索で約 1 分）より先です
refusal-picture-no-frames = アニメーションには少なくとも 1 ステップが必要です
refusal-picture-fps = アニメーションの速さは毎秒 { $min } から { $max } フレームです（{ $fps } ではなく）
refusal-picture-past-the-end = 探索はステップ { $last } で終わります：ステップ { $from } はありません

## ページの新しい版の知らせ。
update-ready = このページの新しい版を用意できました。
update-reload = 再読み込み
update-later = 今はしない
update-loading = 新しい版を読み込んでいます…

## 「共有」の引き出しにある、画像とアニメーションの保存。
pictures-summary = 画像やアニメーションを保存
pictures-picture-legend = 画像を保存（このステップの盤面）
pictures-size = 大きさ
pictures-size-unit = ピクセル
pictures-colours = 色
pictures-theme-auto = 表示どおり
pictures-theme-light = 明るい
pictures-theme-dark = 暗い
pictures-save-png = PNG で保存
pictures-save-svg = SVG で保存
pictures-animation-legend = アニメーションを保存（アニメーション GIF）
pictures-from = 開始ステップ
pictures-to = 終了ステップ
pictures-speed = 速さ
pictures-speed-unit = フレーム/秒
pictures-save-gif = GIF で保存
pictures-drawing = アニメーションを描いています…
pictures-saved = { $file } を保存しました。
pictures-not-saved = 保存できませんでした：{ $reason }。

## 「修理」が動いている間の言葉（$seed は入力されたシード）。
repair-size-range = （1 から { $max } まで。{ $stepped } までは 1 手ずつ）
repair-seed-bad = シードは 0 から { $max } までの整数でなければなりません（{ $value } ではなく）。
repair-speed = 毎秒 { $speed } 手
repair-refused = { $reason }。
repair-stepped-label = 修理中の { $n }×{ $n } の盤面：{ $solved ->
        [yes] 解けました
       *[no] 攻撃されているクイーンは { $attacked } 個
    }。各マスは、攻撃してくるクイーンの数に応じて色が付きます。
repair-stepped-status = { $n }×{ $n }、シード { $seed }：{ $moves } 手{ $restarts ->
        [0] {""}
       *[other] （手数が多すぎたためのやり直し { $restarts } 回）
    }。{ $n } 個のうち { $attacked } 個のクイーンが攻撃されています。
repair-stepped-solved = { $n }×{ $n }、シード { $seed }：{ $moves } 手で解けました{ $restarts ->
        [0] {""}
       *[other] （手数が多すぎたためのやり直し { $restarts } 回）
    }。攻撃されているクイーンはありません。{ $valid ->
        [yes] 正しい解です（確認済み）
       *[no] 正しい解ではありません（確認済み）：これはバグです
    }。
repair-large-waiting = { $n }×{ $n }、シード { $seed }：行が多すぎて 1 手ずつは見せられません。「再生」を押すと、バックグラウンドで最後まで修理します。
repair-large-label-waiting = { $n }×{ $n } の盤面：まだ修理していません
repair-large-stopped = { $n }×{ $n }：止めました。「再生」を押すと、最初からもう一度修理します。
repair-large-placing = { $n }×{ $n }、シード { $seed }：クイーンを貪欲に置いています…
repair-large-repairing = { $n }×{ $n }、シード { $seed }：修理中… これまで { $moves } 手（{ $time }）。
repair-large-done = { $n }×{ $n }、シード { $seed }：{ $moves } 手、{ $time } で修理しました：{ $valid ->
        [yes] 正しい解です（確認済み）
       *[no] 正しい解ではありません（確認済み）：これはバグです
    }。
repair-large-label = 修理した { $n }×{ $n } の盤面。{ $valid ->
        [yes] 正しい解です
       *[no] 正しい解ではありません
    }。各点は、盤面のその部分にあるクイーンの数に応じて色が付きます。
repair-large-failed = { $n }×{ $n }：修理できませんでした：{ $reason }。
repair-large-time = バックグラウンドの Worker で { $repair } かけて修理・確認し、{ $draw } で描きました。

## 「数える」が動いている間の言葉。
count-size-range = （{ $min } から { $max } まで。{ $above } を超えると先に確認します）
count-size-nothing = { $problem }何も数えません。
count-not-in-table = 表にありません
count-workers = { $workers } 個の Web Worker
count-gpu = GPU { $name }{ $software ->
        [yes] （CPU 上のソフトウェアによるエミュレーション）
       *[no] {""}
    }
count-gpu-software = （CPU 上のソフトウェアによるエミュレーション：Web Worker より遅い）
count-method = { $method } 法
count-question = { $n }×{ $n } の盤面の解をすべて数えるには、ここではおよそ { $duration } かかります（{ $on }。{ $timed }×{ $timed } の盤面で時間を測り、解の数に合わせて見積もりました）。その間もページは使え、「中止」で止められます。それでも数えますか？
count-progress-label = { $n }×{ $n } の数え
count-starting-workers = Web Worker を起動しています…
count-units-done = { $units } 単位中 { $done } 単位
count-progress = { $done } · 経過 { $elapsed } · { $left } · { $unitRate } 単位/秒 · { $nodeRate } ノード/秒
count-left = 残り約 { $duration }
count-left-unknown = 残り時間はまだ分かりません
count-running = { $n }×{ $n } の盤面を { $method }で、{ $on } を使って数えています…
count-resuming = { $n }×{ $n } の盤面の数えを { $method }で、{ $on } を使って再開します：{ $units } 単位中 { $done } 単位は前に数え終えています。
count-estimating-label = { $n }×{ $n }：時間を見積もっています
count-estimating = { $timed }×{ $timed } の数えを{ $gpu ->
        [yes] GPU で
       *[no] 1 個の Web Worker で
    }測っています…
count-match-none = 比べられる既知の値がありません。
count-match-yes = ✓ 既知の値と一致します（両方の合計）
count-match-no = ✗ 既知の値と一致しません（{ $differ ->
        [solutions] 解の数が違います
        [unique] 一意な解の数が違います
       *[both] 解の数も一意な解の数も違います
    }）
count-done-cpu = { $n }×{ $n } の盤面を { $method }で、{ $workers } 個の Web Worker を使って { $duration } で数えました（{ $units } 単位{ $before ->
        [0] {""}
       *[other] 、うち { $before } 単位は再読み込みの前に数えたもの
    }。{ $build } ビルド{ $rechecked ->
        [none] {""}
       *[other] 。以前 GPU で数えた単位のうち { $rechecked } 単位を CPU で数え直し、すべて一致
    }）。
count-done-gpu = { $n }×{ $n } の盤面を { $method }で、{ $gpu } を使って { $duration } で数えました：{ $units } 単位{ $before ->
        [0] {""}
       *[other] 、うち { $before } 単位は再読み込みの前に数えたもの
    }。うち { $checked } 単位を CPU で数え直し、すべて一致しました{ $lost ->
        [0] {""}
       *[other] 。数えている途中で { $lost } 台のデバイスが失われたため置き換え、そのバッチを数え直しました
    }。
count-finished-label = { $n }×{ $n } の数え：完了
count-finished-text = { $done } · { $duration } · { $unitRate } 単位/秒 · { $nodeRate } ノード/秒
count-not-counted-label = { $n }×{ $n }：数えていません
count-estimate-failed = 時間の見積もりに失敗したため（{ $reason }）、何も数えていません。
count-declined = 選ばれたとおり数えませんでした。下の結果は変わりません。
count-failed = 数えるのに失敗しました：{ $reason }
count-failed-label = { $n }×{ $n } の数え：失敗
count-compile-failed = モジュールをコンパイルできませんでした（{ $reason }）
count-cancelled-label = { $n }×{ $n } の数え：中止
count-cancelled-after = { $units } 単位中 { $done } 単位のところで中止しました（{ $duration }）。合計は表示しません。
count-cancelled-early = 中止しました（{ $duration }）。合計は表示しません。
count-cancelled-kept = 数えた分は保存してあります：「再開」でそこから続けられます。
count-cancelled-short = 中止
count-cancelled-before = 数え始める前に中止しました。
count-cancelled = 中止しました。
count-resume-text = n = { $n } の数えを再開（{ $done } 完了）
count-resume-left = n = { $n } の数えを再開（{ $done } 完了、残り{ $left }）
count-record-refused = 保存された n = { $n } の数えは受け付けられません：{ $problem }。
count-records-refused-after = 再開はしません。その大きさを数え直すと置き換わります。
count-store-unavailable = このブラウザはこのページのために何も保存しないため（{ $reason }）、再読み込みやタブを閉じたことで止まった数えは再開できません。数えること自体はこれまでどおりできます。
`;
