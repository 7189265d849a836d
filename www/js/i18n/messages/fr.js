// The French (français) catalog: every word of the page and the element, in Project Fluent's syntax
// (https://projectfluent.org/fluent/guide/). Its messages are English's (en.js and its parts): same ids,
// same attributes, the same variables shown.
export default String.raw`
## Comment les phrases se suivent.
sentence-gap = {" "}

## La narration : une phrase (ou quelques-unes) pour chaque pas de la recherche. Les cases portent leur nom
## d'échecs (a1, b3) ; les couples comme (1, 2), les formules comme row − col et les noms du code restent tels quels.
narration-empty-zero = Un échiquier vide de 0×0.
narration-start = Pas 0 : un échiquier vide de { $n }×{ $n }. La recherche remplit d'abord la rangée 1, { $n ->
        [1] en essayant a1
       *[other] en essayant de { $first } à { $last }, de gauche à droite
    }. Appuyez sur Pas (plutôt que Lecture) pour voir chaque essai séparément.
narration-place = Dame placée en { $square } (rangée { $row }) : { $first ->
        [yes] aucune dame n'est encore sur l'échiquier
       *[no] aucune dame ne l'attaque
    }{ $full ->
        [yes] {" "}— chaque rangée a maintenant sa dame
       *[no] {""}
    }.
narration-reject-column = Rangée { $row }, case { $square } rejetée : sa colonne { $column } est tenue par { $owner ->
        [square] la dame en { $by }
       *[row] la dame de la rangée { $byRow }
    }.
narration-reject-diagonal = Rangée { $row }, case { $square } rejetée : sa diagonale { $line ->
        [down] descendante
       *[up] montante
    } est tenue par { $owner ->
        [square] la dame en { $by } (en comptant à partir de 0, { $square } est { $pair } et { $by } est { $byPair }
       *[row] la dame de la rangée { $byRow } (en comptant à partir de 0, { $square } est { $pair }
    } : { $line ->
        [down] row − col
       *[up] row + col
    } = { $value }).
narration-row-attacked = Toutes les cases de la rangée { $row } sont attaquées : aucune dame n'y tient avec { $count ->
        [one] la dame en { $queens }
       *[other] les dames en { $queens }
    }.
narration-first-backtrack-filled = { $call } a trouvé toutes les rangées remplies et a rendu la main : ce retour est le premier retour arrière.
narration-first-backtrack = { $call } n'avait plus de colonne à essayer et a rendu la main : ce retour, c'est le retour arrière.
narration-a1-given = { $steps ->
        [one] Le { $steps } pas
       *[other] Les { $steps } pas
    } depuis que a1 a été placée au pas 1 { $solutions ->
        [0] l'{ $steps ->
            [one] a prouvé
           *[other] ont prouvé
        }
        [one] { $steps ->
            [one] a essayé
           *[other] ont essayé
        } tous les échiquiers qui commencent par a1 (dont { $solutions } solution)
       *[other] { $steps ->
            [one] a essayé
           *[other] ont essayé
        } tous les échiquiers qui commencent par a1 (dont { $solutions } solutions)
    } : { $rejections ->
        [one] { $rejections } case rejetée
       *[other] { $rejections } cases rejetées
    }, { $placed ->
        [one] { $placed } dame placée
       *[other] { $placed } dames placées
    } sous a1 et { $lifted } retirées, a1 en dernier.
narration-lift-after-solution = Retour arrière après la solution : la dame en { $square } est retirée et la rangée { $row } passe à la colonne { $column }.
narration-lift-after-solution-last = Retour arrière après la solution : la dame en { $square } est retirée et la rangée { $row } n'a plus de colonne à essayer non plus.
narration-next-square = donc la dame de la rangée { $row } passe en { $square }
narration-next-over = et la rangée 1 n'a plus de colonne à essayer : la recherche est finie
narration-next-none = et la rangée { $row } n'a plus de colonne à essayer non plus
narration-row-failed = Toute la rangée { $row } a échoué avec la dame en { $square } : aucune solution ne commence par { $squares }, { $next }.
narration-lifted-for-good = La dame en { $square } est retirée pour de bon, { $next }.
narration-row-tried = Toutes les cases de la rangée { $row } ont été essayées avec la dame en { $square }, { $next }.
narration-row-tried-solution = Toutes les cases de la rangée { $row } ont été essayées avec la dame en { $square } (la solution { $number } commence par { $squares }), { $next }.
narration-solution = Solution { $number } trouvée après { $nodes } nœuds : { $squares }, que le code enregistre comme { $placement } = [{ $columns }] (les colonnes, rangée 0 d'abord, en comptant à partir de 0).
narration-solution-of = Solution { $number } trouvée après { $nodes } des { $total } nœuds : { $squares }, que le code enregistre comme { $placement } = [{ $columns }] (les colonnes, rangée 0 d'abord, en comptant à partir de 0).
narration-done = Recherche terminée : { $solutions ->
        [one] { $solutions } solution
       *[other] { $solutions } solutions
    }.
narration-scale = Elle a examiné { $nodes ->
        [one] { $nodes } échiquier partiel
       *[other] { $nodes } échiquiers partiels
    } (ses nœuds), face à { $permutations ->
        [one] { $permutations } permutation
       *[other] { $permutations } permutations
    } ({ $n }!) et { $placements ->
        [one] { $placements } façon
       *[other] { $placements } façons
    } de poser { $n ->
        [one] { $n } dame
       *[other] { $n } dames
    } sur { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    } (C({ $squares }, { $n })).
board-empty = Échiquier vide de { $n }×{ $n }
board-queens = Échiquier de { $n }×{ $n } avec { $count ->
        [one] { $count } dame
       *[other] { $count } dames
    } : { $squares }

## La narration des variantes : cases bloquées, verdicts faux des erreurs classiques, force brute.
narration-blocked-required = Rangée { $row }, case { $square } { $pair } rejetée (bloquée) : la dame de cette rangée doit se tenir sur sa case imposée { $required }, donc aucune autre case de la rangée n'est essayée.
narration-blocked = Rangée { $row }, case { $square } { $pair } rejetée (bloquée) : aucune dame ne peut se tenir sur une case bloquée.
narration-same-diagonal-reject = Rangée { $row }, case { $square } { $pair } rejetée : row + col = { $sum } est dans l'ensemble descendant{ $owner ->
        [square] {" "}à cause de la dame en { $by }
       *[none] {""}
    }, car cette variante y range row + col ; c'est la diagonale montante, donc les diagonales descendantes (row − col) ne sont jamais vérifiées.
narration-forgot-undo-reject = Rangée { $row }, case { $square } { $pair } { $alone ->
        [yes] rejetée par le bogue, alors qu'aucune dame de l'échiquier ne l'attaque :
       *[no] rejetée par le bogue (une dame l'attaque par une autre ligne, mais la vérification s'arrête ici) :
    } sa diagonale descendante (row − col = { $value }) est encore marquée occupée par { $ghost ->
        [square] la dame qui se tenait en { $ghostSquare } { $ghostPair }
       *[none] une dame déjà partie
    }, car cette variante ne libère jamais une diagonale descendante.
narration-sized-n-reject = Rangée { $row }, case { $square } { $pair } { $alone ->
        [yes] rejetée par le bogue, alors qu'aucune dame de l'échiquier ne l'attaque :
       *[no] rejetée par le bogue (une dame l'attaque par une autre ligne, mais la vérification s'arrête ici) :
    } la table descendante n'a que { $n } cases, donc row − col = { $value } revient à la case { $slot }{ $owner ->
        [square] , celle de la dame en { $by } (row − col = { $byValue } revient aussi à { $slot })
       *[none] {""}
    }.
narration-missed-placement = Dame placée en { $square } { $pair } alors que la dame en { $above } { $abovePair } l'attaque par la diagonale descendante row − col = { $value } : cette variante met row + col dans l'ensemble descendant, donc les diagonales descendantes ne sont jamais vérifiées.
narration-false-solution = Fausse solution : le code enregistre { $squares }, { $placement } = [{ $columns }], comme solution { $number } après { $nodes } nœuds, mais les dames en { $upper } { $upperPair } et { $lower } { $lowerPair } s'attaquent par { $line ->
        [column] la colonne col = { $value }
        [down] la diagonale descendante row − col = { $value }
       *[up] la diagonale montante row + col = { $value }
    }{ $why ->
        [same-diagonal] {" "}: cette variante ne vérifie jamais les diagonales descendantes
       *[none] {""}
    }.
narration-permutation-solution = Permutation { $number }{ $of ->
        [known] {" "}sur { $factorial }
       *[unknown] {""}
    } vérifiée : { $squares }, columns = { $columns } en comptant à partir de 0. Aucune paire de dames ne partage une diagonale : solution { $solution }.
narration-permutation-clash = Permutation { $number }{ $of ->
        [known] {" "}sur { $factorial }
       *[unknown] {""}
    } vérifiée : { $squares }, columns = { $columns } en comptant à partir de 0. Les dames en { $first } { $firstPair } et { $second } { $secondPair } partagent une diagonale (bas − haut = { $lower } − { $upper } = |{ $lowerCol } − { $upperCol }|), donc ce n'est pas une solution.
narration-brute-done = Force brute terminée : { $permutations ->
        [one] { $permutations } permutation vérifiée
       *[other] { $permutations } permutations vérifiées
    }, { $solutions ->
        [one] { $solutions } solution
       *[other] { $solutions } solutions
    }, { $pairs ->
        [one] { $pairs } paire
       *[other] { $pairs } paires
    } de dames comparées.
variant-compare-unknown = Cette variante ({ $variant }) : { $count ->
        [one] { $count } solution
       *[other] { $count } solutions
    } ; le bon nombre pour cet échiquier n'est pas connu ici.
variant-compare = Cette variante ({ $variant }) : { $count ->
        [one] { $count } solution
       *[other] { $count } solutions
    }, recherche correcte : { $correct } — { $same ->
        [yes] le même nombre
       *[no] un nombre faux
    }.

## Ce que dit la narration pendant que la recherche avance.
narration-playing = Lecture à { $speed }…
narration-running = Parcours de toute la recherche…
narration-seeking-solution = Recherche de la solution suivante…
narration-past-end = Le pas { $goal } est au-delà de la fin de cette recherche, qui s'arrête au pas { $steps } : voici sa fin.
narration-back = Retour au pas { $step }.
speed-max = aussi vite que possible
speed-steps = { $speed ->
        [one] { $speed } pas par seconde
       *[other] { $speed } pas par seconde
    }

## Une taille d'échiquier refusée : $echo est ce qui a été tapé.
size-empty = Saisissez une taille d'échiquier : un nombre entier de { $min } à { $max }.
size-not-a-number = « { $echo } » n'est pas un nombre : saisissez un nombre entier de { $min } à { $max }.
size-not-whole = { $echo } n'est pas un nombre entier : saisissez un nombre entier de { $min } à { $max }.
size-negative = Un échiquier ne peut pas avoir { $echo } cases de côté : saisissez un nombre entier de { $min } à { $max }.
size-too-small = { $echo } est trop petit : le plus petit échiquier ici fait { $min }×{ $min }.
size-too-large = { $echo } est trop grand : le plus grand échiquier ici fait { $max }×{ $max }.
size-stays = { $problem } L'échiquier de { $n }×{ $n } reste affiché.
size-range = (de { $min } à { $max })
labels-too-small = Les cases sont trop petites pour les numéros des diagonales à cette largeur : élargissez la fenêtre ou choisissez un échiquier plus petit.

## Le studio : la barre, les boutons, les panneaux.
page-title = N dames, pas à pas
language-label = Langue
size-label = Taille de l'échiquier
variant-label = Variante
options-toggle = Options
share-toggle = Partager
lesson-toggle = Suivre l'article
focus-toggle = Plein écran
    .title = Le studio sur tout l'écran, pour un vidéoprojecteur en classe (Échap pour sortir)
labels-field-html = Afficher les numéros des diagonales (row &minus; col, row + col)
first-solution-field = S'arrêter à la première solution
mirror-field = Moitié par symétrie
mirror-hint = saute la moitié droite de la première dame et compte deux fois chaque solution trouvée, pour son image miroir
constrain-field = Contraindre : bloquer ou imposer des cases
constrain-hint-html = Avec Contraindre activé, cliquez sur une case de l'échiquier (ou donnez le focus à l'échiquier, déplacez-vous avec les flèches et appuyez sur Entrée) pour la bloquer, encore pour l'imposer, encore pour la libérer ; la recherche repart avec elles. L'adresse les garde sous la forme <code>block=row,col;row,col</code> et <code>require=row,col</code>, en comptant à partir de 0.
constrain-clear = Libérer toutes les cases
share-heading = Lien ou intégration de ce pas
copy-link = Copier le lien vers ce pas
copy-embed = Copier le code d'intégration
share-text-label = À coller où vous voulez (il est aussi copié quand le navigateur le permet) :
loading-search = Chargement de la recherche…
board-area = Échiquier
board-empty-label = Échiquier vide
search-controls = Commandes de la recherche
progress-label = Progression
element-more = Pas, vitesse et taille
button-play = Lecture
    .title = Lecture ou pause (Espace)
button-pause = Pause
button-step = Pas
    .title = Un pas en avant (→)
button-step-back = Pas arrière
    .title = Un pas en arrière (←)
button-next-solution = Solution suivante
    .title = Aller jusqu'à la solution suivante (N)
button-run-to-end = Jusqu'au bout
    .title = Parcourir toute la recherche (E) ; appuyez de nouveau pour mettre en pause
button-reset = Au début
    .title = Retour au pas 0 (R)
scrub-label = Se déplacer dans la recherche :
scrub-step-zero = Pas 0
scrub-hint = Faites glisser la barre des pas, ou utilisez ses flèches, pour aller à n'importe quel pas, en avant ou en arrière ; la lecture s'arrête. Les marques sur la barre montrent les solutions, le premier retour arrière et les étapes de la leçon : Page suivante et Page précédente vont à la suivante et à la précédente.
speed-label = Vitesse :
counters-label = Compteurs
side-label = Ce que contient la recherche
teaching-panels = Panneaux d'apprentissage
counter-steps = Pas
counter-nodes = Nœuds
    .hint = échiquiers partiels examinés, le vide compris
counter-solutions = Solutions
counter-backtracks = Retours arrière
counter-rejections = Rejets
counter-placements = Dames placées
counter-depth = Profondeur
    .hint = dames sur l'échiquier
counter-blocked-rejections = Bloquées
    .hint = rejets dus à une case bloquée, ou à la case imposée d'une rangée
counter-permutations = Permutations
counter-checks = Vérifications
    .hint = scan : dames comparées à une case ; force brute : paires de dames comparées
counter-column-rejections = par une colonne
counter-down-rejections = par une diagonale descendante (row − col)
counter-up-rejections = par une diagonale montante (row + col)
tab-code-stack = Code et pile
tab-code = Code
tab-tree = Arbre
tab-growth = Croissance
tab-numbers = Nombres
tab-key = Légende
tab-stack = Pile
tab-sets = Ensembles
tab-counters = Compteurs
code-language = Langage
code-language-python = Python (celui de l'article)
code-heading = Le code, en marche
code-lines = Le code, une ligne par élément
call-stack-heading = Pile d'appels
call-stack-hint = le cadre du sommet en dernier
tree-heading = L'arbre de recherche, qui pousse
tree-empty-label = Arbre de recherche : l'échiquier vide
growth-heading = Comment la recherche croît avec n
growth-summary-html = Les nœuds que la recherche examine (barres) pour n = 1 à 16 sur une échelle logarithmique, face aux échiquiers qu'elle n'a jamais à énumérer : n! (cercles), n<sup>n</sup> (carrés) et C(n&sup2;, n) (triangles), et les solutions (losanges ; 0 sur la ligne sous l'axe). Chaque cran de l'échelle vaut dix fois plus. Donnez le focus à une colonne (Tab, puis les flèches) ou pointez-la pour ses nombres.
growth-key-nodes = nœuds examinés
growth-key-solutions = solutions
numbers-heading = Tous les nombres
rejections-heading = Rejets par type
known-heading = Pour cet échiquier
known-solutions = Solutions en tout
    .hint = total publié
known-nodes = Nœuds qu'examine la recherche complète
sizes-heading = Ce que la recherche n'a jamais à regarder
size-anywhere-html = Façons de poser <var>n</var> dames n'importe où, C(<var>n</var>&sup2;, <var>n</var>)
size-per-row-html = Échiquiers avec une dame par rangée, <var>n</var><sup><var>n</var></sup>
size-permutations-html = Une par rangée et par colonne, <var>n</var>!
size-share-html = Nœuds examinés jusqu'ici, en part de <var>n</var>!
key-heading = Ce que montre l'échiquier
legend-queen = une dame sur l'échiquier
legend-next = anneau bleu : la case que le prochain pas essaie
legend-placed = anneau vert : la dame que le dernier pas a placée
legend-attacked = teintée et rayée : une case qu'une dame attaque, par sa rangée, sa colonne ou une diagonale
legend-reject = une case rejetée, la ligne qui l'attaque et la dame à qui appartient la ligne
legend-ghost = une dame tout juste retirée par un retour arrière
legend-solution = une solution : un cadre doré et des cases dorées sous les dames (l'échiquier clignote, au plus deux fois par seconde)
legend-phantom = le bogue d'une variante : une case que sa vérification refuse alors qu'aucune dame ne l'attaque (la diagonale fantôme de forgot-undo, avec la dame fantôme estompée ; la case repliée de sized-n)
legend-missed = le bogue d'une variante : une case qu'une dame attaque par une diagonale descendante que la vérification ne regarde jamais (same-diagonal), barrée d'un trait pointillé
legend-false = la fausse solution d'une variante : pas de doré, un cadre rouge pointillé, et les deux dames qui s'attaquent cerclées de rouge et reliées par leur ligne
legend-blocked = une case bloquée (Contraindre) : aucune dame ne peut s'y tenir
legend-required = une case imposée (Contraindre) : des crochets aux coins ; la dame de sa rangée doit s'y tenir
convention-html = Les cases ont des noms d'échecs, colonnes a, b, c… et rangées 1, 2, 3…, mais l'échiquier est dessiné avec la première rangée de la recherche (la rangée 1) en haut, puisque la recherche la remplit d'abord. Le code compte les rangées et les colonnes <strong>à partir de 0</strong> : un couple (row, col) et chaque numéro de diagonale utilisent ces indices, donc a1 est (0, 0) et b3 est (2, 1). Une diagonale descendante (╲) a un <code>row − col</code> constant (1 pour b3), une diagonale montante (╱) un <code>row + col</code> constant (3 pour b3). Avec « Afficher les numéros des diagonales », chaque case montre <code>row − col</code> en haut à gauche et <code>row + col</code> en bas à droite.
shortcuts-heading = Raccourcis clavier
shortcut-play = lecture ou pause
shortcut-step = pas
shortcut-step-back = pas arrière
shortcut-next-solution = solution suivante
shortcut-run-to-end = jusqu'au bout
shortcut-reset = retour au début
shortcut-labels = numéros des diagonales
shortcut-speed = plus vite, plus lentement
sets-heading = Les ensembles
load-failed = La recherche n'a pas pu être chargée : { $reason }. Rechargez la page pour réessayer.
load-failed-short = La recherche n'a pas pu être chargée.
sections-failed = La recherche fonctionne, mais les autres sections de la page n'ont pas pu être chargées : { $reason }. Rechargez la page pour réessayer.

## Les variantes, et ce qu'en disent les options et les cases contraintes.
variant-description-correct = La recherche à trois ensembles : une case est libre quand sa colonne, sa diagonale row − col et sa diagonale row + col sont toutes inutilisées, et chaque ligne est libérée quand sa dame s'en va.
variant-description-forgot-undo = La diagonale descendante (row − col) n'est jamais libérée quand une dame s'en va, si bien que des diagonales fantômes s'accumulent et bloquent des cases qu'aucune dame n'attaque : pour n = 8, elle trouve 0 solution, et non 92.
variant-description-same-diagonal = L'ensemble des diagonales descendantes reçoit row + col, la valeur de la montante, si bien que les diagonales row − col ne sont jamais vérifiées : pour n = 8, elle trouve 2 113 échiquiers, et non 92.
variant-description-sized-n = La table des diagonales descendantes a n cases, et non 2n − 1, et row − col se replie (l'indice négatif de Python), si bien que des diagonales distantes de n partagent une case et se bloquent : pour n = 8 elle trouve 0 et pour n = 9, 116, mais pour n = 5 elle tombe par hasard sur les 10 attendues.
variant-description-scan = Chaque case est comparée à toutes les dames déjà placées au lieu de trois consultations d'ensembles : les bons nombres, à O(n) vérifications par case au lieu de O(1).
variant-description-brute-force = Toutes les permutations des colonnes dans l'ordre lexicographique, chacune vérifiée en entier pour une diagonale partagée : n! échiquiers (40 320 pour n = 8) pour les mêmes 92 solutions.
variant-name-correct = correcte
variant-name-forgot-undo = sans annuler
variant-name-same-diagonal = même diagonale
variant-name-sized-n = table de n
variant-name-scan = balayage
variant-name-brute-force = force brute
experiment-options-ignored = { $options } ne { $count ->
        [one] s'applique
       *[other] s'appliquent
    } qu'à la recherche correcte sans cases bloquées ni imposées : cette recherche est parcourue en entier.
constrain-counting = Avec { $blocked } cases bloquées et { $required } imposées, la recherche correcte compte les solutions de l'échiquier de { $n }×{ $n }…
constrain-counted = Avec { $blocked } cases bloquées et { $required } imposées, la recherche correcte trouve { $count ->
        [one] { $count } solution
       *[other] { $count } solutions
    } sur l'échiquier de { $n }×{ $n }.
constrain-too-long = Avec { $blocked } cases bloquées et { $required } imposées, la recherche correcte demande ici plus de { $limit } pas : lancez-la pour compter.
element-load-failed = La recherche n'a pas pu être chargée : { $reason }.

## Le panneau du code : la note sur la ligne où se trouve la recherche, dans les termes du code lui-même.
code-note-blocked = ✗ { $where } est bloquée (une règle que ce code n'a pas : les ensembles ne sont pas consultés)
code-note-scan = ✗ { $where } rencontre { $owner ->
        [square] la dame en { $by } (r = { $byRow }, c = { $byCol })
       *[row] la dame de la rangée { $byRow }
    } : { $line }
code-note-in-set = ✗ { $where } : { $formula } = { $value } est dans { $set }
code-note-same-diagonal = ✗ { $where } : row + col = { $value } est dans { $set } (le bogue : il contient row + col)
code-note-sized-n = ✗ { $where } : row - col = { $value } lit la case { $slot } sur { $n }, qui vaut { $true }
code-note-ghost = ✗ { $where } : row - col = { $value } est dans { $set } (laissé par une dame partie : le bogue)
code-note-place = ✓ { $where } est libre : la dame s'y place, puis { $call }
code-note-remove = ↩ { $call } a rendu la main : la dame en { $where } est retirée
code-note-remove-kept = ↩ { $call } a rendu la main : la dame en { $where } est retirée, mais row - col = { $value } reste dans { $set }
code-note-false-solution = ✗ fausse solution { $number } : { $placement } = [{ $columns }], et pourtant { $upper } et { $lower } s'attaquent
code-note-solution = ★ solution { $number } : { $squares }, { $placement } = [{ $columns }]
code-note-done = ■ { $call } a rendu la main : la recherche est finie
code-note-start = ▶ la recherche commence ici
code-note-brute-start = ▶ { $call } commence par { $first }
code-note-brute-done = ■ toutes les permutations vérifiées : la somme est le nombre de solutions
code-note-brute-solution = ★ columns = { $columns } ({ $squares }) : aucune paire ne se heurte, solution { $solution }
code-note-brute-clash = ✗ columns = { $columns } : upper = { $upper }, lower = { $lower }, { $lower } - { $upper } == |{ $b } - { $a }| : { $first } et { $second } partagent une diagonale
code-listing-label = { $variant ->
        [correct] La recherche
       *[other] La variante { $variant }
    } en { $language }
code-bug-forgot-undo = Le bogue : ce retrait manque, donc row − col reste dans l'ensemble descendant après le départ de sa dame (un fantôme).
code-bug-same-diagonal = Le bogue : l'ensemble descendant reçoit row + col, la valeur de la diagonale montante, donc row − col n'est jamais vérifié.
code-bug-sized-n = Le bogue : n cases, et non 2n − 1 ; row − col se replie (l'indice négatif de Python), donc des diagonales distantes de n partagent une case.
code-bug-scan = L'erreur : chaque dame placée est comparée à la case, un travail en O(n) là où trois consultations d'ensembles coûtent O(1).

## La pile d'appels : un cadre par rangée en cours de remplissage, le cadre du sommet en dernier.
frame-filled = { $call } : row == n, toutes les rangées sont remplies
frame-just-called = { $call } · rangée { $row } : tout juste appelée, aucune colonne essayée
frame-trying = { $call } · rangée { $row } : { $squares } (col = { $col })
frame-legend = ✗ rejetée par le test · ↩ a porté une dame, retirée au retour de l'appel du dessous · ✓ la dame se tient ici
stack-brute = Pas de pile d'appels : la force brute ne fait aucun appel récursif. count_by_permutation parcourt des permutations entières, donc aucun cadre n'attend une rangée du dessous.
stack-empty-returned = Vide : { $call } a rendu la main.
stack-empty-start = Vide : la recherche commence par { $call }.

## Le panneau des ensembles.
sets-note-forgot-undo = Cette variante ne retire jamais une diagonale descendante : les valeurs des dames parties restent dans { $down }, marquées comme fantômes.
sets-note-same-diagonal = Cette variante met dans { $down } row + col, la valeur de la diagonale montante : il répète { $up }, et row − col n'est jamais gardé.
sets-note-sized-n = Cette variante garde les diagonales descendantes dans une liste de n cases, { $slots }, indexée par row − col : un indice négatif se replie vers la fin, donc des diagonales distantes de n partagent une case.
sets-note-scan = Scan ne garde aucun ensemble : chaque case est comparée à toutes les dames de { $placement }, rangée 0 d'abord.
sets-note-brute-force = La force brute ne garde ni ensembles ni { $placement } construit rangée par rangée : elle prend chaque permutation entière des colonnes et compare ses dames deux à deux.
sets-heading-scan = Ce que garde scan : { $placement } seulement
sets-heading-brute-force = Ce que garde la force brute : une permutation
sets-change-blocked = rejetée : { $square } est bloquée, avant de consulter le moindre ensemble
sets-change-scan = rejetée : { $square } rencontre { $owner ->
        [square] la dame en { $by }
       *[none] une dame
    } par sa { $line ->
        [column] colonne
        [down] diagonale descendante
       *[up] diagonale montante
    }
sets-change-clash = conflit : rangées { $upper } et { $lower }, { $first } et { $second } : { $lower } − { $upper } = |{ $lowerCol } − { $upperCol }|, une même diagonale
sets-change-safe = aucune paire de dames sur une même diagonale : solution { $solution }
sets-change-reject = rejetée : { $slot ->
        [yes] la case de { $line }
       *[no] { $line }
    } = { $value } est déjà dans { $set ->
        [column] les colonnes
        [down] les diagonales descendantes
       *[up] les diagonales montantes
    } ({ $owner ->
        [square] la dame en { $by } l'y a mis
       *[none] aucune dame de l'échiquier ne le tient : le bogue de la variante
    })
sets-value = { $set ->
        [column] col
        [down] desc.
        [slot] case desc.
       *[up] mont.
    } { $value }
sets-change-added = ajouté : { $values }
sets-change-removed = retiré : { $values }
sets-change-removed-kept = retiré : { $values } (desc. { $down } n'est pas retiré : le bogue)
sets-ghost-title = Laissé par une dame partie : cette variante ne retire jamais une diagonale descendante
sets-refused-title = Cette valeur a refusé la case
sets-slot-title = case { $slot }
sets-permutation-title = La permutation vérifiée : les colonnes de ses dames, rangée 0 d'abord, en comptant à partir de 0
sets-placement-title = La quatrième pièce de l'état : les colonnes des dames, rangée 0 d'abord, en comptant à partir de 0

## L'arbre de recherche.
tree-board-empty = L'échiquier vide, pas 0
tree-board = { $square } : la dame de la rangée { $row } dans la colonne { $col }, placée au pas { $step }
tree-board-later = { $square } : la dame de la rangée { $row } dans la colonne { $col }, placée au pas { $step } (après le pas actuel, { $now })
tree-not-drawn = Arbre de recherche : non dessiné pour cette recherche.
tree-not-drawn-why = Il est dessiné pour la recherche correcte, et pour les erreurs classiques jusqu'à n = 8 ; la force brute vérifie des échiquiers entiers et n'en fait pousser aucun.
tree-counts = Arbre de recherche : { $nodes } échiquiers, le vide compris ; { $pruned } cases rejetées ; { $solutions ->
        [one] { $solutions } solution
       *[other] { $solutions } solutions
    }.
tree-how-drawn = Chaque nœud dessiné : les échiquiers en points (le chemin actuel en bleu, les branches abandonnées estompées), les rejets en petits traits rouges, les solutions en doré ; les échiquiers dont la recherche est revenue restent, pâles. Cliquez sur un échiquier, ou utilisez les flèches et Entrée, pour aller au pas qui l'a placé ; un arbre plus large que le panneau défile de côté.
tree-how-summary = Résumé par profondeur (n > 8, trop de nœuds pour les dessiner un à un) : une bande par nombre de dames, sa barre les échiquiers (gris) puis les cases rejetées (rouge) à cette profondeur, à l'échelle ; les traits bleus marquent les colonnes des dames actuelles. Les nombres sont exacts.
tree-chosen = Choisi : { $board }.

## Le graphique de croissance.
growth-column = n = { $n } : la recherche examine { $nodes } nœuds et trouve { $solutions ->
        [one] { $solutions } solution
       *[other] { $solutions } solutions
    } ; n! = { $factorial }, nⁿ = { $power }, C(n², n) = { $choose }.
growth-point-choose = n = { $n } : { $count } façons de poser n dames sur n² cases
growth-point-power = n = { $n } : { $count } échiquiers avec une dame par rangée
growth-point-factorial = n = { $n } : { $count } échiquiers avec une dame par rangée et par colonne
growth-point-nodes = n = { $n } : { $count } nœuds examinés par la recherche
growth-point-solutions = n = { $n } : { $count } solutions
growth-beyond = n = { $n } est hors du graphique : le nombre de nœuds est connu jusqu'à n = { $max }.
growth-live-brute = n = { $n } maintenant : cette recherche vérifie des échiquiers entiers et n'en examine aucun partiel.
growth-live = n = { $n } maintenant : { $nodes } nœuds examinés sur { $total }.
growth-live-variant = n = { $n } maintenant : cette recherche a examiné { $nodes ->
        [one] { $nodes } nœud
       *[other] { $nodes } nœuds
    } ; la recherche simple en examine { $total }.

## La barre des pas, ses marques, la ligne de progression, les durées.
scrub-known = Pas { $step } sur { $total }
scrub-open = Pas { $step } · fin inconnue
scrub-open-value = Pas { $step }, la fin n'est pas encore connue
scrub-share = { $exact ->
        [yes] {" · "}{ $done } exploré
       *[no] {" · "}env. { $done } exploré
    }
scrub-open-value-tree = Pas { $step }, la fin n'est pas encore connue, { $exact ->
        [yes] { $done } de l'arbre de recherche exploré
       *[no] environ { $done } de l'arbre de recherche exploré (sa taille est estimée)
    }
scrub-mark = {" : "}{ $mark }
scrub-seeking = Vers le pas { $target }…
scrub-seeking-now = Vers le pas { $target }… (actuellement au { $steps })
mark-stop = étape { $number } de la leçon
mark-backtrack = le premier retour arrière
mark-solution = solution { $number }
list-separator = {", "}
progress-run = { $what ->
        [solution] Solution suivante
       *[end] Jusqu'au bout
    } : { $phase ->
        [running] en cours
        [paused] en pause
        [found] trouvée
       *[finished] terminé
    }
progress-share-finished = { $done } de la recherche
progress-share = { $done } de la recherche fait, reste { $left }
progress-share-estimated = ≈ { $done } de la recherche fait (sa taille est estimée)
progress-timing = en { $seconds } s
progress-timing-rate = en { $seconds } s ({ $rate } pas/s)
progress-all-steps = { $steps } pas en tout
progress-this-run = { $taken } d'entre eux dans cette exécution, { $timing }
progress-steps = { $taken } pas { $timing }
progress-left = encore { $time }
progress-measuring = mesure du temps restant…
duration-seconds = { $seconds } s
duration-minutes = { $min } min { $seconds } s
duration-hours = { $hours } h { $min } min
duration-days = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } { $hours } h
duration-years = environ { $years ->
        [one] { $years } an
       *[other] { $years } ans
    }
remaining-few-seconds = quelques secondes
remaining-seconds = environ { $seconds } s
remaining-minutes = environ { $min } min
remaining-hours = environ { $hours } h
remaining-days = environ { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }
remaining-years = environ { $years ->
        [one] { $years } an
       *[other] { $years } ans
    }

## Les notes des compteurs et les solutions trouvées.
not-tabulated = non tabulé
counted-here = compté par la recherche de cette page, menée jusqu'au bout
share-title = { $nodes } sur { $permutations } permutations
solution-button = Solution { $number } : { $squares }. L'afficher sur l'échiquier
solutions-ahead = { $ahead ->
        [one] L'échiquier estompé est au-delà du pas actuel : la recherche y est déjà passée et le retrouvera.
       *[other] Les { $ahead } échiquiers estompés sont au-delà du pas actuel : la recherche y est déjà passée et les retrouvera.
    }
solutions-more = et { $rest } de plus (seules les { $limit } premières sont dessinées)

## La leçon guidée « Suivre l'article ».
lesson-previous = Précédente
    .more = {" "}étape
lesson-next = Suivante
    .more = {" "}étape
lesson-close = Fermer
    .more = {" "}la leçon
lesson-try = Réessayer
    .more = {""}
lesson-now = Le montrer tout de suite
lesson-progress = Étape { $number } sur { $total }
lesson-unavailable-title = La leçon suit la recherche simple
lesson-unavailable = Elle parcourt les échiquiers de l'article avec la recherche correcte : remettez la variante correcte et désactivez S'arrêter à la première solution, Moitié par symétrie et Contraindre, puis choisissez Réessayer.
lesson-moving = Déplacement de la recherche…
lesson-playing = La recherche avance jusqu'à la réponse : pas { $step }.
lesson-your-turn = À vous d'abord
lesson-check = Vérifier
lesson-start-title = Un échiquier vide
lesson-start-1 = La recherche remplit une rangée à la fois en partant du haut, en essayant les colonnes de gauche à droite : la première case de la rangée 1, { $first }, passe en premier.
lesson-start-2 = Utilisez Pas plutôt que Lecture, pour que chaque placement et chaque retour arrière ait son propre moment ; Étape suivante passe au prochain moment que décrit l'article.
lesson-first-rejection-title = Le premier rejet
lesson-first-rejection-1 = { $square } est refusée : { $line ->
        [column] { $owner ->
            [square] la dame en { $by } tient sa colonne
           *[none] une dame d'une rangée précédente tient sa colonne
        }, donc { $test } vaut { $true }
        [down] elle est sur la diagonale descendante de { $owner ->
            [square] la dame en { $by }
           *[none] une dame d'une rangée précédente
        } (le même row − col)
       *[up] elle est sur la diagonale montante de { $owner ->
            [square] la dame en { $by }
           *[none] une dame d'une rangée précédente
        } (le même row + col)
    }.
lesson-first-rejection-2 = Le test a lieu avant de placer une dame : une case refusée coûte trois consultations d'ensembles et ne laisse rien à défaire.
lesson-second-queen-title = La dame de la rangée { $row }
lesson-second-queen-1 = La dame va en { $square } : la première case de la rangée { $row }, en partant de la gauche, qu'aucune dame du dessus n'attaque.
lesson-second-queen-2 = La placer ajoute sa colonne, son row − col et son row + col aux trois ensembles, et la recherche passe à la rangée suivante.
lesson-second-queen-again-title = La rangée { $row } sous { $first }
lesson-second-queen-again-1 = La dame va en { $square } : la première case de la rangée { $row }, en partant de la gauche, qu'aucune dame du dessus n'attaque.
lesson-second-queen-again-2 = La placer ajoute sa colonne, son row − col et son row + col aux trois ensembles, et la recherche passe à la rangée suivante.
lesson-first-backtrack-title = Le premier retour arrière
lesson-first-backtrack-1 = Toutes les cases de la rangée { $next } sont attaquées, donc la boucle de { $call } se termine sans rien placer et l'appel rend simplement la main.
lesson-first-backtrack-2 = Ce retour, c'est le retour arrière : la dame quitte { $square }, ses trois valeurs sortent des ensembles, et la rangée { $row } continue avec sa colonne suivante.
lesson-first-backtrack-3 = Il n'y a pas d'instruction spéciale pour cela : juste une fonction qui n'a plus de colonne à essayer.
lesson-corner-given-up-title = { $square } abandonnée
lesson-corner-given-up-1 = La dame quitte { $square } pour de bon : toutes les dispositions en dessous ont été essayées, donc { $solutions ->
        [0] aucune disposition commençant par { $square } ne peut marcher
        [one] { $square } a donné sa seule solution
       *[other] { $square } a donné ses { $solutions } solutions
    }.
lesson-corner-given-up-2 = Il a fallu { $tries } pas depuis que la dame y a été placée pour prouver ce seul fait sur la première rangée, et chacun était nécessaire : sautez-en un et une vraie solution pourrait partir avec les impasses.
lesson-mirror-corner-given-up-title = { $square } abandonnée
lesson-mirror-corner-given-up-1 = La dame quitte { $square } pour de bon : toutes les dispositions en dessous ont été essayées, donc { $solutions ->
        [0] aucune disposition commençant par { $square } ne peut marcher
        [one] { $square } a donné sa seule solution
       *[other] { $square } a donné ses { $solutions } solutions
    }.
lesson-mirror-corner-given-up-2 = { $square } est l'image miroir de { $corner }, et sa branche est celle de { $corner } reflétée : les mêmes { $tries } pas, le même résultat.
lesson-first-solution-title = La première solution
lesson-first-solution-1 = Chaque rangée a sa dame : { $squares }, que le code garde sous la forme { $placement } = { $columns } (les colonnes de chaque rangée, à partir de 0).
lesson-first-solution-2 = Elle n'arrive qu'après être sortie entièrement de la branche de { $corner } et repartie de { $start } ; la force brute sur toutes les façons de poser { $n } dames testerait { $placements } dispositions.
lesson-mirror-solution-title = L'image miroir
lesson-mirror-solution-1 = { $squares }, { $columns } : la première solution reflétée de gauche à droite.
lesson-mirror-solution-2 = Refléter une solution en donne toujours une autre, donc la moitié droite de la rangée 1 contient autant de solutions que la gauche : l'astuce du miroir ne cherche que dans la moitié gauche et compte chaque solution deux fois.
lesson-totals-title = L'échiquier de { $n }×{ $n }
lesson-totals-1 = La recherche sur l'échiquier de { $n }×{ $n } se termine après { $steps } pas : { $solutions } solutions, { $nodes } échiquiers partiels examinés (le vide compris).
lesson-totals-2 = Face à cela, { $n }! = { $factorial } permutations et { $placements } façons de poser { $n } dames n'importe où : les trois ensembles coupent chaque branche dès qu'elle échoue.
lesson-end-title = La fin
lesson-end-1 = La recherche se termine après { $steps } pas : { $solutions } solutions, { $nodes } échiquiers partiels examinés (le vide compris).
lesson-end-2 = Face à cela, { $n }! = { $factorial } permutations et { $placements } façons de poser { $n } dames n'importe où : les trois ensembles coupent chaque branche dès qu'elle échoue.
lesson-ask-square = Quelle case de la rangée { $row } la prochaine dame de la recherche va-t-elle prendre ? Cliquez dessus sur l'échiquier, ou choisissez-la ici.
lesson-ask-first-lift = Vient ensuite la rangée { $row }, avec des dames en { $queens }. Quelle dame la recherche retirera-t-elle en premier, s'il y en a une ? Cliquez dessus sur l'échiquier, ou choisissez ici.
lesson-none-of-them = Aucune
lesson-ask-mirror-start = La solution 1 est { $squares }. Son image miroir, de gauche à droite, est aussi une solution : sur quelle case de la rangée 1 commence-t-elle ? Cliquez dessus sur l'échiquier, ou choisissez-la ici.
lesson-ask-totals = Maintenant l'échiquier de { $n }×{ $n } en entier. Combien de solutions la recherche trouvera-t-elle, et combien d'échiquiers partiels (nœuds, le vide compris) examinera-t-elle ?
lesson-field-solutions = Solutions
lesson-field-nodes = Nœuds
lesson-ask-corner = Une solution peut-elle commencer par une dame en { $square } ?
lesson-yes = Oui
lesson-no = Non
lesson-right-square = Exact : { $answer }.
lesson-wrong-square = Pas cette fois : { $why ->
        [row] { $choice } n'est pas dans la rangée { $row }
        [attacked] { $choice } est attaquée
       *[later] { $choice } est libre aussi, mais la recherche essaie les colonnes à partir de la gauche et s'arrête à la première libre
    }. La recherche prend { $answer }.
lesson-right-first-lift = Exact : { $answer }, la dernière dame placée, est la première retirée.
lesson-wrong-first-lift = Pas cette fois : { $why ->
        [none] toutes les cases de la rangée { $row } sont attaquées, donc son appel rend la main sans rien placer
       *[queen] la recherche défait d'abord son dernier choix ; { $choice } reste jusqu'à ce que toutes les cases en dessous aient été essayées
    }. La recherche retire { $answer }.
lesson-right-mirror-start = Exact : elle commence en { $answer }.
lesson-wrong-mirror-start = Pas cette fois : reflétée de gauche à droite, { $first } devient { $mirrored }, qui commence en { $answer }.
lesson-right-totals = Exact : { $solutions } solutions et { $nodes } nœuds.
lesson-wrong-totals = Vous avez dit { $saidSolutions } solutions et { $saidNodes } nœuds ; la recherche en trouve { $solutions } et examine { $nodes } nœuds.
lesson-corner-verdict = { $right ->
        [yes] Exact
       *[no] Pas cette fois
    } : { $some ->
        [yes] certaines solutions, oui
       *[no] aucune
    }. Regardez la recherche le découvrir.

## Les sections de la page sous le studio (www/index.html).
skip-to-board = Aller à l'échiquier
about-heading = Le casse-tête et la recherche
about-intro-html = Placez <var>n</var> dames sur un échiquier de <var>n</var>&times;<var>n</var> de sorte qu'aucune n'en attaque une autre. La recherche remplit une rangée à la fois en partant du haut, essaie les colonnes de gauche à droite, et revient en arrière dès qu'une rangée n'a plus de case libre.
count-heading = Compter vite, ou construire une solution
count-sub = Compter toutes les solutions
count-about-html = Un comptage différent, bien plus rapide que la recherche pas à pas, découpé en unités indépendantes que se partagent <span id="count-workers">plusieurs</span> Web Workers (un par cœur de processeur). Jusqu'à <span id="count-join-max">N</span>&times;<span id="count-join-max-again">N</span>, il assemble des demi-échiquiers par leurs colonnes libres et trouve les solutions uniques à partir des quelques-unes qu'un demi-tour ou un quart de tour laisse inchangées ; au-delà, les dames du bord sont placées une fois par classe de symétrie et l'intérieur est parcouru avec des masques de bits.
count-on = Compter sur
count-on-cpu-html = le CPU (<span id="count-cpu-workers">plusieurs</span> Web Workers)
count-on-gpu-html = le GPU : <span id="count-gpu-name">–</span>
count-gpu-note-html = Sur le GPU, les dames du bord sont placées une fois par classe de symétrie (avec les solutions uniques) et des milliers de petites recherches tournent à la fois : avec un GPU dédié, essayez 20&times;20. Chaque comptage sur le GPU est vérifié : le CPU recompte des unités tirées au hasard, et la moindre différence fait refuser le résultat.
count-size-label = Taille de l'échiquier à compter
count-button = Compter
count-cancel = Annuler
count-resume = Reprendre
count-discard = Abandonner
count-confirm-title = Ce comptage prend du temps
count-confirm-yes = Compter quand même
count-confirm-no = Ne pas compter
count-nothing-yet = Rien n'a encore été compté.
count-known = valeur connue (publiée)
count-unique-html = Uniques <span class="hint">(aux rotations et symétries près)</span>
construct-sub = Construire une solution
construct-about-html = Écrite directement par une formule (selon <var>n</var> mod 6), sans aucune recherche, puis vérifiée.
construct-size-label = Taille de l'échiquier à construire
construct-button = Construire
construct-nothing-yet = Rien n'a encore été construit.
repair-sub = Réparer un échiquier plein (conflits minimaux)
repair-about = Sans recherche : une dame dans chaque rangée dès le départ, placée de façon gloutonne, puis, encore et encore, une dame attaquée se déplace dans sa rangée vers la case que le moins de dames attaquent (les égalités sont tirées au hasard à partir de la graine). Chaque case est ombrée selon le nombre de dames qui l'attaquent.
repair-size-label = Taille de l'échiquier à réparer
repair-seed-label-html = Graine <span class="hint">(même graine, mêmes coups)</span>
repair-pace = Cadence :
repair-moves = Coups
repair-attacked = Dames attaquées
repair-nothing-yet = Rien n'a encore été réparé.
practice-heading = Exercices : ceux de l'article, résolus en lançant la recherche
practice-corner-question = Combien de solutions placent une dame sur une case de coin ?
practice-corner-button = Compter les dames en coin
practice-first-button = Aller jusqu'à la première solution
practice-mirror-button = Comparer les nombres
practice-odd-question = Qu'est-ce qui ne va pas sur un échiquier impair si la colonne du milieu est aussi doublée ?
practice-odd-button = Montrer les deux totaux
solutions-heading-html = Solutions trouvées jusqu'ici : <span id="solutions-count">0</span>
solutions-hint = Chaque solution apparaît ici quand la recherche l'atteint. Choisissez-en une pour l'afficher sur l'échiquier.
footer = La recherche tourne en WebAssembly, compilé depuis Rust ; cette page fonctionne hors ligne une fois chargée.
count-resume-offer = Un comptage interrompu par un rechargement
construct-none-label = Aucun échiquier construit pour l'instant
repair-controls = Commandes de la réparation
repair-none-label = Aucun échiquier à réparer pour l'instant
page-description = Regardez la recherche avec retour arrière du problème des N dames, pas à pas.

## Exercices : ceux de l'article, chacun résolu après votre propre réponse.
practice-your-answer = Votre réponse d'abord : { $prompt }
practice-verdict-right = Vous avez dit { $guess } : exact.
practice-verdict-wrong = Vous avez dit { $guess } ; la recherche dit { $answer }.
practice-yes = Oui
practice-no = Non
practice-yes-word = oui
practice-no-word = non
practice-first-question = La première solution de la recherche pour n = { $n } est-elle celle de l'article, { $columns } ?
practice-mirror-question = L'astuce du miroir (première dame dans la moitié gauche, nombre doublé) donne-t-elle le total exact pour n = { $sizes } ?
practice-corner-prompt = combien de solutions de la taille choisie plus haut placent une dame dans un coin ?
practice-first-prompt = la première solution est-elle celle de l'article ?
practice-mirror-prompt = la moitié gauche doublée égale-t-elle le total pour chacun ?
practice-odd-prompt = avec la colonne du milieu doublée aussi, le total est
practice-odd-high = trop haut
practice-odd-right = exact
practice-odd-low = trop bas
practice-odd-mixed = tantôt l'un, tantôt l'autre
practice-corner-answer = { $n }×{ $n } : { $corner } des { $solutions } solutions placent une dame sur une case de coin ({ $topLeft } sur celle en haut à gauche, a1).
practice-corner-why-one = La seule case est tous les coins à la fois.
practice-corner-why = Aucune solution n'a deux dames en coin (deux coins quelconques partagent une rangée, une colonne ou une grande diagonale), et tourner ou retourner l'échiquier amène le coin en haut à gauche sur chacun des autres, donc chaque coin porte une dame dans un quart d'entre elles.
practice-first-answer = { $equal ->
        [yes] Oui
       *[no] Non
    } : la recherche s'est arrêtée à sa première solution après { $steps } pas avec { $found } ; l'article dit { $expected }.
practice-first-why = La recherche essaie les colonnes de chaque rangée de gauche à droite, donc le premier échiquier qu'elle complète est le plus petit dans l'ordre du dictionnaire : une dame dans la colonne 0 de la rangée du haut ne mène nulle part sur un échiquier de 4×4, dans la colonne 1, si.
practice-mirror-table = L'astuce du miroir sur les échiquiers pairs
practice-mirror-column-left = première dame dans la moitié gauche
practice-mirror-column-doubled = doublé
practice-mirror-column-full = total
practice-mirror-column-equal = égal
practice-equal-yes = oui
practice-equal-no = NON
practice-mirror-answer = { $all ->
        [yes] Oui, pour chacun
       *[no] Non
    } : refléter une solution de gauche à droite donne une autre solution dont la première dame est de l'autre côté, donc la moitié droite en contient exactement autant que la gauche, et un échiquier pair n'a pas de colonne du milieu où une dame pourrait se tenir.
practice-odd-table = Échiquiers impairs : la colonne du milieu doublée, et comptée une fois
practice-odd-column-left = moitié gauche
practice-odd-column-middle = colonne du milieu
practice-odd-column-doubled = milieu doublé (faux)
practice-odd-column-once = milieu une fois (juste)
practice-odd-column-full = total
practice-odd-why = L'image miroir d'une solution dont la première dame est dans la colonne du milieu a aussi sa première dame dans la colonne du milieu, donc la recherche trouve déjà les deux : les doubler compte chacune deux fois, et le total est trop haut d'exactement le nombre de la colonne du milieu. Comptez la moitié gauche deux fois et le milieu une fois.

## Le tiroir de partage.
share-copied = { $what ->
        [link] Le lien vers ce pas
       *[embed] Le code d'intégration
    } est copié, et affiché ici.
share-not-copied = { $what ->
        [link] Le lien vers ce pas
       *[embed] Le code d'intégration
    } est affiché ici (sélectionné) : le navigateur n'a pas laissé la page le copier, appuyez donc sur Ctrl+C ou ⌘C.
embed-frame-title = La recherche des N dames, pas à pas
embed-comment-element = L'élément
embed-comment-iframe = Ou une iframe

## Construire : une solution écrite par une formule, puis vérifiée.
construct-failed = { $n }×{ $n } : non construit. { $reason }.
construct-none = Il n'existe aucune solution pour l'échiquier de { $n }×{ $n } : impossible de placer { $n } dames sans qu'elles s'attaquent.
construct-none-board = Échiquier de { $n }×{ $n } : aucune solution n'existe
construct-valid = { $n }×{ $n } : { $n } { $n ->
        [one] dame
       *[other] dames
    }, une dans chaque rangée et chaque colonne, aucune ne partageant une diagonale : valide (vérifiée).
construct-invalid = { $n }×{ $n } : la construction n'est PAS valide (vérifiée) — c'est un bogue.
construct-board = Une solution construite de l'échiquier de { $n }×{ $n }, { $valid ->
        [yes] valide
       *[no] non valide
    }.{ $picture ->
        [yes] {" "}Chaque point est ombré selon le nombre de dames qui tombent dans cette partie de l'échiquier.
       *[no] {""}
    }
construct-sample-columns = Colonnes { $rows ->
        [all] de chaque rangée
       *[some] des rangées 0 à { $last }
    }, en comptant à partir de 0 comme le code : { $columns }{ $more ->
        [yes] , …
       *[no] {""}
    }.
construct-sample-squares = En cases : { $squares }{ $more ->
        [yes] {" …"}
       *[no] {""}
    }.
construct-time = Construite et vérifiée en { $construct }, dessinée en { $draw }.
constrain-now = { $square } { $pair } est maintenant { $state ->
        [blocked] bloquée
        [required] imposée
       *[free] libre
    }.
constrain-all-free = Toutes les cases sont de nouveau libres.
constrain-cursor = { $square } { $pair } : { $state ->
        [blocked] bloquée. Entrée pour l'imposer.
        [required] imposée. Entrée pour la libérer.
       *[free] libre. Entrée pour la bloquer.
    }
## Ce qui sépare les éléments d'une simple liste de noms ou de valeurs.
list-gap = {", "}

## Les réglages de l'adresse (?n=8&speed=20…) et les attributs de l'élément qui n'ont pas été compris : chaque
## problème nomme le réglage tel qu'il s'écrit ($name) et cite la valeur donnée ($value).
param-repeated = { $name } est donné { $count } fois ({ $values }) : donnez-le une seule fois.
param-flag = { $name } : { $value } n'est ni 1 ni 0.
param-step = { $name } : { $value } n'est pas un numéro de pas (un nombre entier à partir de 0).
param-speed = { $name } : { $value } n'est pas une vitesse possible, un nombre entier de pas par seconde de { $min } à { $max }, ou “max”.
param-n = n (la taille de l'échiquier) : { $problem }
param-lang = lang : { $value } n'est pas une langue de cette page ({ $languages }).
param-problems = Certains réglages de l'adresse n'ont pas été compris : leurs valeurs par défaut sont utilisées.
attribute-n = n : { $problem }
attribute-variant = variant : { $value } n'est pas une variante ({ $variants }).
attribute-choice = { $name } : { $value } n'est pas { $choices }.
attribute-show = { $name } : { $value } n'est ni “show” ni “none”.
attribute-panels = panels : { $value } { $count ->
        [one] n'est pas un panneau
       *[other] ne sont pas des panneaux
    } ({ $panels }).
attribute-loop = to : { $to } ne vient pas après from ({ $from }), donc aucun pas ne boucle.
attribute-problems = Non compris, la valeur par défaut est utilisée : { $problems }
embed-origin = origin : { $value } n'est pas une origine comme https://example.org, donc ce cadre ne répond à aucune page.

## La variante et les cases de l'adresse (?variant=scan&block=0,1;2,3) qui n'ont pas été comprises.
address-variant = variant : { $value } n'est pas une variante ; les variantes sont { $variants }.
address-square-bad = { $name } : { $value } n'est pas une case : donnez des paires rangée,colonne comptées à partir de 0 et séparées par “;”, par exemple 0,1;2,3.
refusal-unknown = La recherche refuse ces cases sur cet échiquier
address-squares-refused = block et require : l'échiquier est exploré sans elles. { $problem }.
constrain-refused-freed = { $problem }, donc { $square } { $pair } est de nouveau libre.
constrain-refused-cleared = { $problem } : les cases bloquées et imposées ont été effacées.

## Les refus du cœur, chacun dit comme le début d'une phrase, sans point final.
refusal-not-a-number = La taille de l'échiquier n'est pas un nombre
refusal-not-whole = La taille de l'échiquier doit être un nombre entier, pas { $n }
refusal-negative = La taille de l'échiquier ne peut pas être négative ({ $n })
refusal-too-large = La taille { $n } est trop grande : la plus grande ici est { $max }
refusal-off-board = La case { $square } { $pair } est hors de l'échiquier de { $n }×{ $n } (rangées et colonnes comptées à partir de 0)
refusal-blocked-and-required = La case { $square } { $pair } est à la fois bloquée et imposée
refusal-required-attack = Les cases imposées { $square } { $pair } et { $other } { $otherPair } s'attaquent
refusal-mirror = L'option de symétrie demande un échiquier sans case bloquée ni imposée
refusal-mirror-of-variant = L'option de symétrie est réservée à la recherche correcte, pas à { $variant }
refusal-brute-force-constrained = La force brute vérifie chaque permutation entière : elle n'accepte ni case bloquée ni case imposée
refusal-brute-force-first-solution = La force brute vérifie chaque permutation : elle n'a pas d'option d'arrêt à la première solution
refusal-no-solution = Il n'existe aucune solution pour l'échiquier de { $n }×{ $n }
refusal-seed = La graine doit être un nombre entier de 0 à { $max }
refusal-picture-size = Une image fait de { $min } à { $max } pixels de côté, pas { $px }
refusal-picture-not-whole = { $what ->
        [size] La taille
        [from] Le premier pas
        [to] Le dernier pas
       *[fps] La vitesse
    } doit être un nombre entier à partir de 0, pas { $value }
refusal-picture-backwards = Les pas vont de { $from } à { $to } : le dernier pas ne doit pas venir avant le premier
refusal-picture-too-many-frames = Une animation contient au plus { $most } pas, pas { $frames }
refusal-picture-too-many-pixels = { $frames } images de { $px } pixels de côté, c'est plus que ce que contient une animation (au plus { $most } images de 480 pixels) : demandez moins de pas ou une taille plus petite
refusal-picture-too-far = Le pas { $step } est plus loin que ce qu'une image atteint (le pas { $farthest }, environ une minute de recherche)
refusal-picture-no-frames = Une animation demande au moins un pas
refusal-picture-fps = Une animation passe de { $min } à { $max } images par seconde, pas { $fps }
refusal-picture-past-the-end = La recherche s'arrête au pas { $last } : il n'y a pas de pas { $from }

## L'offre d'une nouvelle version de la page.
update-ready = Une nouvelle version de cette page est prête.
update-reload = Recharger
update-later = Plus tard
update-loading = Chargement de la nouvelle version…

## Enregistrer l'image et l'animation, dans le tiroir Partager.
pictures-summary = Enregistrer une image ou une animation
pictures-picture-legend = Enregistrer l'image (l'échiquier à ce pas)
pictures-size = Taille
pictures-size-unit = pixels
pictures-colours = Couleurs
pictures-theme-auto = comme à l'écran
pictures-theme-light = claires
pictures-theme-dark = sombres
pictures-save-png = Enregistrer en PNG
pictures-save-svg = Enregistrer en SVG
pictures-animation-legend = Enregistrer l'animation (un GIF animé)
pictures-from = Du pas
pictures-to = au pas
pictures-speed = Vitesse
pictures-speed-unit = images par seconde
pictures-save-gif = Enregistrer le GIF
pictures-drawing = Dessin de l'animation…
pictures-saved = { $file } enregistré.
pictures-not-saved = Rien n'est enregistré : { $reason }.

## Les mots de Réparer pendant son travail.
repair-size-range = (de 1 à { $max } ; jusqu'à { $stepped } coup par coup)
repair-seed-bad = La graine doit être un nombre entier de 0 à { $max }, pas { $value }.
repair-speed = { $speed } { $speed ->
        [one] coup
       *[other] coups
    } par seconde
repair-refused = { $reason }.
repair-stepped-label = Échiquier de { $n }×{ $n } en réparation : { $solved ->
        [yes] résolu
       *[no] { $attacked } dames attaquées
    }. Les cases sont ombrées selon le nombre de dames qui les attaquent.
repair-stepped-status = { $n }×{ $n }, graine { $seed } : { $moves } { $moves ->
        [one] coup
       *[other] coups
    }{ $restarts ->
        [0] {""}
        [one] {" "}({ $restarts } nouveau départ après trop de coups)
       *[other] {" "}({ $restarts } nouveaux départs après trop de coups)
    } ; { $attacked } dames attaquées sur { $n }.
repair-stepped-solved = { $n }×{ $n }, graine { $seed } : résolu en { $moves } { $moves ->
        [one] coup
       *[other] coups
    }{ $restarts ->
        [0] {""}
        [one] {" "}({ $restarts } nouveau départ après trop de coups)
       *[other] {" "}({ $restarts } nouveaux départs après trop de coups)
    } : aucune dame n'est attaquée, { $valid ->
        [yes] valide (vérifié)
       *[no] NON valide (vérifié) : c'est un bogue
    }.
repair-large-waiting = { $n }×{ $n }, graine { $seed } : trop de rangées pour montrer chaque coup. Appuyez sur Lecture pour le réparer jusqu'au bout en arrière-plan.
repair-large-label-waiting = Échiquier de { $n }×{ $n } : pas encore réparé
repair-large-stopped = { $n }×{ $n } : arrêté. Appuyez sur Lecture pour le réparer de nouveau depuis le début.
repair-large-placing = { $n }×{ $n }, graine { $seed } : placement glouton des dames…
repair-large-repairing = { $n }×{ $n }, graine { $seed } : réparation… { $moves } coups jusqu'ici ({ $time }).
repair-large-done = { $n }×{ $n }, graine { $seed } : réparé en { $moves } coups et { $time } : { $valid ->
        [yes] valide (vérifié)
       *[no] NON valide (vérifié) : c'est un bogue
    }.
repair-large-label = Un échiquier de { $n }×{ $n } réparé, { $valid ->
        [yes] valide
       *[no] non valide
    }. Chaque point est ombré selon le nombre de dames qui tombent dans cette partie de l'échiquier.
repair-large-failed = { $n }×{ $n } : pas réparé : { $reason }.
repair-large-time = Réparé et vérifié dans un worker d'arrière-plan en { $repair }, dessiné en { $draw }.

## Les mots de Compter pendant son travail.
count-size-range = (de { $min } à { $max } ; au-delà de { $above }, il demande d'abord)
count-size-nothing = { $problem } Rien n'est compté.
count-not-in-table = absent de la table
count-workers = { $workers } { $workers ->
        [one] Web Worker
       *[other] Web Workers
    }
count-gpu = le GPU { $name }{ $software ->
        [yes] , une émulation logicielle sur le CPU
       *[no] {""}
    }
count-gpu-software = (une émulation logicielle sur le CPU : plus lente que les Web Workers)
count-method = { $method ->
        [join] la méthode join
        [frames] la méthode frames
       *[other] la méthode { $method }
    }
count-question = Compter toutes les solutions de l'échiquier de { $n }×{ $n } prend ici environ { $duration } ({ $on } ; mesuré sur l'échiquier de { $timed }×{ $timed } et mis à l'échelle du nombre de solutions). La page reste utilisable et Annuler l'arrête. Compter quand même ?
count-progress-label = Comptage de { $n }×{ $n }
count-starting-workers = Démarrage des Web Workers…
count-units-done = { $done } unités sur { $units }
count-progress = { $done } · { $elapsed } écoulées · { $left } · { $unitRate } unités/s · { $nodeRate } nœuds/s
count-left = encore environ { $duration }
count-left-unknown = temps restant encore inconnu
count-running = Comptage de l'échiquier de { $n }×{ $n } par { $method } avec { $on }…
count-resuming = Reprise du comptage de l'échiquier de { $n }×{ $n } par { $method } avec { $on } : { $done } unités sur { $units } étaient déjà comptées.
count-estimating-label = { $n }×{ $n } : estimation du temps
count-estimating = Chronométrage d'un comptage de { $timed }×{ $timed } { $gpu ->
        [yes] sur le GPU
       *[no] dans un seul Web Worker
    }…
count-match-none = Aucune valeur connue à laquelle comparer.
count-match-yes = ✓ concorde avec la valeur connue (les deux totaux)
count-match-no = ✗ NE concorde PAS avec la valeur connue ({ $differ ->
        [solutions] les solutions diffèrent
        [unique] les uniques diffèrent
       *[both] les solutions et les uniques diffèrent
    })
count-done-cpu = Échiquier de { $n }×{ $n } compté par { $method } en { $duration }, avec { $workers } { $workers ->
        [one] Web Worker
       *[other] Web Workers
    } ({ $units } unités{ $before ->
        [0] {""}
       *[other] , dont { $before } comptées avant un rechargement
    } ; version { $build }{ $rechecked ->
        [none] {""}
       *[other] {"\u00A0"}; des unités comptées avant sur un GPU, { $rechecked } recomptées sur le CPU, toutes égales
    }).
count-done-gpu = Échiquier de { $n }×{ $n } compté par { $method } en { $duration }, avec { $gpu } : { $units } unités{ $before ->
        [0] {""}
       *[other] , dont { $before } comptées avant un rechargement
    } ; { $checked } d'entre elles recomptées sur le CPU, toutes égales{ $lost ->
        [0] {""}
        [one] {"\u00A0"}; { $lost } appareil perdu en cours de comptage et remplacé, son lot recompté
       *[other] {"\u00A0"}; { $lost } appareils perdus en cours de comptage et remplacés, leurs lots recomptés
    }.
count-finished-label = Comptage de { $n }×{ $n } : terminé
count-finished-text = { $done } · { $duration } · { $unitRate } unités/s · { $nodeRate } nœuds/s
count-not-counted-label = { $n }×{ $n } : pas compté
count-estimate-failed = L'estimation du temps a échoué ({ $reason }), donc rien n'a été compté.
count-declined = Pas compté, comme vous l'avez choisi ; le résultat ci-dessous ne change pas.
count-failed = Le comptage a échoué : { $reason }
count-failed-label = Comptage de { $n }×{ $n } : échec
count-compile-failed = le module n'a pas pu être compilé ({ $reason })
count-cancelled-label = Comptage de { $n }×{ $n } : annulé
count-cancelled-after = Annulé après { $done } unités sur { $units } ({ $duration }) ; aucun total n'est affiché.
count-cancelled-early = Annulé ({ $duration }) ; aucun total n'est affiché.
count-cancelled-kept = Ce qui a été compté est gardé : Reprendre repart de là.
count-cancelled-short = Annulé
count-cancelled-before = Annulé avant le début du comptage.
count-cancelled = Annulé.
count-resume-text = Reprendre le comptage de n = { $n } ({ $done } fait)
count-resume-left = Reprendre le comptage de n = { $n } ({ $done } fait, encore { $left })
count-record-refused = Le comptage enregistré de n = { $n } est refusé : { $problem }.
count-records-refused-after = { $count ->
        [one] Il n'est pas repris ; compter de nouveau cette taille le remplace.
       *[other] Ils ne sont pas repris ; compter de nouveau ces tailles les remplace.
    }
count-store-unavailable = Ce navigateur ne garde rien pour cette page ({ $reason }) : un comptage interrompu par un rechargement ou un onglet fermé ne peut pas être repris ; le comptage fonctionne comme avant.
`;
